/**
 * The summarizer's weights. Tuned on the tuning part of BBC News Summary (`npm run eval -- summarize`
 * reports the held-out part, never read while tuning): see docs/generation.md.
 */
export interface SummaryTuning {
  /** Weight of position (vs centrality) in a lead-first document such as a news report. */
  leadWeightNews: number;
  /** Weight of position in any other document. */
  leadWeightOther: number;
  /** How fast position importance decays: 1 / (1 + i)^decay. */
  positionDecay: number;
  /** `short` adds its second sentence only when both fit in this many words (≤ 60). */
  shortPairWords: number;
}

export const DEFAULT_TUNING: SummaryTuning = {
  leadWeightNews: 0.85,
  leadWeightOther: 0.3,
  positionDecay: 1,
  shortPairWords: 60,
};
