/**
 * Maximal marginal relevance: repeatedly takes the sentence with the best trade-off between its own
 * importance and its similarity to what is already taken, so the summary does not say a thing twice.
 * Returns indices in the order they were chosen (most important first).
 */
export function selectMmr(
  scores: number[],
  sim: number[][],
  count: number,
  eligible: (i: number) => boolean,
  lambda = 0.7,
): number[] {
  const max = Math.max(...scores.filter((_, i) => eligible(i)), 0) || 1;
  const chosen: number[] = [];
  const candidates = new Set(scores.map((_, i) => i).filter(eligible));
  while (chosen.length < count && candidates.size > 0) {
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const i of candidates) {
      const redundancy = chosen.reduce((m, j) => Math.max(m, sim[i][j]), 0);
      const value = lambda * (scores[i] / max) - (1 - lambda) * redundancy;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    candidates.delete(best);
    // A near-duplicate of a chosen sentence adds nothing, whatever its score.
    if (chosen.some((j) => sim[best][j] > 0.8)) continue;
    chosen.push(best);
  }
  return chosen;
}
