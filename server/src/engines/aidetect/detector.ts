import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { AIDETECT_VERSIONS } from '@margin/shared/contract/aidetect';
import {
  DOCUMENT_FEATURES,
  documentFeatures,
  readEvidence,
  type TextEvidence,
} from '@margin/shared/ml/aidetect-features';
import { type DetectorInputSpec, detectorVector } from '@margin/shared/ml/aidetect-vector';
import type { FeatureEncoder, SparseVector } from '@margin/shared/ml/features';
import { NgramLanguageModel, type TokenStat } from '@margin/shared/ml/ngram-lm';
import { BagClassifier } from '../../ml/bag-classifier';
import {
  type CalibratedModel,
  type CalibratedVersion,
  calibratedModel,
  detectCalibrated,
} from './calibrated-version';
import { detectWithLm, type LmLogisticVersion } from './lm-version';
import { logit, round, sigmoid, TOKEN_WINDOW } from './scores';

/** A detector version (model date). */
export type AidetectVersion = (typeof AIDETECT_VERSIONS)[number];

/** What the detector finds in one text, before options (sentence scores, heatmap) shape the answer. */
export interface Detection {
  score: number;
  /** Set by 20261124 and later: 'low' when the text is too short (under 50 words) for a verdict. */
  confidence?: 'low' | 'normal';
  ai_fraction: number;
  sentence_scores: Array<{ score: number; sentence: string; start: number; end: number }>;
  tokens: string[];
  token_probs: number[];
}

/** The 20240606 detector: one language-model statistic through a logistic calibration. */
interface StatisticVersion {
  kind: 'lm-statistic';
  feature: (typeof DOCUMENT_FEATURES)[number];
  mean: number;
  std: number;
  a: number;
  b: number;
}

interface ClassifierVersion {
  kind: 'classifier';
  file: string;
  vocab?: string;
  input: Omit<DetectorInputSpec, 'ngrams'>;
}

interface Metadata {
  languageModel: { file: string };
  versions: Record<
    AidetectVersion,
    StatisticVersion | ClassifierVersion | LmLogisticVersion | CalibratedVersion
  >;
}

/** Per-token value of each statistic the 20240606 detector may use (its document value is their mean). */
const TOKEN_VALUE: Partial<Record<StatisticVersion['feature'], (s: TokenStat) => number>> = {
  mean_logp: (s) => s.logp,
  mean_entropy: (s) => s.entropy,
  mean_surprise: (s) => s.logp + s.entropy,
  mean_log_rank: (s) => Math.log(s.rank),
  top1_share: (s) => (s.rank === 1 ? 1 : 0),
  top10_share: (s) => (s.rank <= 10 ? 1 : 0),
};

/** The loaded detector: the language model and the three versions' scorers. */
export class AiDetector {
  private constructor(
    private readonly lm: NgramLanguageModel,
    private readonly statistic: StatisticVersion,
    private readonly classifiers: Map<
      AidetectVersion,
      { model: BagClassifier; spec: DetectorInputSpec; encoder?: FeatureEncoder }
    >,
    private readonly versions: Metadata['versions'],
    private readonly calibrated: Map<AidetectVersion, CalibratedModel>,
  ) {}

  /** Loads the language model and every version's classifier from a model folder. */
  static async load(dir: string): Promise<AiDetector> {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8')) as Metadata;
    const lm = new NgramLanguageModel(gunzipSync(fs.readFileSync(path.join(dir, meta.languageModel.file))));
    const classifiers = new Map<
      AidetectVersion,
      { model: BagClassifier; spec: DetectorInputSpec; encoder?: FeatureEncoder }
    >();
    const calibrated = new Map<AidetectVersion, CalibratedModel>();
    let statistic: StatisticVersion | undefined;
    for (const [version, v] of Object.entries(meta.versions) as Array<
      [AidetectVersion, Metadata['versions'][AidetectVersion]]
    >) {
      if (v.kind === 'lm-statistic') {
        statistic = v;
        continue;
      }
      if (v.kind === 'lm-logistic') continue;
      if (v.kind === 'calibrated') {
        calibrated.set(version, calibratedModel(v, dir));
        continue;
      }
      const model = await BagClassifier.load(dir, v.file, v.vocab ?? null);
      const encoder = v.vocab ? model.features : undefined;
      classifiers.set(version, { model, spec: { ...v.input, ngrams: encoder?.vocabulary }, encoder });
    }
    if (!statistic) throw new Error('aidetect metadata.json names no language-model-statistic version');
    return new AiDetector(lm, statistic, classifiers, meta.versions, calibrated);
  }

