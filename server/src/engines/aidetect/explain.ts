import type { DetectorEvidence } from '@margin/shared/ml/aidetect-lm-features';
import { logit, round, sigmoid, TOKEN_WINDOW } from './scores';

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

/** A document verdict and the model's view of each sentence, to spread over sentences and tokens. */
export interface DocumentVerdict {
  /** The final document score (after the short-text rule). */
  score: number;
  /** The model's margin for the whole text. */
  margin: number;
  /** The model's margin for sentence i alone. */
  sentenceMargin: (i: number) => number;
  /** A per-token value whose ±4-token average leans a token (e.g. its 4-gram log-probability). */
  tokenValues: ArrayLike<number>;
  /** How much the margin rises per unit of the document's mean token value. */
  perValue: number;
  /** Under this many words the answer has low confidence. */
  minWords: number;
}

/**
 * Spreads a document score over sentences and tokens, relative to the document: a sentence's score is
 * the document's log-odds moved by half the difference between the sentence's own margin and the
 * document's, so a human document's sentences stay mostly below 0.5; a token whose neighbourhood's
 * mean token value is above its sentence's average leans the way the model does, by `perValue`.
 */
export function explainDetection(e: DetectorEvidence, text: string, v: DocumentVerdict): LmDetection {
  const { score } = v;
  const sentences = e.lm4.sentences;
  const sentenceScores = sentences.map((s, i) =>
    s.last > s.first ? sigmoid(logit(score) + SENTENCE_WEIGHT * (v.sentenceMargin(i) - v.margin)) : score,
  );
  const lp = v.tokenValues;
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
      probs[k] = sigmoid(base + SENTENCE_WEIGHT * v.perValue * (sum / (to - from) - avg));
    }
  });

  const visible = (s: string) => Array.from(s.replace(/\s+/gu, '')).length;
  const total = visible(text);
  const flagged = sentences.reduce((n, s, i) => n + (sentenceScores[i] >= 0.5 ? visible(s.text) : 0), 0);
  return {
    score: round(score),
    confidence: e.words < v.minWords ? 'low' : 'normal',
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
