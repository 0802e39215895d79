/**
 * `npm run train -- aidetect`: the AI-text detector.
 *
 * 1. A trigram language model of human-written text (big.txt, BBC News articles, GoEmotions train)
 *    → server/src/engines/aidetect/model/lm.bin.gz.
 * 2. On ../shared/data/ai_detection split by pair_id (70/30, fixed seed; 15% of the training pairs
 *    held out for epoch selection), three detectors:
 *    - 20240606: one language-model statistic with a logistic calibration (the LM detector alone);
 *    - 20251027: logistic regression over ten language-model document features (20251027.onnx);
 *    - 20260820: an MLP over every document feature plus n-gram stylometry (20260820.onnx + vocab).
 *    Each trains on whole documents and on spans of one to three of their sentences, so the same
 *    model can score sentences.
 * 3. metadata.json: data, split, hyper-parameters, feature scaling, and held-out metrics.
 * 4. 20261124, by scripts/train/aidetect-lm.ts: the shared 4-gram model's statistics with this
 *    trigram model's, calibrated on a varied human set (alone: `npm run train -- aidetect-lm`).
 * 5. 20261125, by scripts/train/aidetect-calibrated.ts: more features from one reading of the text,
 *    boosted stumps, out-of-fold calibration (alone: `npm run train -- aidetect-calibrated`).
 * 6. 20261126, by scripts/train/aidetect-ranked.ts: 20261125's recipe plus the 4-gram model's token
 *    ranks and a machine-word lexicon (alone: `npm run train -- aidetect-ranked`).
 * 7. 20261128 (the default), by scripts/train/aidetect-trees.ts: 20261126's features, depth-2 trees
 *    weighted towards human texts, shift from pooled fold draws (alone: `npm run train -- aidetect-trees`).
 */
import { gzipSync } from 'node:zlib';
import {
  DOCUMENT_FEATURES,
  documentFeatures,
  LM_FEATURES,
  readEvidence,
  type TextEvidence,
} from '../../shared/src/ml/aidetect-features';
import { type DetectorInputSpec, detectorVector } from '../../shared/src/ml/aidetect-vector';
import { buildVocabulary, FeatureEncoder } from '../../shared/src/ml/features';
import { NgramLanguageModel } from '../../shared/src/ml/ngram-lm';
import { rounded, vocabularyJson, writeArtefact } from './lib/artefacts';
import { type BagModel, bagModelToOnnx, predictBag } from './lib/bag-model';
import { AIDETECT_SPLIT, type AiDetectionRow, readAiDetection } from './lib/datasets';
import { humanCorpus } from './lib/human-corpus';
import { auroc, mean, tprAtFpr } from './lib/metrics';
import { buildNgramModel } from './lib/ngram-builder';
import { seededRandom, splitBySeed } from './lib/random';
import { type Example, trainBagModel } from './lib/train-bag';

export const HYPER = {
  lm: {
    maxVocab: 30_000,
    minWordCount: 3,
    minBigramCount: 2,
    minTrigramCount: Number(process.env.AID_TRI_MIN ?? 3),
    discount: 0.75,
  },
  validationShare: 0.15,
  spansPerDocument: 4,
  spanWeight: 0.25,
  /** LM statistics the 20240606 detector may calibrate; the one with the best training AUROC wins. */
  lmStatisticCandidates: [
    'mean_logp',
    'mean_entropy',
    'mean_surprise',
    'mean_log_rank',
    'top1_share',
    'top10_share',
  ],
  v1: { hidden: 0, epochs: 30, learningRate: 0.01, l2: 1e-4, batchSize: 32, seed: 1027 },
  v2: {
    hidden: Number(process.env.AID_HIDDEN ?? 32),
    epochs: Number(process.env.AID_EPOCHS ?? 30),
    learningRate: Number(process.env.AID_LR ?? 0.003),
    l2: Number(process.env.AID_L2 ?? 1e-5),
    inputDropout: Number(process.env.AID_DROPOUT ?? 0.3),
    batchSize: 32,
    seed: 820,
    vocabulary: {
      minDocs: Number(process.env.AID_MINDOCS ?? 3),
      maxFeatures: Number(process.env.AID_VOCAB ?? 20_000),
    },
  },
};

