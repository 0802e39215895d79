/**
 * Hybrid scoring. Both signals are put on an absolute 0..1 scale before they are mixed, so a score
 * means the same thing from one query to the next: BM25 divided by the highest BM25 the query could
 * reach (every query term matched as well as possible), and cosine similarity above a floor.
 */

/**
 * Weight of the dense signal (the lexical one gets the rest): the middle of the 0.2-0.4 plateau on
 * Cranfield queries 1-100 (docs/semsearch.md).
 */
export const DENSE_WEIGHT = 0.3;
/**
 * Cosine similarity that counts as no evidence. Chosen with the weight on Cranfield queries 1-100
 * (floors 0.06-0.3 swept, docs/semsearch.md); unrelated STS-B train pairs (gold < 0.5) have a median
 * cosine of 0.13 with the built-in vectors and a 90th percentile of 0.32.
 */
export const DENSE_FLOOR = 0.3;

/** A candidate's two signals: normalised BM25 (0 when the lexical search did not return it) and cosine. */
export interface Signals {
  lexical: number;
  cosine: number;
}

/** BM25 on a 0..1 scale: the share of the query's attainable score. */
export function normaliseBm25(score: number, maxScore: number): number {
  if (!(maxScore > 0) || !(score > 0)) return 0;
  return Math.min(1, score / maxScore);
}

/** Cosine similarity on a 0..1 scale: 0 up to the floor, then linear up to 1. */
export function denseSignal(cosine: number, floor = DENSE_FLOOR): number {
  return Math.max(0, (cosine - floor) / (1 - floor));
}

/** The hybrid score: a convex mix of normalised BM25 and the dense signal. */
export function hybridScore(s: Signals, denseWeight = DENSE_WEIGHT): number {
  return denseWeight * denseSignal(s.cosine) + (1 - denseWeight) * s.lexical;
}
