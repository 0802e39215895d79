/**
 * `npm run train -- sentiment`: POSITIVE / NEGATIVE / NEUTRAL probabilities. Trains a bag-of-n-grams
 * MLP (softmax) on the training part of each VADER ground-truth set plus GoEmotions train under its
 * own sentiment grouping, selects the epoch on a validation slice of the VADER training parts and
 * GoEmotions dev, and writes server/src/engines/sentiment/model/{model.onnx, vocab.json, metadata.json}.
 */
import { SENTIMENTS, type Sentiment } from '../../shared/src/contract/analysis';
import { buildVocabulary, FeatureEncoder } from '../../shared/src/ml/features';
import { rounded, vocabularyJson, writeArtefact } from './lib/artefacts';
import { type BagModel, bagModelToOnnx, predictBag } from './lib/bag-model';
import {
  goEmotionsSentiment,
  readVader,
  type SentimentExample,
  VADER_SETS,
  VADER_SPLIT,
} from './lib/datasets';
import { classification, mean } from './lib/metrics';
import { splitBySeed } from './lib/random';
import { type Example, trainBagModel } from './lib/train-bag';

export const HYPER = {
  vocabulary: { minDocs: 2, maxFeatures: Number(process.env.SENT_VOCAB ?? 40_000) },
  hidden: Number(process.env.SENT_HIDDEN ?? 48),
  epochs: Number(process.env.SENT_EPOCHS ?? 6),
  batchSize: 32,
  learningRate: Number(process.env.SENT_LR ?? 0.002),
  l2: Number(process.env.SENT_L2 ?? 1e-6),
  inputDropout: Number(process.env.SENT_DROPOUT ?? 0.2),
  /** Loss weight of a GoEmotions example relative to a VADER one. */
  goEmotionsWeight: Number(process.env.SENT_GOE_WEIGHT ?? 0.5),
  validationShare: 0.1,
  seed: 3,
  float16: true,
};

const oneHot = (label: Sentiment) => Float32Array.from(SENTIMENTS, (s) => (s === label ? 1 : 0));

/** The most probable sentiment of a probability vector in SENTIMENTS order. */
export const argmaxSentiment = (p: ArrayLike<number>): Sentiment =>
  SENTIMENTS[[0, 1, 2].reduce((a, b) => (p[b] > p[a] ? b : a))];

export async function train(): Promise<void> {
  const trainParts: SentimentExample[] = [];
  const validation: SentimentExample[][] = [];
  const sizes: Record<string, { train: number; validation: number; test: number }> = {};
  for (const set of VADER_SETS) {
    const [trainPart, testPart] = readVader(set);
    const [fit, val] = splitBySeed(trainPart, HYPER.validationShare, HYPER.seed);
    trainParts.push(...fit);
    validation.push(val);
    sizes[set] = { train: fit.length, validation: val.length, test: testPart.length };
  }
  const goTrain = goEmotionsSentiment('train');
  const goDev = goEmotionsSentiment('dev');
  validation.push(goDev);
  sizes.goemotions = { train: goTrain.length, validation: goDev.length, test: 0 };
  console.log('examples', sizes);

  const all = [...trainParts, ...goTrain];
  const vocabulary = buildVocabulary(
    all.map((e) => e.text),
    HYPER.vocabulary,
  );
  const encoder = new FeatureEncoder(vocabulary);
  const examples: Example[] = all.map((e) => ({
    x: encoder.encode(e.text),
    y: oneHot(e.label),
    weight: e.set === 'goemotions' ? HYPER.goEmotionsWeight : 1,
  }));
  const valX = validation.map((set) => set.map((e) => encoder.encode(e.text)));
  // Epochs are chosen on the mean macro-F1 of the four VADER validation slices (GoEmotions dev is logged).
  const valScores = (m: BagModel) =>
    validation.map(
      (set, i) =>
        classification(
          valX[i].map((x) => argmaxSentiment(predictBag(m, x))),
          set.map((e) => e.label),
          SENTIMENTS,
        ).macroF1,
    );
  const started = Date.now();
  const model = trainBagModel(examples, encoder.size, {
    ...HYPER,
    activation: 'softmax',
    validate: (m) => mean(valScores(m).slice(0, VADER_SETS.length)),
    log: console.log,
  });
  const seconds = (Date.now() - started) / 1000;

  const test: Record<string, { accuracy: number; macroF1: number }> = {};
  for (const set of VADER_SETS) {
    const [, testPart] = readVader(set);
    const r = classification(
      testPart.map((e) => argmaxSentiment(predictBag(model, encoder.encode(e.text)))),
      testPart.map((e) => e.label),
      SENTIMENTS,
    );
    test[set] = { accuracy: r.accuracy, macroF1: r.macroF1 };
    console.log(`${set}: accuracy ${r.accuracy.toFixed(4)}, macro-F1 ${r.macroF1.toFixed(4)}`);
  }
  if (process.env.SENT_DRY) return;

  writeArtefact(
    'sentiment',
    'model.onnx',
    bagModelToOnnx(model, { float16: HYPER.float16, name: 'margin-sentiment' }),
  );
  writeArtefact('sentiment', 'vocab.json', vocabularyJson(vocabulary));
  const metadata = {
    model: 'sentiment',
    description:
      'Bag of unigrams+bigrams (tf-idf, L2) → embedding bag → ReLU → softmax over POSITIVE, NEGATIVE, NEUTRAL',
    outputs: SENTIMENTS,
    data: {
      origin: [
        'VADER ground truth (cjhutto/vaderSentiment @44fc044, hutto_ICWSM_2014), ../shared/data/vader/*_GroundTruth.txt',
        'GoEmotions train/dev under its sentiment grouping (positive/negative/neutral; ambiguous and mixed comments left out), ../shared/data/goemotions',
      ],
      split: `each VADER set split ${1 - VADER_SPLIT.testShare}/${VADER_SPLIT.testShare} train/test with seed ${VADER_SPLIT.seed} (scripts/train/lib/datasets.ts readVader); ${HYPER.validationShare} of each training part held out for epoch selection`,
      labels:
        'VADER mean rating (-4..+4) > +0.2 POSITIVE, < -0.2 NEGATIVE, else NEUTRAL (VADER’s ±0.05 compound band on the rating scale)',
      sizes,
    },
    trainedAt: new Date().toISOString().slice(0, 10),
    trainingSeconds: Math.round(seconds),
    hyperParameters: HYPER,
    features: encoder.size,
    metrics: rounded({ test }),
  };
  writeArtefact('sentiment', 'metadata.json', `${JSON.stringify(metadata, null, 2)}\n`);
}
