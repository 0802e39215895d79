/**
 * A gradient-boosted ensemble of decision stumps: one threshold on one feature per stump, so the
 * model is a sum of per-feature step functions (each feature's effect can bend, but features do not
 * interact). Scoring costs one comparison per stump. Trained by scripts/train/lib/aidetect-stumps.ts.
 */

/** One stump: `left` is added when `x[feature] < threshold`, `right` otherwise. */
export interface Stump {
  feature: number;
  threshold: number;
  left: number;
  right: number;
}

/** An ensemble as stored in metadata.json: margin = bias + Σ stumps. */
export interface StumpEnsemble {
  bias: number;
  stumps: Stump[];
}

/** The ensemble's margin (log-odds of machine text) for one feature vector. */
export function stumpMargin(m: StumpEnsemble, x: readonly number[]): number {
  let z = m.bias;
  for (const s of m.stumps) z += x[s.feature] < s.threshold ? s.left : s.right;
  return z;
}
