import {
  countWords,
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

/** The 20261124 detector as stored in metadata.json: a calibrated logistic model over both LMs' statistics. */
export interface LmLogisticVersion extends LmLogistic {
  kind: 'lm-logistic';
  features: string[];
  shortText: ShortTextRule;
}

/** What one version finds in a text (the shape `AiDetector.detect` returns). */
export interface LmDetection {
  score: number;
  confidence: 'low' | 'normal';
  ai_fraction: number;
  sentence_scores: Array<{ score: number; sentence: string; start: number; end: number }>;
  tokens: string[];
  token_probs: number[];
}

/** How strongly a sentence's own features move its score away from the document's (they are noisy). */
const SENTENCE_WEIGHT = 0.5;
/** Tokens on each side whose log-probabilities smooth a token's own. */
const TOKEN_WINDOW = 4;
const EPS = 1e-4;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const logit = (p: number) => {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
};
const round = (p: number) => Math.round(p * 1e4) / 1e4;

/**
 * Scores a text with the 20261124 detector. The document score is the calibrated model, shrunk below
 * 0.5 for texts under 50 words (`confidence: 'low'`). Sentences and tokens are read relative to the
 * document: a sentence's score is the document's log-odds moved by half the difference between the
 * sentence's own margin and the document's, so a human document's sentences stay mostly below 0.5.
 */
export function detectWithLm(v: LmLogisticVersion, lm3: NgramLanguageModel, text: string): LmDetection {
  const e: DetectorEvidence = readDetectorEvidence(languageModel(), lm3, text);
  const docMargin = lmLogit(v, detectorFeatures(e));
  const words = countWords(text);
  const score = shrinkShortScore(sigmoid(docMargin), words, v.shortText);
  const sentences = e.lm4.sentences;
  const sentenceScores = sentences.map((s, i) =>
    s.last > s.first
      ? sigmoid(logit(score) + SENTENCE_WEIGHT * (lmLogit(v, detectorFeatures(e, i, i + 1)) - docMargin))
      : score,
  );

  // Tokens: a more predictable neighbourhood than its sentence's average leans machine-ward, by the
  // model's own weight on mean log-probability.
  const lp = e.lm4.logProbs;
  const perLogp = v.weights[0] / v.std[0];
  const probs = e.lm4.tokens.map(() => score);
  sentences.forEach((s, i) => {
    if (s.last <= s.first) return;
    let avg = 0;
    for (let k = s.first; k < s.last; k++) avg += lp[k];
    avg /= s.last - s.first;
    const base = logit(sentenceScores[i]);
    for (let k = s.first; k < s.last; k++) {
      const from = Math.max(s.first, k - TOKEN_WINDOW);
      const to = Math.min(s.last, k + TOKEN_WINDOW + 1);
      let sum = 0;
      for (let j = from; j < to; j++) sum += lp[j];
      probs[k] = sigmoid(base + SENTENCE_WEIGHT * perLogp * (sum / (to - from) - avg));
    }
  });

  const visible = (s: string) => Array.from(s.replace(/\s+/gu, '')).length;
  const total = visible(text);
  const flagged = sentences.reduce((n, s, i) => n + (sentenceScores[i] >= 0.5 ? visible(s.text) : 0), 0);
  return {
    score: round(score),
    confidence: words < v.shortText.minWords ? 'low' : 'normal',
    ai_fraction: total === 0 ? 0 : round(flagged / total),
    sentence_scores: sentences.map((s, i) => ({
      score: round(sentenceScores[i]),
      sentence: s.text,
      start: s.cpStart,
      end: s.cpEnd,
    })),
    tokens: e.lm4.tokens.map((t) => t.text),
    token_probs: probs.map(round),
  };
}
