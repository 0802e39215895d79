/**
 * The summarizer's weights. Chosen with `scripts/eval/summarize-tune.ts` on the read halves of
 * permissive data only: GUM's Wikinews documents (CC BY 2.5, headlines) for the news weight and
 * Wikipedia (CC BY-SA 3.0, first paragraphs) for other text. BBC News Summary (research /
 * non-commercial) is evaluation only: see docs/generation.md.
 */
export interface SummaryTuning {
  /** Weight of position (vs centrality) in a lead-first document such as a news report. */
  leadWeightNews: number;
  /**
   * Weight of position in any other document, when `summarize` is given a tuning; by default other
   * documents are scored by the learned ranker instead (since v20261124e). v20261124c's mix, but with
   * today's structure test (v20261124f reads more documents as reports).
   */
  leadWeightOther: number;
  /** How fast position importance decays: 1 / (1 + i)^decay. */
  positionDecay: number;
  /** `short` adds its second sentence only when both fit in this many words (≤ 60). */
  shortPairWords: number;
  /** How many ranked sentences `short` considers: its best one and the partners it may pair with. */
  shortCandidates: number;
}

export const DEFAULT_TUNING: SummaryTuning = {
  leadWeightNews: 0.85,
  leadWeightOther: 0.3,
  positionDecay: 1,
  shortPairWords: 60,
  shortCandidates: 5,
};
