import {
  type LmLogistic,
  lmLogit,
  type ShortTextRule,
  shrinkShortScore,
} from '@margin/shared/ml/aidetect-lm-features';
import type { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { languageModel } from '../lm';
import { explainDetection, type LmDetection } from './explain';
import { CALIBRATED_FEATURES, calibratedFeatures, readText } from './features';
import { type StumpEnsemble, stumpMargin } from './stumps';

/** The fitted model of the 20261125 detector, reading the feature columns it was trained on. */
export type CalibratedModel = ((LmLogistic & { type: 'logistic' }) | (StumpEnsemble & { type: 'stumps' })) & {
  columns: number[];
};

/** The 20261125 detector as stored in metadata.json. */
export interface CalibratedVersion {
  kind: 'calibrated';
  /** Names of the features the model reads (a subset of CALIBRATED_FEATURES, in its order). */
  features: string[];
  model: Omit<CalibratedModel, 'columns'>;
  /** Margin per nat of mean context gain (4-gram over unigram log-probability), for the token heat map. */
  tokenSlope: number;
  shortText: ShortTextRule;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The model's margin (log-odds of machine text) for a full CALIBRATED_FEATURES vector. */
export function calibratedMargin(m: CalibratedModel, x: readonly number[]): number {
  const own = m.columns.map((j) => x[j]);
  return m.type === 'logistic' ? lmLogit(m, own) : stumpMargin(m, own);
}

/** The stored version's model with its feature columns resolved; throws on a feature this code lacks. */
export function calibratedModel(v: CalibratedVersion): CalibratedModel {
  const columns = v.features.map((f) => {
    const j = CALIBRATED_FEATURES.indexOf(f);
    if (j < 0) throw new Error(`aidetect metadata.json names unknown feature ${f}`);
    return j;
  });
  return { ...v.model, columns } as CalibratedModel;
}

/**
 * Scores a text with the 20261125 detector: one reading of the text, the calibrated model on the
 * whole text and on each sentence, then the short-text rule (under 50 words: `confidence: 'low'`,
 * score below 0.5).
 */
export function detectCalibrated(
  v: CalibratedVersion,
  model: CalibratedModel,
  lm3: NgramLanguageModel,
  text: string,
): LmDetection {
  const r = readText(languageModel(), lm3, text);
  const margin = calibratedMargin(model, calibratedFeatures(r));
  const gain = r.lm4.logProbs.map((lp, i) => lp - r.unigram[i]);
  return explainDetection(r, text, {
    score: shrinkShortScore(sigmoid(margin), r.words, v.shortText),
    margin,
    sentenceMargin: (i) => calibratedMargin(model, calibratedFeatures(r, i, i + 1)),
    tokenValues: gain,
    perValue: v.tokenSlope,
    minWords: v.shortText.minWords,
  });
}
