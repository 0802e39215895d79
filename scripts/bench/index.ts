/**
 * `npm run bench`: starts real Margin servers on loopback, measures throughput, latency, ready time
 * and memory against the targets of the benchmark issue, prints a table and writes reports/bench.json.
 * Exits 1 when a target is missed or an endpoint failed, so CI can read the closing `N passed, N failed`.
 */

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type RunningServer } from '../../e2e/support/server';
import { printTable, type TableRow } from '../lib/table';
import { runBundleSizeBench } from './bundle-size';
import { runComputeBench } from './compute';
import { runEditorBench } from './editor';
import { runExtensionBench } from './extension';
import { runLmBench } from './lm';
import { type LoadResult, probe, runLoad } from './load';
import { measureReadyTimes, median, readProcessMemory, ServerPool } from './process';
import type { BenchRow } from './row';
import { type LoadScenario, loadScenarios, meets } from './scenarios';

const TIME_LIMIT_MS = 300_000;
const READY_RUNS = 3;
const READY_TARGET_MS = 1500;
const WARMUP_SECONDS = 1;

/** A line of the results table, kept with its raw figure for the JSON report. */
interface Row extends BenchRow {
  /** Requests of this scenario failed, so its target row fails whatever the figure. */
  hadFailures?: boolean;
}

interface ScenarioOutcome {
  id: string;
  request: { method: string; path: string };
  shape: LoadScenario['shape'];
  /** Set when the endpoint did not answer 2xx before the run, so no load was sent. */
  probeFailure?: { status: number; body: string };
  result?: LoadResult;
}

const METRICS: Record<'requestsPerSecond' | 'p50Ms' | 'p99Ms', { name: string; unit: string }> = {
  requestsPerSecond: { name: 'throughput', unit: 'req/s' },
  p50Ms: { name: 'latency p50', unit: 'ms' },
  p99Ms: { name: 'latency p99', unit: 'ms' },
};

function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'n/a';
  const digits = Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function formatTarget(row: Row): string {
  if (!row.target) return '';
  if (row.target.atLeast !== undefined) return `>= ${formatNumber(row.target.atLeast)} ${row.unit}`;
  return `<= ${formatNumber(row.target.atMost ?? 0)} ${row.unit}`;
}

function verdict(row: Row): 'pass' | 'FAIL' | '' {
  if (!row.target) return '';
  return !row.hadFailures && meets(row.target, row.value) ? 'pass' : 'FAIL';
}

/** The rows of one load scenario: its target figure, the figures reported beside it, failed requests. */
function scenarioRows(scenario: LoadScenario, outcome: ScenarioOutcome): Row[] {
  const result = outcome.result;
  const figure = (metric: keyof typeof METRICS) => (result ? result[metric] : Number.NaN);
  const failures = result ? result.non2xx + result.errors : Number.NaN;
  const main = METRICS[scenario.target.metric];
  return [
    {
      scenario: scenario.id,
      metric: main.name,
      value: figure(scenario.target.metric),
      unit: main.unit,
      target: scenario.target,
      hadFailures: failures !== 0,
    },
    ...scenario.alsoReport
      .filter((m): m is keyof typeof METRICS => m in METRICS)
      .map((m) => ({
        scenario: scenario.id,
        metric: METRICS[m].name,
        value: figure(m),
        unit: METRICS[m].unit,
      })),
    { scenario: scenario.id, metric: 'failed requests', value: failures, unit: '', target: { atMost: 0 } },
  ];
}