interface Doc {
  row: AiDetectionRow;
  evidence: TextEvidence;
  y: number;
}

/** Whole documents plus random spans of 1–3 sentences of each (seeded). */
function spansOf(docs: Doc[], seed: number): Array<{ doc: Doc; from: number; to: number; weight: number }> {
  const random = seededRandom(seed);
  const out: Array<{ doc: Doc; from: number; to: number; weight: number }> = [];
  for (const doc of docs) {
    const n = doc.evidence.sentences.length;
    out.push({ doc, from: 0, to: n, weight: 1 });
    for (let k = 0; k < HYPER.spansPerDocument && n > 1; k++) {
      const len = 1 + Math.floor(random() * Math.min(3, n));
      const from = Math.floor(random() * (n - len + 1));
      out.push({ doc, from, to: from + len, weight: HYPER.spanWeight });
    }
  }
  return out;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Fits sigmoid(a·x + b) by gradient descent on weighted log-loss. */
function fitLogistic(xs: number[], ys: number[], ws: number[]): { a: number; b: number } {
  let a = 0;
  let b = 0;
  for (let it = 0; it < 2000; it++) {
    let ga = 0;
    let gb = 0;
    let wsum = 0;
    xs.forEach((x, i) => {
      const d = (sigmoid(a * x + b) - ys[i]) * ws[i];
      ga += d * x;
      gb += d;
      wsum += ws[i];
    });
    a -= (0.5 * ga) / wsum;
    b -= (0.5 * gb) / wsum;
  }
  return { a, b };
}

/** AUROC overall, per domain and per generator (each generator's AI texts against all human texts of the same pairs' domains), and TPR at 1% FPR. */
export function detectionMetrics(rows: AiDetectionRow[], scores: number[]) {
  const positive = rows.map((r) => r.label === 'ai');
  const subset = (keep: (r: AiDetectionRow) => boolean) => {
    const idx = rows.map((r, i) => (keep(r) ? i : -1)).filter((i) => i >= 0);
    return auroc(
      idx.map((i) => scores[i]),
      idx.map((i) => positive[i]),
    );
  };
  const domains = [...new Set(rows.map((r) => r.domain))].sort();
  const generators = [
    ...new Set(rows.map((r) => r.source_model).filter((g): g is string => g !== null)),
  ].sort();
  const pairGenerator = new Map(rows.filter((r) => r.source_model).map((r) => [r.pair_id, r.source_model]));
  return {
    auroc: auroc(scores, positive),
    tprAt1FPR: tprAtFpr(scores, positive, 0.01),
    perDomain: Object.fromEntries(domains.map((d) => [d, subset((r) => r.domain === d)])),
    // A generator's AI texts against the human texts they were paired with.
    perGenerator: Object.fromEntries(
      generators.map((g) => [g, subset((r) => pairGenerator.get(r.pair_id) === g)]),
    ),
  };
}

export async function train(): Promise<void> {
  const started = Date.now();
  const corpus = humanCorpus();
  const { bytes, stats } = buildNgramModel(corpus.documents, HYPER.lm);
  console.log('language model', stats, `${(bytes.length / 1e6).toFixed(2)} MB raw`);
  const lm = new NgramLanguageModel(bytes);

  const [trainRows, testRows] = readAiDetection();
  const trainPairs = [...new Set(trainRows.map((r) => r.pair_id))].sort();
  const [, valPairs] = splitBySeed(trainPairs, HYPER.validationShare, AIDETECT_SPLIT.seed + 1);
  const isVal = new Set(valPairs);
  const toDoc = (row: AiDetectionRow): Doc => ({
    row,
    evidence: readEvidence(lm, row.text),
    y: row.label === 'ai' ? 1 : 0,
  });
  const fitDocs = trainRows.filter((r) => !isVal.has(r.pair_id)).map(toDoc);
  const valDocs = trainRows.filter((r) => isVal.has(r.pair_id)).map(toDoc);
  const testDocs = testRows.map(toDoc);
  console.log(
    `ai_detection: ${fitDocs.length} fit / ${valDocs.length} validation / ${testDocs.length} test texts`,
  );
  const fitSpans = spansOf(fitDocs, 7);

  // Feature scaling from the training spans.
  const dense = fitSpans.map((s) => documentFeatures(s.doc.evidence, s.from, s.to));
  const scale = DOCUMENT_FEATURES.map((_, k) => {
    const xs = dense.map((d) => d[k]);
    const m = mean(xs);
    return { mean: m, std: Math.sqrt(mean(xs.map((x) => (x - m) ** 2))) || 1 };
  });
  const specFor = (names: readonly string[], ngrams?: DetectorInputSpec['ngrams']): DetectorInputSpec => ({
    dense: [...names],
    mean: names.map((n) => scale[DOCUMENT_FEATURES.indexOf(n as (typeof DOCUMENT_FEATURES)[number])].mean),
    std: names.map((n) => scale[DOCUMENT_FEATURES.indexOf(n as (typeof DOCUMENT_FEATURES)[number])].std),
    ngrams,
  });

  // 20240606: one LM statistic, calibrated.
  const ys = fitSpans.map((s) => s.doc.y);
  const ws = fitSpans.map((s) => s.weight);
  const ranked = HYPER.lmStatisticCandidates
    .map((f) => {
      const k = DOCUMENT_FEATURES.indexOf(f as (typeof DOCUMENT_FEATURES)[number]);
      const a = auroc(
        fitDocs.map((d) => documentFeatures(d.evidence)[k]),
        fitDocs.map((d) => d.y === 1),
      );
      return { f, k, strength: Math.abs(a - 0.5) };
    })
    .sort((x, y) => y.strength - x.strength);
  const chosen = ranked[0];
  const z = (v: number) => (v - scale[chosen.k].mean) / scale[chosen.k].std;
  const calib = fitLogistic(
    dense.map((d) => z(d[chosen.k])),
    ys,
    ws,
  );
  const v0Score = (d: Doc) => sigmoid(calib.a * z(documentFeatures(d.evidence)[chosen.k]) + calib.b);
  console.log(`20240606: ${chosen.f}, a=${calib.a.toFixed(3)} b=${calib.b.toFixed(3)}`);

  // 20251027 and 20260820: bag models over the detector inputs.
  const trainClassifier = (
    spec: DetectorInputSpec,
    encoder: FeatureEncoder | undefined,
    opts: typeof HYPER.v1 & { inputDropout?: number },
  ) => {
    const vec = (s: { doc: Doc; from: number; to: number }) =>
      detectorVector(spec, encoder, s.doc.row.text, s.doc.evidence, s.from, s.to);
    const examples: Example[] = fitSpans.map((s) => ({
      x: vec(s),
      y: Float32Array.of(s.doc.y),
      weight: s.weight,
    }));
    const valX = valDocs.map((d) => vec({ doc: d, from: 0, to: d.evidence.sentences.length }));
    const size = spec.dense.length + (encoder?.size ?? 0);
    const model = trainBagModel(examples, size, {
      ...opts,
      activation: 'sigmoid',
      validate: (m: BagModel) =>
        auroc(
          valX.map((x) => predictBag(m, x)[0]),
          valDocs.map((d) => d.y === 1),
        ),
      log: process.env.AID_VERBOSE ? console.log : undefined,
    });
    const score = (d: Doc) => predictBag(model, vec({ doc: d, from: 0, to: d.evidence.sentences.length }))[0];
    return { model, score };
  };
  const v1Spec = specFor(LM_FEATURES);
  const v1 = trainClassifier(v1Spec, undefined, HYPER.v1);
  const ngrams = buildVocabulary(
    fitDocs.map((d) => d.row.text),
    HYPER.v2.vocabulary,
  );
  const v2Spec = specFor(DOCUMENT_FEATURES, ngrams);
  const v2 = trainClassifier(v2Spec, new FeatureEncoder(ngrams), HYPER.v2);

  const results: Record<string, unknown> = {};
  for (const [version, score] of [
    ['20240606', v0Score],
    ['20251027', v1.score],
    ['20260820', v2.score],
  ] as const) {
    const val = auroc(
      valDocs.map(score),
      valDocs.map((d) => d.y === 1),
    );
    const test = detectionMetrics(
      testDocs.map((d) => d.row),
      testDocs.map(score),
    );
    results[version] = { validationAuroc: val, test };
    console.log(
      `${version}: validation AUROC ${val.toFixed(4)}, test AUROC ${test.auroc.toFixed(4)}, TPR@1%FPR ${test.tprAt1FPR.toFixed(4)}`,
      test.perDomain,
      test.perGenerator,
    );
  }
  if (process.env.AID_DRY) return;

  writeArtefact('aidetect', 'lm.bin.gz', gzipSync(bytes, { level: 9 }));
  writeArtefact('aidetect', '20251027.onnx', bagModelToOnnx(v1.model, { name: 'margin-aidetect-20251027' }));
  writeArtefact(
    'aidetect',
    '20260820.onnx',
    bagModelToOnnx(v2.model, { float16: true, name: 'margin-aidetect-20260820' }),
  );
  writeArtefact('aidetect', '20260820.vocab.json', vocabularyJson(ngrams));
  const { ngrams: _omit, ...v2SpecWithoutVocab } = v2Spec;
  const metadata = {
    model: 'aidetect',
    description:
      'Trigram LM of human text → per-token log-probability, rank, entropy → document features → per-version detector',
    languageModel: {
      file: 'lm.bin.gz',
      kind: 'trigram, interpolated absolute discounting over pruned counts (pruned mass backs off)',
      corpus: corpus.sources,
      options: HYPER.lm,
      stats,
    },
    data: {
      origin:
        'ai_detection/fast_detect_gpt_gpt3to4.jsonl (baoguangsheng/fast-detect-gpt @971b052 exp_gpt3to4/data): XSum, WritingPrompts, PubMedQA; davinci, gpt-3.5-turbo, gpt-4',
      split: `by pair_id: ${1 - AIDETECT_SPLIT.testShare}/${AIDETECT_SPLIT.testShare} train/test with seed ${AIDETECT_SPLIT.seed}; ${HYPER.validationShare} of the training pairs (seed ${AIDETECT_SPLIT.seed + 1}) for epoch selection`,
      texts: { fit: fitDocs.length, validation: valDocs.length, test: testDocs.length },
    },
    trainedAt: new Date().toISOString().slice(0, 10),
    trainingSeconds: Math.round((Date.now() - started) / 1000),
    hyperParameters: HYPER,
    versions: {
      '20240606': {
        kind: 'lm-statistic',
        feature: chosen.f,
        mean: scale[chosen.k].mean,
        std: scale[chosen.k].std,
        a: calib.a,
        b: calib.b,
      },
      '20251027': { kind: 'classifier', file: '20251027.onnx', input: v1Spec },
      '20260820': {
        kind: 'classifier',
        file: '20260820.onnx',
        vocab: '20260820.vocab.json',
        input: v2SpecWithoutVocab,
      },
    },
    metrics: rounded(results),
  };
  writeArtefact('aidetect', 'metadata.json', `${JSON.stringify(metadata, null, 2)}\n`);
  // 20261124 to 20261128 read the trigram model just written and add themselves to metadata.json.
  await (await import('./aidetect-lm')).train();
  await (await import('./aidetect-calibrated')).train();
  await (await import('./aidetect-ranked')).train();
  await (await import('./aidetect-trees')).train();
}
