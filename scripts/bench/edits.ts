/**
 * /edits benchmarks. `editsScenarios` join `npm run bench` (fixed request, so after the first run it
 * measures the paragraph cache, as a client re-sending an unchanged document would). Run this file
 * directly (`npx tsx scripts/bench/edits.ts`) for the full protocol of issue #3 with text that
 * changes on every request, so every request does the engine work: 1,000 words warm p50/p95, 8
 * concurrent clients for 60 s with zero errors, RSS with English loaded, server ready time, and raw
 * Harper's latency on the same texts (issue #14: /edits p50 <= 1.5x raw Harper's).
 */
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import { startServer } from '../../e2e/support/server';
import { percentile } from './load';
import { readProcessMemory } from './process';
import type { LoadScenario } from './scenarios';
import { englishText } from './texts';

const THOUSAND_WORDS = englishText(1000);

/** The /edits scenarios of `npm run bench` (short, to fit its time limit). */
export const editsScenarios: LoadScenario[] = [
  {
    id: 'edits (1,000 words, cached paragraphs)',
    request: (key) => ({
      method: 'POST',
      path: '/api/v1/edits',
      body: { key, text: THOUSAND_WORDS, session_id: 'bench' },
    }),
    shape: { connections: 1, pipelining: 1, durationSeconds: 5 },
    target: { metric: 'p50Ms', atMost: 80 },
    alsoReport: ['p99Ms', 'requestsPerSecond'],
  },
];

interface Run {
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

/** `clients` loops posting to /edits for `seconds`, each request with a text no request sent before. */
async function drive(
  url: string,
  key: string,
  clients: number,
  seconds: number,
  fresh: boolean,
): Promise<Run> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let n = 0;
  const until = performance.now() + seconds * 1000;
  const loop = async (client: number) => {
    while (performance.now() < until) {
      const i = n++;
      // A different opening sentence changes the paragraph, so the paragraph cache cannot answer.
      const text = fresh ? `Report ${client}-${i} was filed on time. ${THOUSAND_WORDS}` : THOUSAND_WORDS;
      const started = performance.now();
      try {
        const res = await fetch(`${url}/api/v1/edits`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key, text, session_id: `bench-${client}` }),
        });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => loop(c)));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    statuses,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    perSecond: latencies.length / elapsed,
  };
}

/**
 * Raw Harper on the texts the single-client run sends (harper.js LocalLinter, default rules, in this
 * process): the yardstick of issue #14's latency target (/edits p50 <= 1.5x raw Harper's).
 */
async function rawHarper(requests: number): Promise<{ p50: number; p95: number }> {
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.lint('Warm up.', { language: 'plaintext' });
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const text = `Report 0-${i} was filed on time. ${THOUSAND_WORDS}`;
    const started = performance.now();
    await linter.lint(text, { language: 'plaintext' });
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

async function main() {
  const concurrentSeconds = Number(process.env.BENCH_EDITS_SECONDS ?? 60);
  const server = await startServer({ GRAMMAR_WORKERS: process.env.GRAMMAR_WORKERS ?? '1' });
  const pid = server.process.pid ?? 0;
  try {
    const atStart = readProcessMemory(pid);
    const first = performance.now();
    await drive(server.url, server.operatorKey, 1, 0.001, true);
    const coldMs = performance.now() - first;
    await drive(server.url, server.operatorKey, 1, 5, true);
    const single = await drive(server.url, server.operatorKey, 1, 20, true);
    const cached = await drive(server.url, server.operatorKey, 1, 5, false);
    const concurrent = await drive(server.url, server.operatorKey, 8, concurrentSeconds, true);
    const loaded = readProcessMemory(pid);
    const harper = await rawHarper(Math.max(10, Math.min(single.requests, 60)));
    const rows = [
      ['server ready time', `${server.readyMs.toFixed(0)} ms`, '< 1,500 ms'],
      ['RSS before any /edits', `${atStart.rssMb.toFixed(0)} MB`, ''],
      ['first /edits (starts the grammar worker)', `${coldMs.toFixed(0)} ms`, ''],
      ['1,000 words, new text each request: p50', `${single.p50.toFixed(1)} ms`, '<= 80 ms'],
      ['1,000 words, new text each request: p95', `${single.p95.toFixed(1)} ms`, '<= 200 ms'],
      ['raw Harper, same new texts (in process): p50', `${harper.p50.toFixed(1)} ms`, ''],
      ['/edits p50 / raw Harper p50', `${(single.p50 / harper.p50).toFixed(2)}x`, '<= 1.5x (#14)'],
      ['1,000 words, unchanged text (cache): p50', `${cached.p50.toFixed(1)} ms`, ''],
      ['1,000 words, unchanged text (cache): p95', `${cached.p95.toFixed(1)} ms`, ''],
      [`8 clients x ${concurrentSeconds} s: requests`, String(concurrent.requests), ''],
      [`8 clients x ${concurrentSeconds} s: errors`, String(concurrent.errors), '0'],
      [
        `8 clients x ${concurrentSeconds} s: p50 / p95`,
        `${concurrent.p50.toFixed(0)} / ${concurrent.p95.toFixed(0)} ms`,
        '',
      ],
      ['RSS with English loaded (after load)', `${loaded.rssMb.toFixed(0)} MB`, '<= 900 MB'],
      ['peak RSS', `${loaded.peakRssMb.toFixed(0)} MB`, ''],
    ];
    for (const [what, value, target] of rows)
      console.log(`${what.padEnd(48)} ${value.padStart(14)}   ${target}`);
    console.log(
      JSON.stringify({
        single,
        cached,
        concurrent,
        harper,
        memory: { atStart, loaded },
        readyMs: server.readyMs,
      }),
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
