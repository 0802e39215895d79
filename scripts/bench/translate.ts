/**
 * Translation benchmark (issue #9), `npx tsx scripts/bench/translate.ts`: latency of a 200-character
 * English sentence through a warm Apertium pipeline (target p50 ≤ 50 ms), in process and over HTTP,
 * and HTTP throughput with 4 concurrent clients. Every request carries a different sentence: the API
 * caches translations for three days, so a repeated body (what `npm run bench`'s autocannon harness
 * sends) would measure the cache instead. Prints a table and writes reports/bench-translate.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, startServer } from '../../e2e/support/server';
import { loadConfig } from '../../server/src/config';
import { ApertiumEngine } from '../../server/src/engines/translate/apertium/engine';
import { Translator } from '../../server/src/engines/translate/translator';
import { resolveLanguage } from '../../shared/src/languages/index';
import { printTable, type TableRow } from '../lib/table';

const SENTENCE_CHARS = 200;
const LATENCY_RUNS = 200;
const CLIENTS = 4;
const THROUGHPUT_SECONDS = 10;
const P50_TARGET_MS = 50;

const ADJECTIVES = [
  'old',
  'new',
  'small',
  'big',
  'red',
  'green',
  'quiet',
  'busy',
  'happy',
  'tired',
  'young',
  'long',
];
const NOUNS = [
  'house',
  'dog',
  'cat',
  'teacher',
  'car',
  'city',
  'garden',
  'book',
  'window',
  'child',
  'river',
  'street',
  'friend',
  'table',
];
const VERBS = ['sees', 'likes', 'finds', 'paints', 'visits', 'opens', 'buys', 'watches', 'cleans', 'carries'];
const LINKS = ['and', 'but', 'while', 'because'];

/** Deterministic pseudo-random numbers, so every run translates the same sentences. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** `count` different English sentences of about 200 characters. */
export function benchSentences(count: number, seed = 7): string[] {
  const rand = lcg(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const clause = () =>
    `the ${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(VERBS)} the ${pick(ADJECTIVES)} ${pick(NOUNS)}`;
  const out = new Set<string>();
  while (out.size < count) {
    let s = clause();
    while (s.length < SENTENCE_CHARS - 40) s += ` ${pick(LINKS)} ${clause()}`;
    s = `${s[0].toUpperCase()}${s.slice(1)} in the ${pick(NOUNS)} number ${out.size}.`;
    out.add(s);
  }
  return [...out];
}

const percentile = (xs: number[], f: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(f * sorted.length) - 1))];
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

/** p50/p99 of translating each sentence in turn through the Translator the API uses. */
async function inProcess(target: string, sentences: string[]): Promise<{ p50: number; p99: number }> {
  const translator = new Translator([new ApertiumEngine(loadConfig().translate.apertium)]);
  try {
    const options = { target: resolveLanguage(target), sourceHint: resolveLanguage('en') };
    await translator.translate('The pipeline warms up here.', options);
    const times: number[] = [];
    for (const s of sentences) times.push(await timed(() => translator.translate(s, options)));
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  } finally {
    await translator.close();
  }
}

/** Over HTTP against a real server: one client for latency, then 4 clients for throughput. */
async function overHttp(sentences: string[]) {
  const server = await startServer();
  try {
    let next = 0;
    const send = async (text: string) => {
      const res = await fetch(`${server.url}/api/v1/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: server.operatorKey, text, target_lang: 'es' }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    const warm = await send('The pipeline warms up here.');
    if (warm !== 200) throw new Error(`POST /api/v1/translate answered ${warm}; is Apertium installed?`);

    const single: number[] = [];
    for (let i = 0; i < LATENCY_RUNS; i++) single.push(await timed(() => send(sentences[next++])));

    const loaded: number[] = [];
    let failures = 0;
    const until = performance.now() + THROUGHPUT_SECONDS * 1000;
    const client = async () => {
      while (performance.now() < until) {
        const text = sentences[next++ % sentences.length];
        const t0 = performance.now();
        if ((await send(text)) !== 200) failures++;
        loaded.push(performance.now() - t0);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - t0) / 1000;
    return {
      p50: percentile(single, 0.5),
      p99: percentile(single, 0.99),
      throughput: loaded.length / seconds,
      loadedP50: percentile(loaded, 0.5),
      failures,
      reusedSentences: next > sentences.length,
    };
  } finally {
    await server.stop();
  }
}

/** Runs the benchmark; returns its rows (figure, target, verdict). */
export async function benchTranslate(): Promise<TableRow[]> {
  const engine = new ApertiumEngine(loadConfig().translate.apertium);
  if (!(await engine.status()).available) throw new Error('Apertium is not installed; .ci/run installs it');
  // Enough distinct sentences that the throughput run does not reach cached ones.
  const sentences = benchSentences(LATENCY_RUNS * 3 + 20_000);
  const direct = await inProcess('es', sentences.slice(0, LATENCY_RUNS));
  const pivot = await inProcess('fr', sentences.slice(LATENCY_RUNS, LATENCY_RUNS * 2));
  const http = await overHttp(sentences.slice(LATENCY_RUNS * 2));
  const row = (metric: string, value: number, unit: string, target?: number): TableRow => ({
    metric,
    value: `${value.toFixed(1)} ${unit}`,
    target: target === undefined ? '' : `<= ${target} ${unit}`,
    verdict: target === undefined ? '' : value <= target ? 'pass' : 'FAIL',
  });
  return [
    row('en→es p50, warm pipeline, in process', direct.p50, 'ms', P50_TARGET_MS),
    row('en→es p99, in process', direct.p99, 'ms'),
    row('en→fr (pivot via es) p50, in process', pivot.p50, 'ms'),
    row('en→es p50 over HTTP, 1 client', http.p50, 'ms', P50_TARGET_MS),
    row('en→es p99 over HTTP, 1 client', http.p99, 'ms'),
    row(`throughput over HTTP, ${CLIENTS} clients`, http.throughput, 'req/s'),
    row(`p50 over HTTP, ${CLIENTS} clients`, http.loadedP50, 'ms'),
    {
      metric: 'failed requests',
      value: String(http.failures),
      target: '0',
      verdict: http.failures === 0 ? 'pass' : 'FAIL',
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchTranslate().then(
    (rows) => {
      printTable(rows);
      const reports = path.join(REPO_ROOT, 'reports');
      fs.mkdirSync(reports, { recursive: true });
      fs.writeFileSync(
        path.join(reports, 'bench-translate.json'),
        `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
      );
      process.exitCode = rows.some((r) => r.verdict === 'FAIL') ? 1 : 0;
    },
    (err) => {
      process.stderr.write(`translate bench failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
