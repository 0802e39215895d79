/**
 * `npm run eval -- aidetect`: AUROC of each committed detector version on the held-out pairs of
 * ai_detection (split by pair_id as training did), overall, per domain and per generator, and the
 * true-positive rate at 1% false positives; target AUROC ≥ 0.85 for the default (20260820).
 */

import { AiDetector } from '../../server/src/engines/aidetect/detector';
import { AIDETECT_VERSIONS } from '../../shared/src/contract/aidetect';
import { printTable, type TableRow } from '../lib/table';
import { detectionMetrics } from '../train/aidetect';
import { modelDir } from '../train/lib/artefacts';
import { readAiDetection } from '../train/lib/datasets';

export async function run(): Promise<Record<string, unknown>> {
  const detector = await AiDetector.load(modelDir('aidetect'));
  const [, test] = readAiDetection();
  const out: Record<string, unknown> = { pairs: test.length / 2 };
  const rows: TableRow[] = [];
  for (const version of AIDETECT_VERSIONS) {
    const scores: number[] = [];
    for (const row of test) scores.push((await detector.detect(row.text, version)).score);
    const m = detectionMetrics(test, scores);
    out[version] = m;
    rows.push({
      version,
      AUROC: m.auroc.toFixed(3),
      'TPR@1%FPR': m.tprAt1FPR.toFixed(3),
      ...Object.fromEntries(Object.entries(m.perDomain).map(([d, v]) => [d, v.toFixed(3)])),
      ...Object.fromEntries(Object.entries(m.perGenerator).map(([g, v]) => [g, v.toFixed(3)])),
    });
  }
  printTable(rows);
  const auroc = (out['20260820'] as { auroc: number }).auroc;
  console.log(`default (20260820) AUROC ${auroc.toFixed(4)} (target ≥ 0.85)`);
  return { ...out, defaultAuroc: auroc, defaultAurocTarget: 0.85, meetsTarget: auroc >= 0.85 };
}
