/**
 * `npm run train -- aidetect-lm` (also run by `npm run train -- aidetect`): the 20261124 detector.
 * Features from the shared 4-gram language model, a class-balanced logistic regression fitted on the
 * ai_detection training pairs plus the calibration half of a varied human set, then an intercept
 * shift so that at most 3% of every human genre's calibration texts score ≥ 0.5. Metrics are
 * measured on the held-out ai_detection pairs and on the held-back human half.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  DETECTOR_FEATURES,
  detectorFeatures,
  type LmLogistic,
  lmLogit,
  readDetectorEvidence,
  type ShortTextRule,
  shrinkShortScore,
} from '@margin/shared/ml/aidetect-lm-features';
import { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { loadLanguageModel } from '../../server/src/engines/lm';
import { detectionMetrics } from './aidetect';
import { HUMAN_SPLIT, type HumanText, readHumanTexts } from './lib/aidetect-human';
import { modelDir } from './lib/artefacts';
import { AIDETECT_SPLIT, type AiDetectionRow, readAiDetection } from './lib/datasets';

export const LM_VERSION = '20261124';
/** Highest share of any human genre's calibration texts allowed to score ≥ 0.5. */
export const MAX_GENRE_FPR = 0.03;
/**
 * The share the intercept is calibrated to: below the target, so that sampling error between the
 * calibration and held-back halves does not push a genre over 3% (at 0.03 Wikipedia's held-back
 * half measured 3.3%).
 */
export const CALIBRATION_FPR = 0.02;
export const SHORT_TEXT: ShortTextRule = { minWords: 50, floor: 0.3, cap: 0.45 };
const HYPER = { iterations: 3000, learningRate: 0.1, l2: 1e-3 };

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Class-balanced L2 logistic regression on standardised features, by full-batch gradient descent. */
export function fitLogistic(x: number[][], y: number[]): LmLogistic {
  const d = x[0].length;
  const mean = Array.from({ length: d }, (_, j) => x.reduce((s, r) => s + r[j], 0) / x.length);
  const std = mean.map((m, j) => Math.sqrt(x.reduce((s, r) => s + (r[j] - m) ** 2, 0) / x.length) || 1);
  const z = x.map((r) => r.map((v, j) => (v - mean[j]) / std[j]));
  const pos = y.filter((v) => v === 1).length;
  const weightOf = (v: number) => (v === 1 ? 0.5 / pos : 0.5 / (y.length - pos));
  const w = new Array(d).fill(0);
  let b = 0;
  for (let it = 0; it < HYPER.iterations; it++) {
    const gw = w.map((wj) => HYPER.l2 * wj);
    let gb = 0;
    for (let i = 0; i < z.length; i++) {
      let m = b;
      for (let j = 0; j < d; j++) m += w[j] * z[i][j];
      const g = (sigmoid(m) - y[i]) * weightOf(y[i]);
      for (let j = 0; j < d; j++) gw[j] += g * z[i][j];
      gb += g;
    }
    for (let j = 0; j < d; j++) w[j] -= HYPER.learningRate * gw[j];
    b -= HYPER.learningRate * gb;
  }
  return { mean, std, weights: w, bias: b };
}

/** Features of a text, and its word count. */
export type Featurised = { x: number[]; words: number };

/** The final score of the 20261124 detector for features already extracted. */
export function finalScore(model: LmLogistic, f: Featurised): number {
  return shrinkShortScore(sigmoid(lmLogit(model, f.x)), f.words, SHORT_TEXT);
}

/** Share of each genre's texts scoring ≥ 0.5, with counts (short texts counted apart). */
export function genreFpr(texts: HumanText[], scores: number[], words: number[]) {
  const out: Record<string, { texts: number; short: number; fpr: number; fprLong: number }> = {};
  const genres = [...new Set(texts.map((t) => t.genre))].sort();
  for (const g of genres) {
    const idx = texts.map((t, i) => (t.genre === g ? i : -1)).filter((i) => i >= 0);
    const long = idx.filter((i) => words[i] >= SHORT_TEXT.minWords);
    const flagged = (ids: number[]) => ids.filter((i) => scores[i] >= 0.5).length;
    out[g] = {
      texts: idx.length,
      short: idx.length - long.length,
      fpr: idx.length ? flagged(idx) / idx.length : 0,
      fprLong: long.length ? flagged(long) / long.length : 0,
    };
  }
  return out;
}