  /** The versions this detector serves. */
  get supportedVersions(): AidetectVersion[] {
    return Object.keys(this.versions) as AidetectVersion[];
  }

  /** Scores of spans [from, to) of sentences (from === -1 means the whole text) with one version. */
  private async spanScores(
    version: AidetectVersion,
    text: string,
    e: TextEvidence,
    spans: Array<[number, number]>,
  ): Promise<number[]> {
    const v = this.versions[version];
    if (!v) throw new Error(`detector version ${version} is not loaded`);
    if (v.kind === 'lm-statistic') {
      const k = DOCUMENT_FEATURES.indexOf(v.feature);
      return spans.map(([from, to]) =>
        sigmoid(v.a * ((documentFeatures(e, from, to)[k] - v.mean) / v.std) + v.b),
      );
    }
    if (v.kind === 'lm-logistic' || v.kind === 'calibrated')
      throw new Error(`detector version ${version} scores whole texts only`);
    const c = this.classifiers.get(version);
    if (!c) throw new Error(`detector version ${version} has no classifier`);
    const vectors: SparseVector[] = spans.map(([from, to]) =>
      detectorVector(c.spec, c.encoder, text, e, from, to),
    );
    return (await c.model.predictVectors(vectors)).map((p) => p[0]);
  }

  /**
   * Token probabilities: each token gets its sentence's score, moved up or down by how much more
   * or less machine-like its neighbourhood (±4 tokens) reads to the language-model statistic than
   * the sentence does on average. Tokens outside every sentence get the text's score.
   */
  private tokenProbs(e: TextEvidence, documentScore: number, sentenceScores: number[]): number[] {
    const s = this.statistic;
    const value = TOKEN_VALUE[s.feature] ?? TOKEN_VALUE.mean_log_rank;
    const raw = e.stats.map((t) => (value as (t: TokenStat) => number)(t));
    const local = raw.map((_, i) => {
      const from = Math.max(0, i - TOKEN_WINDOW);
      const to = Math.min(raw.length, i + TOKEN_WINDOW + 1);
      let sum = 0;
      for (let k = from; k < to; k++) sum += raw[k];
      return s.a * ((sum / (to - from) - s.mean) / s.std) + s.b;
    });
    const probs = e.tokens.map(() => documentScore);
    e.sentences.forEach((sent, i) => {
      if (sent.last <= sent.first) return;
      let avg = 0;
      for (let k = sent.first; k < sent.last; k++) avg += local[k];
      avg /= sent.last - sent.first;
      const base = logit(sentenceScores[i]);
      for (let k = sent.first; k < sent.last; k++) probs[k] = sigmoid(base + local[k] - avg);
    });
    return probs.map(round);
  }

  /** Detects machine-written text with one version of the detector. */
  async detect(text: string, version: AidetectVersion): Promise<Detection> {
    const v = this.versions[version];
    if (v?.kind === 'lm-logistic') return detectWithLm(v, this.lm, text);
    if (v?.kind === 'calibrated')
      return detectCalibrated(v, this.calibrated.get(version) as CalibratedModel, this.lm, text);
    const e = readEvidence(this.lm, text);
    const spans: Array<[number, number]> = [
      [0, e.sentences.length],
      ...e.sentences.map((_, i): [number, number] => [i, i + 1]),
    ];
    const [score, ...sentenceScores] = await this.spanScores(version, text, e, spans);

    // ai_fraction: characters (code points, white space ignored) in sentences scoring 0.5 or above.
    const visible = (s: string) => Array.from(s.replace(/\s+/gu, '')).length;
    const total = visible(text);
    const flagged = e.sentences.reduce((n, s, i) => n + (sentenceScores[i] >= 0.5 ? visible(s.text) : 0), 0);
    return {
      score: round(score),
      ai_fraction: total === 0 ? 0 : round(flagged / total),
      sentence_scores: e.sentences.map((s, i) => ({
        score: round(sentenceScores[i]),
        sentence: s.text,
        start: s.cpStart,
        end: s.cpEnd,
      })),
      tokens: e.tokens.map((t) => t.text),
      token_probs: this.tokenProbs(e, score, sentenceScores),
    };
  }
}
