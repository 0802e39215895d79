import {
  type DetectorEvidence,
  detectorFeatures,
  type LmLogistic,
  lmLogit,
  readDetectorEvidence,
  type ShortTextRule,
  shrinkShortScore,
} from '@margin/shared/ml/aidetect-lm-features';
import type { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { languageModel } from '../lm';
import { explainDetection, type LmDetection } from './explain';

export type { LmDetection } from './explain';

/** The 20261124 detector as stored in metadata.json: a calibrated logistic model over both LMs' statistics. */
export interface LmLogisticVersion extends LmLogistic {
  kind: 'lm-logistic';
  features: string[];
  shortText: ShortTextRule;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Scores a text with the 20261124 detector. The document score is the calibrated model, shrunk below
 * 0.5 for texts under 50 words (`confidence: 'low'`); sentences and tokens are read relative to the
 * document (explain.ts), tokens by the model's own weight on mean log-probability.
 */
export function detectWithLm(v: LmLogisticVersion, lm3: NgramLanguageModel, text: string): LmDetection {
  const e: DetectorEvidence = readDetectorEvidence(languageModel(), lm3, text);
  const margin = lmLogit(v, detectorFeatures(e));
  return explainDetection(e, text, {
    score: shrinkShortScore(sigmoid(margin), e.words, v.shortText),
    margin,
    sentenceMargin: (i) => lmLogit(v, detectorFeatures(e, i, i + 1)),
    tokenValues: e.lm4.logProbs,
    perValue: v.weights[0] / v.std[0],
    minWords: v.shortText.minWords,
  });
}
