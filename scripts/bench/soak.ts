/**
 * `npm run bench -- soak`: 8 clients for 60 s on /edits, /spellcheck and /statistics against one real
 * server, with /liveness probed throughout (issue #17: no request may stall the server). Reports the
 * liveness p99 against its target (≤ 250 ms), throughput, failed requests, and the server's resident
 * memory at start and end with its growth per 10,000 requests. Prints a table, writes
 * reports/bench-soak.json and ends with `N passed, N failed`.
 */

import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type RunningServer, startServer } from '../../e2e/support/server';
import { printTable } from '../lib/table';
import { percentile } from './load';
import { readProcessMemory } from './process';
import type { BenchRow } from './row';
import { englishText } from './texts';

const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 8);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const PROBE_EVERY_MS = 50;
const PROBE_ABORT_MS = 5_000;
const LIVENESS_P99_TARGET_MS = 250;
// Typos so that edits and spellcheck have something to answer; the request number keeps each text
// distinct, so the result cache does not answer for the engines.
const TYPOS = ' Teh committee have recieved there letters, and it dont matter wich one arrived first.';

/** The request a client sends as its `n`th: the three endpoints in turn, texts of 40 to 200 words. */
function request(n: number, key: string): { path: string; body: Record<string, unknown> } {
  const text = `${englishText(40 + (n % 5) * 40)}${TYPOS} Request ${n}.`;
  const paths = ['/api/v1/edits', '/api/v1/spellcheck', '/api/v1/statistics'];
  const p = paths[n % paths.length];
  return { path: p, body: { key, text, session_id: `soak-${n % 100}` } };
}

interface Tally {
  requests: number;
  failed: number;
  statuses: Record<string, number>;
  latencies: number[];
}

/** One client: sends requests back to back until `until`. */
async function client(server: RunningServer, id: number, until: number, tally: Tally): Promise<void> {
  for (let i = 0; performance.now() < until; i++) {
    const { path: p, body } = request(i * CLIENTS + id, server.operatorKey);
    const t0 = performance.now();
    try {
      const res = await fetch(server.url + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
      if (!res.ok) tally.failed++;
      else tally.latencies.push(performance.now() - t0);
    } catch {
      tally.statuses.error = (tally.statuses.error ?? 0) + 1;
      tally.failed++;
    }
    tally.requests++;
  }
}

/** Probes /liveness every 50 ms until `until`; a probe not answered in 5 s counts as lost. */
async function prober(server: RunningServer, until: number) {
  const latencies: number[] = [];
  let lost = 0;
  while (performance.now() < until) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${server.url}/api/v1/liveness`, {
        signal: AbortSignal.timeout(PROBE_ABORT_MS),
      });
      await res.arrayBuffer();
      if (res.ok) latencies.push(performance.now() - t0);
      else lost++;
    } catch {
      lost++;
    }
    await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
  }
  return { latencies: latencies.sort((a, b) => a - b), lost };
}

/** Runs the soak scenario, prints and writes its rows; the exit code (1 when a target is missed). */
export async function runSoakBench(): Promise<number> {
  const server = await startServer({ LOG_LEVEL: 'warn' }, 60_000);
  try {
    const pid = server.process.pid as number;
    // Warm up: load the grammar worker, spell dictionaries and statistics before memory is read.
    for (let n = 0; n < 6; n++) {
      const { path: p, body } = request(n, server.operatorKey);
      await fetch(server.url + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
    const rssStart = readProcessMemory(pid).rssMb;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const tally: Tally = { requests: 0, failed: 0, statuses: {}, latencies: [] };
    const [probes] = await Promise.all([
      prober(server, until),
      ...Array.from({ length: CLIENTS }, (_, id) => client(server, id, until, tally)),
    ]);
    const elapsedS = (performance.now() - started) / 1000;
    const memory = readProcessMemory(pid);
    tally.latencies.sort((a, b) => a - b);
    const livenessP99 = percentile(probes.latencies, 0.99);
    const scenario = `soak ${CLIENTS} clients × ${SECONDS} s`;
    const rows: (BenchRow & { pass?: boolean })[] = [
      {
        scenario,
        metric: 'liveness p99',
        value: livenessP99,
        unit: 'ms',
        target: { atMost: LIVENESS_P99_TARGET_MS },
        pass: livenessP99 <= LIVENESS_P99_TARGET_MS && probes.lost === 0,
      },
      { scenario, metric: 'liveness max', value: probes.latencies.at(-1) ?? Number.NaN, unit: 'ms' },
      { scenario, metric: 'liveness probes lost (5 s)', value: probes.lost, unit: '' },
      { scenario, metric: 'throughput', value: tally.requests / elapsedS, unit: 'req/s' },
      { scenario, metric: 'request latency p99', value: percentile(tally.latencies, 0.99), unit: 'ms' },
      { scenario, metric: 'requests failed', value: tally.failed, unit: '', target: { atMost: 0 } },
      { scenario, metric: 'RSS at start', value: rssStart, unit: 'MB' },
      { scenario, metric: 'RSS at end', value: memory.rssMb, unit: 'MB' },
      { scenario, metric: 'peak RSS', value: memory.peakRssMb, unit: 'MB' },
      {
        scenario,
        metric: 'RSS growth per 10k requests',
        value: ((memory.rssMb - rssStart) / Math.max(1, tally.requests)) * 10_000,
        unit: 'MB',
      },
    ];
    rows[5].pass = tally.failed === 0;
    printTable(
      rows.map((r) => ({
        scenario: r.scenario,
        metric: r.metric,
        value: Math.round(r.value * 10) / 10,
        unit: r.unit,
        target: r.target ? `<= ${r.target.atMost} ${r.unit}` : '',
        result: r.target ? (r.pass ? 'pass' : 'FAIL') : '',
      })),
    );
    const reportPath = path.join(REPO_ROOT, 'reports', 'bench-soak.json');
    fs.mkdirSync(path.dirname(reportPath), { recursive: true });
    const report = {
      clients: CLIENTS,
      seconds: SECONDS,
      requests: tally.requests,
      statuses: tally.statuses,
      rows,
    };
    fs.writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    const checked = rows.filter((r) => r.target);
    const failed = checked.filter((r) => !r.pass).length;
    process.stdout.write(`\nWrote ${path.relative(REPO_ROOT, reportPath)}\n`);
    process.stdout.write(`${checked.length - failed} passed, ${failed} failed\n`);
    return failed === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}