export async function train(): Promise<void> {
  const started = Date.now();
  const lm = loadLanguageModel();
  const dir = modelDir('aidetect');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8'));
  const lm3 = new NgramLanguageModel(gunzipSync(fs.readFileSync(path.join(dir, meta.languageModel.file))));
  const featurise = (text: string): Featurised => {
    const e = readDetectorEvidence(lm, lm3, text);
    return { x: detectorFeatures(e), words: e.words };
  };
  const [aiTrain, aiTest] = readAiDetection();
  const human = await readHumanTexts();
  console.log(`human texts: ${human.length} (${(Date.now() - started) / 1000}s)`);
  const calib = human.filter((h) => h.side === 'calibration');
  const heldback = human.filter((h) => h.side === 'heldback');
  const fTrain = aiTrain.map((r) => featurise(r.text));
  const fCalib = calib.map((h) => featurise(h.text));
  console.log(`features done (${(Date.now() - started) / 1000}s)`);

  // The weights learn from the training pairs alone: adding the human set to the fit taught the
  // model to tell corpora apart rather than human from machine (test AUROC 0.693 against 0.826).
  // The human set only sets the intercept below.
  const rows = fTrain.map((f, i) => ({ f, y: aiTrain[i].label === 'ai' ? 1 : 0 }));
  const model = fitLogistic(
    rows.map((r) => r.f.x),
    rows.map((r) => r.y),
  );

  // Calibrate: shift the intercept until no human genre (calibration half, and the training pairs'
  // human texts per domain) has more than CALIBRATION_FPR of its 50+-word texts at ≥ 0.5.
  const groups = new Map<string, number[]>();
  const push = (g: string, m: number) => groups.set(g, [...(groups.get(g) ?? []), m]);
  fCalib.forEach((f, i) => {
    if (f.words >= SHORT_TEXT.minWords) push(calib[i].genre, lmLogit(model, f.x));
  });
  fTrain.forEach((f, i) => {
    if (aiTrain[i].label === 'human' && f.words >= SHORT_TEXT.minWords)
      push(`ai_detection-${aiTrain[i].domain}`, lmLogit(model, f.x));
  });
  let shift = 0;
  for (const margins of groups.values()) {
    const sorted = [...margins].sort((a, b) => b - a);
    const allowed = Math.floor(CALIBRATION_FPR * sorted.length);
    // The (allowed+1)-th highest margin must fall below 0.
    shift = Math.min(shift, -sorted[allowed] - 1e-6);
  }
  const uncalibratedBias = model.bias;
  model.bias += shift;
  console.log(`intercept shift ${shift.toFixed(3)}`);

  const metrics = evaluate(
    model,
    aiTest,
    aiTest.map((r) => featurise(r.text)),
    heldback,
    heldback.map((h) => featurise(h.text)),
  );
  console.log(JSON.stringify(metrics, null, 1));

  const file = path.join(dir, 'metadata.json');
  meta.versions[LM_VERSION] = {
    kind: 'lm-logistic',
    languageModels:
      "server/src/engines/lm/model/lm.bin (shared 4-gram) and this folder's lm.bin.gz (trigram)",
    features: DETECTOR_FEATURES,
    ...model,
    shortText: SHORT_TEXT,
  };
  meta.metrics[LM_VERSION] = metrics;
  meta.versionData = {
    ...meta.versionData,
    [LM_VERSION]: {
      trainedAt: new Date().toISOString().slice(0, 10),
      trainingSeconds: Math.round((Date.now() - started) / 1000),
      script: 'scripts/train/aidetect-lm.ts',
      aiDetectionSplit: `by pair_id, ${AIDETECT_SPLIT.testShare} test, seed ${AIDETECT_SPLIT.seed}; train split only for fitting`,
      humanSplit: `each human text to calibration or held-back by a seeded coin (seed ${HUMAN_SPLIT.seed + 1}, ${HUMAN_SPLIT.heldbackShare} held back); corpus_en chunks only from documents the language model never read (its every-100th held-out documents and documents past its 60M-token slice)`,
      fittedTexts: rows.length,
      calibrationGroups: Object.fromEntries([...groups].map(([g, m]) => [g, m.length])),
      uncalibratedBias,
      interceptShift: shift,
      calibrationFpr: CALIBRATION_FPR,
      hyperParameters: HYPER,
    },
  };
  fs.writeFileSync(file, `${JSON.stringify(meta, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

/** Every reported figure of the 20261124 detector on the held-out pairs and held-back human texts. */
export function evaluate(
  model: LmLogistic,
  aiTest: AiDetectionRow[],
  fTest: Featurised[],
  heldback: HumanText[],
  fHeld: Featurised[],
) {
  const testScores = fTest.map((f) => finalScore(model, f));
  const rawTest = fTest.map((f) => sigmoid(lmLogit(model, f.x)));
  const machine = aiTest.map((r, i) => (r.label === 'ai' ? i : -1)).filter((i) => i >= 0);
  const share = (ids: number[]) =>
    ids.length ? ids.filter((i) => testScores[i] >= 0.5).length / ids.length : 0;
  const essays = machine.filter((i) => aiTest[i].domain === 'writing');
  const humanTest = aiTest.map((r, i) => (r.label === 'human' ? i : -1)).filter((i) => i >= 0);
  return {
    test: detectionMetrics(aiTest, rawTest),
    testFinalScoreAuroc: detectionMetrics(aiTest, testScores).auroc,
    machineFlagged: share(machine),
    machineFlaggedPerDomain: Object.fromEntries(
      [...new Set(aiTest.map((r) => r.domain))].map((d) => [
        d,
        share(machine.filter((i) => aiTest[i].domain === d)),
      ]),
    ),
    machineEssaysFlagged: share(essays),
    machineShortTexts: machine.filter((i) => fTest[i].words < SHORT_TEXT.minWords).length,
    machineTexts: machine.length,
    aiDetectionHumanFlagged: share(humanTest),
    heldbackFpr: genreFpr(
      heldback,
      fHeld.map((f) => finalScore(model, f)),
      fHeld.map((f) => f.words),
    ),
  };
}
