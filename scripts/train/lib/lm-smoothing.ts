/**
 * Probabilities of the stored n-grams in backoff form (what shared/src/lm/model.ts reads): natural
 * log-probabilities per n-gram and log-backoffs per context, from counts linked to their contexts.
 */
import { BOS_ID } from '@margin/shared/lm/model';
import type { Kept, LmBuildOptions, OrderStats } from './lm-build';

const STUPID_BACKOFF = Math.log(0.4);

/** Log-probabilities and backoffs in backoff form, for the chosen smoothing. */
export function probabilities(
  o: LmBuildOptions,
  unigramCounts: Float64Array,
  kept: Kept[],
  prefix: Int32Array[],
  suffix: Int32Array[],
  orders: OrderStats[],
) {
  // <s> is never predicted; every other token, </s> included, is.
  const predicted = unigramCounts.reduce((a, b) => a + b, 0) - unigramCounts[BOS_ID];
  const unigramLogProb = Float64Array.from(unigramCounts, (c) => Math.log(Math.max(c, 0.5) / predicted));
  unigramLogProb[BOS_ID] = Math.log(0.5 / predicted);
  const unigramBackoff = new Float64Array(unigramCounts.length);
  const logProb = kept.map((k) => new Float64Array(k.keys.length));
  const logBackoff = kept.map((k) => new Float64Array(k.keys.length));
  if (o.smoothing === 'stupid-backoff') {
    unigramBackoff.fill(STUPID_BACKOFF);
    kept.forEach((k, t) => {
      const contextCounts = t === 0 ? unigramCounts : kept[t - 1].counts;
      for (let i = 0; i < k.keys.length; i++)
        logProb[t][i] = Math.log(k.counts[i] / contextCounts[prefix[t][i]]);
      logBackoff[t].fill(STUPID_BACKOFF);
    });
    return { logProb, logBackoff, unigramLogProb, unigramBackoff };
  }
  // Interpolated absolute discounting: P(w|h) = max(c-D,0)/c(h) + γ(h)·P(w|h'), where γ(h) takes the
  // discounted mass plus the mass of pruned continuations, so every distribution sums to one.
  for (let t = 0; t < kept.length; t++) {
    const D = orders[t].discount;
    const contextCounts = t === 0 ? unigramCounts : kept[t - 1].counts;
    const contextBackoff = t === 0 ? unigramBackoff : logBackoff[t - 1];
    const lowerLogProb = t === 0 ? unigramLogProb : logProb[t - 1];
    const keptMass = new Float64Array(contextCounts.length);
    for (let i = 0; i < kept[t].keys.length; i++) keptMass[prefix[t][i]] += kept[t].counts[i] - D;
    for (let h = 0; h < contextCounts.length; h++)
      contextBackoff[h] = contextCounts[h] > 0 ? Math.log(1 - keptMass[h] / contextCounts[h]) : 0;
    for (let i = 0; i < kept[t].keys.length; i++) {
      const h = prefix[t][i];
      const seen = (kept[t].counts[i] - D) / contextCounts[h];
      logProb[t][i] = Math.log(seen + Math.exp(contextBackoff[h] + lowerLogProb[suffix[t][i]]));
    }
  }
  return { logProb, logBackoff, unigramLogProb, unigramBackoff };
}
