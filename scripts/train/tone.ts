/**
 * `npm run train -- tone`: the 28-tone multi-label model. Trains a bag-of-n-grams MLP on GoEmotions
 * train, keeps the epoch and per-tone thresholds that do best on dev, measures macro-F1 on test, and
 * writes server/src/engines/tone/model/{model.onnx, vocab.json, metadata.json}.
 */
import { TONES } from '../../shared/src/contract/analysis';
import { buildVocabulary, FeatureEncoder } from '../../shared/src/ml/features';
import { rounded, vocabularyJson, writeArtefact } from './lib/artefacts';
import { type BagModel, bagModelToOnnx, predictBag } from './lib/bag-model';
import { readGoEmotions, TONE_INDEX, type ToneExample } from './lib/datasets';
import { mean, perLabelF1 } from './lib/metrics';
import { type Example, trainBagModel } from './lib/train-bag';

export const HYPER = {
  vocabulary: { minDocs: 2, maxFeatures: Number(process.env.TONE_VOCAB ?? 30_000) },
  hidden: Number(process.env.TONE_HIDDEN ?? 64),
  epochs: Number(process.env.TONE_EPOCHS ?? 8),
  batchSize: 32,
  learningRate: Number(process.env.TONE_LR ?? 0.002),
  l2: Number(process.env.TONE_L2 ?? 1e-6),
  inputDropout: Number(process.env.TONE_DROPOUT ?? 0.2),
  seed: 28,
  float16: true,
};

const targets = (ex: ToneExample) => {
  const y = new Float32Array(TONES.length);
  for (const t of ex.tones) y[TONE_INDEX.get(t) as number] = 1;
  return y;
};

/** Per-tone thresholds that maximise each tone's F1 on the given probabilities. */
export function tuneThresholds(probs: Float32Array[], truth: boolean[][]): number[] {
  return TONES.map((_, c) => {
    let best = { t: 0.5, f: -1 };
    for (let t = 0.05; t < 0.951; t += 0.01) {
      const [r] = perLabelF1(
        probs.map((p) => [p[c] >= t]),
        truth.map((y) => [y[c]]),
      );
      if (r.f1 > best.f) best = { t: Math.round(t * 100) / 100, f: r.f1 };
    }
    return best.t;
  });
}

/** Macro-F1 over the 28 tones of probabilities cut at the given thresholds, plus the per-tone table. */
export function scoreTones(probs: Float32Array[], truth: boolean[][], thresholds: number[]) {
  const per = perLabelF1(
    probs.map((p) => TONES.map((_, c) => p[c] >= thresholds[c])),
    truth,
  );
  return {
    macroF1: mean(per.map((r) => r.f1)),
    perTone: Object.fromEntries(TONES.map((t, c) => [t, per[c]])),
  };
}

export async function train(): Promise<void> {
  const [trainSet, dev, test] = (['train', 'dev', 'test'] as const).map(readGoEmotions);
  const vocabulary = buildVocabulary(
    trainSet.map((e) => e.text),
    HYPER.vocabulary,
  );
  const encoder = new FeatureEncoder(vocabulary);
  console.log(
    `GoEmotions: ${trainSet.length} train / ${dev.length} dev / ${test.length} test; ${encoder.size} features`,
  );
  const examples: Example[] = trainSet.map((e) => ({ x: encoder.encode(e.text), y: targets(e) }));
  const devX = dev.map((e) => encoder.encode(e.text));
  const devTruth = dev.map((e) => Array.from(targets(e), (v) => v > 0));
  const devScore = (m: BagModel) => {
    const probs = devX.map((x) => predictBag(m, x));
    return scoreTones(probs, devTruth, tuneThresholds(probs, devTruth)).macroF1;
  };
  const started = Date.now();
  const model = trainBagModel(examples, encoder.size, {
    ...HYPER,
    activation: 'sigmoid',
    validate: devScore,
    log: console.log,
  });
  const seconds = (Date.now() - started) / 1000;

  const devProbs = devX.map((x) => predictBag(model, x));
  const thresholds = tuneThresholds(devProbs, devTruth);
  const testProbs = test.map((e) => predictBag(model, encoder.encode(e.text)));
  const testTruth = test.map((e) => Array.from(targets(e), (v) => v > 0));
  const dev28 = scoreTones(devProbs, devTruth, thresholds);
  const test28 = scoreTones(testProbs, testTruth, thresholds);
  console.log(
    `dev macro-F1 ${dev28.macroF1.toFixed(4)}; test macro-F1 ${test28.macroF1.toFixed(4)} (target ≥ 0.40)`,
  );
  if (process.env.TONE_DRY) return;

  const onnx = bagModelToOnnx(model, { float16: HYPER.float16, name: 'margin-tone' });
  writeArtefact('tone', 'model.onnx', onnx);
  writeArtefact('tone', 'vocab.json', vocabularyJson(vocabulary));
  const metadata = {
    model: 'tone',
    description: 'Bag of unigrams+bigrams (tf-idf, L2) → embedding bag → ReLU → 28 sigmoids, one per tone',
    outputs: TONES,
    data: {
      origin:
        'GoEmotions (google-research/goemotions via monologg/GoEmotions-pytorch @b75f9d3), ../shared/data/goemotions',
      split:
        'the dataset’s own train (training), dev (epoch selection and thresholds), test (reported figures)',
      sizes: { train: trainSet.length, dev: dev.length, test: test.length },
      labelMapping:
        'GoEmotions label → tone: see scripts/train/lib/datasets.ts GOEMOTIONS_TO_TONE and docs/analysis.md',
    },
    trainedAt: new Date().toISOString().slice(0, 10),
    trainingSeconds: Math.round(seconds),
    hyperParameters: HYPER,
    features: encoder.size,
    thresholds: Object.fromEntries(TONES.map((t, c) => [t, thresholds[c]])),
    metrics: rounded({ devMacroF1: dev28.macroF1, testMacroF1: test28.macroF1, testPerTone: test28.perTone }),
  };
  writeArtefact('tone', 'metadata.json', `${JSON.stringify(metadata, null, 2)}\n`);
}
