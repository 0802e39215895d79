/**
 * In-process benchmark of the analysis models (`npx tsx scripts/bench/analysis-models.ts`): load time
 * of each model (target ≤ 1 s), and engine latency p50 for tone and sentiment on 1,000 words
 * (≤ 30 ms) and AI detection on 10,000 characters (≤ 100 ms, distinct texts, no cache). Prints a
 * table and writes reports/bench-analysis.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/server';
import { AiDetector } from '../../server/src/engines/aidetect/detector';
import { analyseSentiment } from '../../server/src/engines/sentiment';
import { analyseTone } from '../../server/src/engines/tone';
import { BagClassifier } from '../../server/src/ml/bag-classifier';
import { AIDETECT_VERSIONS } from '../../shared/src/contract/aidetect';
import { printTable, type TableRow } from '../lib/table';
import { modelDir } from '../train/lib/artefacts';
import { englishText, longText } from './texts';

const RUNS = 30;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function latency(work: (i: number) => Promise<unknown>): Promise<number> {
  await work(-1);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(() => work(i)));
  return p50(times);
}

export async function benchAnalysisModels(): Promise<
  Array<{ metric: string; value: number; target: number }>
> {
  // The first load also starts onnxruntime itself; it is reported on its own line.
  const runtime = await timed(() => import('onnxruntime-node'));
  const loads = {
    tone: await timed(() => BagClassifier.load(modelDir('tone'))),
    sentiment: await timed(() => BagClassifier.load(modelDir('sentiment'))),
    aidetect: await timed(() => AiDetector.load(modelDir('aidetect'))),
  };
  const detector = await AiDetector.load(modelDir('aidetect'));
  const words = englishText(1000);
  const tenK = longText(10_000);
  const rows = [
    { metric: 'onnxruntime import (once per process)', value: runtime, target: Number.NaN },
    ...Object.entries(loads).map(([m, v]) => ({ metric: `${m} model load`, value: v, target: 1000 })),
    { metric: 'tone, 1,000 words, p50', value: await latency(() => analyseTone(words)), target: 30 },
    {
      metric: 'sentiment, 1,000 words, p50',
      value: await latency(() => analyseSentiment(words)),
      target: 30,
    },
    ...(await Promise.all(
      AIDETECT_VERSIONS.map(async (v) => ({
        metric: `aidetect ${v}, 10,000 chars, p50`,
        // A different text each run, as distinct documents would be.
        value: await latency((i) => detector.detect(`${i} ${tenK}`.slice(0, 10_000), v)),
        target: 100,
      })),
    )),
  ];
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchAnalysisModels();
  const table: TableRow[] = rows.map((r) => ({
    metric: r.metric,
    ms: r.value.toFixed(1),
    target: Number.isNaN(r.target) ? '' : `<= ${r.target} ms`,
    result: Number.isNaN(r.target) ? '' : r.value <= r.target ? 'pass' : 'FAIL',
  }));
  printTable(table);
  const file = path.join(REPO_ROOT, 'reports', 'bench-analysis.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
  const checked = rows.filter((r) => !Number.isNaN(r.target));
  const failed = checked.filter((r) => r.value > r.target).length;
  console.log(`${checked.length - failed} passed, ${failed} failed`);
}
