/**
 * `npm run bench -- liveness`: how long /liveness waits while one large or pathological request runs
 * (issue #17: no request may block the event loop for more than ~50 ms). Against one fresh server:
 * the first /spellcheck and /edits requests (they load the dictionaries, the candidate index and the
 * grammar worker), then a 20 KB pathological text ('teh ' × 5,000, one paragraph), 400 KB of it and
 * 400 KB of misspelt prose, each to /spellcheck and /edits. A client probes /liveness back to back
 * (a 2 ms pause between probes) while each request runs; the longest probe is the figure, against
 * ≤ 50 ms. Probes measure from outside the server, so they include the HTTP round trip (~1–2 ms).
 * `-- --built` measures the compiled server instead of the sources. Prints a table, writes
 * reports/bench-liveness(-built).json and ends with `N passed, N failed`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type RunningServer, SOURCE_SERVER_ARGS, startServer } from '../../e2e/support/server';
import { printTable } from '../lib/table';
import { percentile } from './load';
import { readProcessMemory } from './process';
import { misspeltText } from './spell';

const LIVENESS_TARGET_MS = 50;
const PROBE_PAUSE_MS = 2;

/** The in-process figure of one phase. */
interface LoopFigure {
  phase: string;
  status: number;
  msg?: string;
  maxMs: number;
}

interface Phase {
  name: string;
  path: string;
  text: string;
}

/** 400 KB of prose with every 30th word misspelt, in paragraphs of about 1,000 words. */
function misspeltProse(bytes: number): string {
  const paragraph = misspeltText(1000);
  return Array.from({ length: Math.ceil(bytes / (paragraph.length + 1)) }, () => paragraph)
    .join('\n')
    .slice(0, bytes);
}