function describeFailures(id: string, result: LoadResult): string {
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, n]) => `${n} x ${code}`)
    .join(', ');
  return `${id}: ${result.non2xx} non-2xx responses${codes ? ` (${codes})` : ''} and ${result.errors} connection errors/timeouts`;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function bench(pool: ServerPool): Promise<{ rows: Row[]; report: Record<string, unknown> }> {
  process.stdout.write(`Ready time: ${READY_RUNS} fresh starts...\n`);
  const readyTimes = await measureReadyTimes(pool, READY_RUNS);

  process.stdout.write('Starting the server under test...\n');
  const server: RunningServer = await pool.start();
  const pid = server.process.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  if (!server.operatorKey) {
    process.stdout.write(
      'WARNING: the server wrote no operator key; authenticated endpoints will answer 401.\n',
    );
  }

  // Warm-up: one probe and a short run per endpoint, so lazily loaded engines and JIT are ready.
  const outcomes: ScenarioOutcome[] = [];
  for (const scenario of loadScenarios) {
    await scenario.prepare?.(server);
    const request = scenario.request(server.operatorKey);
    const outcome: ScenarioOutcome = {
      id: scenario.id,
      request: { method: request.method, path: request.path },
      shape: scenario.shape,
    };
    const answer = await probe(server.url, request);
    if (answer.status < 200 || answer.status > 299) {
      outcome.probeFailure = { status: answer.status, body: answer.body.slice(0, 300) };
      process.stdout.write(
        `FAIL ${scenario.id}: ${request.method} ${request.path} answered ${answer.status}: ${outcome.probeFailure.body}\n`,
      );
    } else {
      await runLoad(server.url, request, { ...scenario.shape, durationSeconds: WARMUP_SECONDS });
    }
    outcomes.push(outcome);
  }
  await sleep(1000);
  const idle = readProcessMemory(pid);

  for (const [i, scenario] of loadScenarios.entries()) {
    const outcome = outcomes[i];
    if (outcome.probeFailure) continue;
    const { connections, durationSeconds } = scenario.shape;
    process.stdout.write(`Load: ${scenario.id} (${connections} connection(s), ${durationSeconds} s)...\n`);
    outcome.result = await runLoad(server.url, scenario.request(server.operatorKey), scenario.shape);
    if (outcome.result.non2xx + outcome.result.errors > 0) {
      process.stdout.write(`FAIL ${describeFailures(scenario.id, outcome.result)}\n`);
    }
  }
  const editorRows = await runEditorBench(server);
  const extensionRows = await runExtensionBench(server);
  const bundleRows = await runBundleSizeBench();
  const lmRows = runLmBench();
  const computeRows = runComputeBench();
  const afterLoad = readProcessMemory(pid);
  await pool.stop(server);

  const rows: Row[] = [
    ...loadScenarios.flatMap((s, i) => scenarioRows(s, outcomes[i])),
    ...editorRows,
    ...extensionRows,
    ...bundleRows,
    ...lmRows,
    ...computeRows,
    {
      scenario: 'startup',
      metric: `ready time (median of ${READY_RUNS})`,
      value: median(readyTimes),
      unit: 'ms',
      target: { atMost: READY_TARGET_MS },
    },
    { scenario: 'memory', metric: 'RSS at idle after warm-up', value: idle.rssMb, unit: 'MB' },
    { scenario: 'memory', metric: 'peak RSS (whole run)', value: afterLoad.peakRssMb, unit: 'MB' },
  ];
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      node: process.version,
      platform: process.platform,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
    },
    readyTimesMs: readyTimes,
    memoryMb: { idle, afterLoad },
    scenarios: outcomes,
  };
  return { rows, report };
}

async function main(): Promise<number> {
  // `npm run bench -- scale`: the multi-instance benchmark alone (it starts its own servers and haproxy).
  if (process.argv[2] === 'scale') return (await import('./scale')).runScaleBench();
  // `npm run bench -- soak`: 8 clients × 60 s with liveness probed throughout (alone: it takes a minute).
  if (process.argv[2] === 'soak') return (await import('./soak')).runSoakBench();
  // `npm run bench -- liveness`: liveness waits while 20 KB and 400 KB texts and the first loads run.
  if (process.argv[2] === 'liveness') return (await import('./liveness')).runLivenessBench();
  // `npm run bench -- edits`: /edits vs raw Harper on fresh texts, interleaved, and RSS (issues #3, #14).
  if (process.argv[2] === 'edits') return (await import('./edits')).runEditsBench();
  const pool = new ServerPool();
  const abort = async (reason: string, code: number) => {
    process.stderr.write(`\n${reason}; stopping the servers.\n`);
    await pool.stopAll();
    process.exit(code);
  };
  const watchdog = setTimeout(() => abort(`bench exceeded ${TIME_LIMIT_MS / 1000} s`, 1), TIME_LIMIT_MS);
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));

  try {
    const { rows, report } = await bench(pool);
    const table: TableRow[] = rows.map((row) => ({
      scenario: row.scenario,
      metric: row.metric,
      value: formatNumber(row.value),
      unit: row.unit,
      target: formatTarget(row),
      result: verdict(row),
    }));
    process.stdout.write('\n');
    printTable(table);

    const checked = rows.filter((r) => r.target);
    const failed = checked.filter((r) => verdict(r) === 'FAIL').length;
    const reportPath = path.join(REPO_ROOT, 'reports', 'bench.json');
    fs.mkdirSync(path.dirname(reportPath), { recursive: true });
    const results = rows.map((r) => ({ ...r, result: verdict(r) || undefined }));
    fs.writeFileSync(reportPath, `${JSON.stringify({ ...report, results }, null, 2)}\n`);
    process.stdout.write(`\nWrote ${path.relative(REPO_ROOT, reportPath)}\n`);
    process.stdout.write(`${checked.length - failed} passed, ${failed} failed\n`);
    return failed === 0 ? 0 : 1;
  } finally {
    clearTimeout(watchdog);
    await pool.stopAll();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
