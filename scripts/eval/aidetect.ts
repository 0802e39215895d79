/**
 * `npm run eval -- aidetect`: every committed detector version in one run, the new default (20261124)
 * beside the previous ones. On the held-out pairs of ai_detection (split by pair_id as training did):
 * AUROC overall, per domain and per generator, TPR at 1% FPR, and the share of machine texts (and of
 * machine essays/stories) flagged at 0.5. On the held-back half of the human set (never used to fit or
 * calibrate): the share of each genre's texts flagged at 0.5 — target ≤ 3% in every genre.
 */

import { AiDetector } from '../../server/src/engines/aidetect/detector';
import { AIDETECT_VERSIONS } from '../../shared/src/contract/aidetect';
import { countWords } from '../../shared/src/ml/aidetect-lm-features';
import { printTable, type TableRow } from '../lib/table';
import { detectionMetrics } from '../train/aidetect';
import { genreFpr, MAX_GENRE_FPR } from '../train/aidetect-lm';
import { readHumanTexts } from '../train/lib/aidetect-human';
import { modelDir } from '../train/lib/artefacts';
import { readAiDetection } from '../train/lib/datasets';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export async function run(): Promise<Record<string, unknown>> {
  const detector = await AiDetector.load(modelDir('aidetect'));
  const [, test] = readAiDetection();
  const human = (await readHumanTexts()).filter((h) => h.side === 'heldback');
  const words = human.map((h) => countWords(h.text));
  const out: Record<string, unknown> = { pairs: test.length / 2, heldbackHumanTexts: human.length };
  const rows: TableRow[] = [];
  const fprRows: TableRow[] = [];
  const genres = [...new Set(human.map((h) => h.genre))].sort();
  for (const version of AIDETECT_VERSIONS) {
    const scores: number[] = [];
    for (const row of test) scores.push((await detector.detect(row.text, version)).score);
    const m = detectionMetrics(test, scores);
    const flagged = (keep: (i: number) => boolean) => {
      const idx = test.map((_, i) => i).filter(keep);
      return idx.filter((i) => scores[i] >= 0.5).length / idx.length;
    };
    const machineFlagged = flagged((i) => test[i].label === 'ai');
    const machineEssaysFlagged = flagged((i) => test[i].label === 'ai' && test[i].domain === 'writing');
    const humanScores: number[] = [];
    for (const h of human) humanScores.push((await detector.detect(h.text, version)).score);
    const fpr = genreFpr(human, humanScores, words);
    const worst = Math.max(...Object.values(fpr).map((g) => g.fpr));
    out[version] = { ...m, machineFlagged, machineEssaysFlagged, heldbackFpr: fpr, worstGenreFpr: worst };
    rows.push({
      version,
      AUROC: m.auroc.toFixed(3),
      'TPR@1%FPR': m.tprAt1FPR.toFixed(3),
      ...Object.fromEntries(Object.entries(m.perDomain).map(([d, v]) => [d, v.toFixed(3)])),
      ...Object.fromEntries(Object.entries(m.perGenerator).map(([g, v]) => [g, v.toFixed(3)])),
      'machine ≥0.5': pct(machineFlagged),
      'essays ≥0.5': pct(machineEssaysFlagged),
      'worst human genre ≥0.5': pct(worst),
    });
    fprRows.push({ version, ...Object.fromEntries(genres.map((g) => [g, pct(fpr[g].fpr)])) });
  }
  printTable(rows);
  console.log('human texts scoring ≥ 0.5, held-back half, per genre:');
  printTable(fprRows);
  const d = out['20261124'] as { auroc: number; worstGenreFpr: number; machineEssaysFlagged: number };
  console.log(
    `default (20261124): AUROC ${d.auroc.toFixed(4)}; worst human genre ${pct(d.worstGenreFpr)} (target ≤ ${pct(MAX_GENRE_FPR)}); machine essays flagged ${pct(d.machineEssaysFlagged)} (target ≥ 90%)`,
  );
  return {
    ...out,
    defaultVersion: '20261124',
    defaultAuroc: d.auroc,
    meetsFprTarget: d.worstGenreFpr <= MAX_GENRE_FPR,
    meetsRecallTarget: d.machineEssaysFlagged >= 0.9,
  };
}