/** Sends one request while probing liveness; the probes' latencies and the request's outcome. */
async function whileProbing(server: RunningServer, phase: Phase) {
  let inFlight = true;
  const probes: number[] = [];
  let lost = 0;
  const probing = (async () => {
    while (inFlight) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${server.url}/api/v1/liveness`, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (res.ok) probes.push(performance.now() - t0);
        else lost++;
      } catch {
        lost++;
      }
      await new Promise((r) => setTimeout(r, PROBE_PAUSE_MS));
    }
  })();
  const t0 = performance.now();
  const res = await fetch(server.url + phase.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: server.operatorKey, text: phase.text, session_id: 'liveness' }),
    signal: AbortSignal.timeout(300_000),
  }).finally(() => {
    inFlight = false;
  });
  const body = (await res.json()) as { msg?: string; degraded?: { sentences_degraded: number } };
  const requestMs = performance.now() - t0;
  await probing;
  probes.sort((a, b) => a - b);
  const degraded = body.degraded?.sentences_degraded ?? 0;
  return { status: res.status, msg: body.msg, requestMs, probes, lost, degraded };
}

/**
 * The same phases against the app in this process (`createTestApp`, SQLite), with Node's event-loop
 * delay histogram enabled while each request runs: the longest the server's own event loop stood
 * still, without the HTTP round trip or the probing client competing for the cores.
 */
async function inProcessDelays(phases: Phase[]): Promise<LoopFigure[]> {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { createTestApp } = await import('../../server/src/testing/app');
  const t = await createTestApp();
  try {
    const out: LoopFigure[] = [];
    for (const phase of phases) {
      const histogram = monitorEventLoopDelay({ resolution: 5 });
      histogram.enable();
      const res = await t.call('POST', phase.path, {
        key: t.keys.enterprise,
        text: phase.text,
        session_id: 'loop',
      });
      const body = (await res.json()) as { msg?: string };
      histogram.disable();
      out.push({ phase: phase.name, status: res.status, msg: body.msg, maxMs: histogram.max / 1e6 });
    }
    return out;
  } finally {
    await t.close();
  }
}

/**
 * Runs the phases against one fresh server; prints and writes the rows; the exit code.
 * @param built Run the compiled server (`server/dist/main.js`, what `npm start` runs; build it first
 *   with `npm run build:server`) rather than the TypeScript sources, whose modules tsx compiles on the
 *   main thread the first time each is imported.
 */
export async function runLivenessBench(built = process.argv.includes('--built')): Promise<number> {
  const nodeArgs = built ? [path.join(REPO_ROOT, 'server/dist/main.js')] : SOURCE_SERVER_ARGS;
  const server = await startServer({ LOG_LEVEL: 'warn' }, 60_000, nodeArgs);
  const teh20k = 'teh '.repeat(5_000);
  const teh400k = 'teh '.repeat(100_000);
  const prose400k = misspeltProse(400_000);
  const phases: Phase[] = [
    { name: 'first /spellcheck (loads English)', path: '/api/v1/spellcheck', text: 'She go to scool.' },
    { name: 'first /edits (loads grammar, all varieties)', path: '/api/v1/edits', text: 'She go to scool.' },
    { name: "/spellcheck 20 KB 'teh ' × 5,000", path: '/api/v1/spellcheck', text: teh20k },
    { name: "/edits 20 KB 'teh ' × 5,000", path: '/api/v1/edits', text: teh20k },
    { name: "/spellcheck 400 KB 'teh ' × 100,000", path: '/api/v1/spellcheck', text: teh400k },
    { name: "/edits 400 KB 'teh ' × 100,000", path: '/api/v1/edits', text: teh400k },
    { name: '/spellcheck 400 KB misspelt prose', path: '/api/v1/spellcheck', text: prose400k },
    { name: '/edits 400 KB misspelt prose', path: '/api/v1/edits', text: prose400k },
  ];
  const rows: Record<string, string | number>[] = [];
  const report: unknown[] = [];
  let passed = 0;
  let failed = 0;
  try {
    for (const phase of phases) {
      const r = await whileProbing(server, phase);
      const max = r.probes.at(-1) ?? Number.NaN;
      const ok = r.status === 200 && r.lost === 0 && max <= LIVENESS_TARGET_MS;
      if (ok) passed++;
      else failed++;
      rows.push({
        phase: phase.name,
        status: r.status,
        'request ms': Math.round(r.requestMs),
        'sentences degraded': r.degraded,
        probes: r.probes.length,
        'liveness p50 ms': Math.round(percentile(r.probes, 0.5) * 10) / 10,
        'liveness p99 ms': Math.round(percentile(r.probes, 0.99) * 10) / 10,
        [`liveness max ms (≤ ${LIVENESS_TARGET_MS})`]: Math.round(max * 10) / 10,
        lost: r.lost,
        result: ok ? 'pass' : 'FAIL',
      });
      report.push({
        phase: phase.name,
        ...r,
        probes: undefined,
        maxMs: max,
        p99Ms: percentile(r.probes, 0.99),
      });
    }
    const memory = readProcessMemory(server.process.pid as number);
    printTable(rows);
    const loop = await inProcessDelays(phases);
    process.stdout.write('\nIn process (createTestApp), event-loop delay max while each request ran:\n');
    printTable(
      loop.map((l) => ({ phase: l.phase, status: l.status, 'event-loop delay max ms': Math.round(l.maxMs) })),
    );
    for (const f of [...report, ...loop] as { phase: string; msg?: string }[]) {
      if (f.msg) process.stdout.write(`${f.phase}: ${f.msg}\n`);
    }
    process.stdout.write(
      `\nserver RSS at the end ${memory.rssMb.toFixed(0)} MB, peak ${memory.peakRssMb.toFixed(0)} MB\n`,
    );
    const reportPath = path.join(REPO_ROOT, 'reports', `bench-liveness${built ? '-built' : ''}.json`);
    fs.mkdirSync(path.dirname(reportPath), { recursive: true });
    fs.writeFileSync(
      reportPath,
      `${JSON.stringify({ built, phases: report, memory, inProcess: loop }, null, 2)}\n`,
    );
    process.stdout.write(
      `wrote ${path.relative(REPO_ROOT, reportPath)}\n${passed} passed, ${failed} failed\n`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}
