/**
 * A gradient-boosted ensemble of small decision trees. Versions up to 20261126 use stumps (one
 * threshold on one feature per tree, so the model is a sum of per-feature step functions and features
 * do not interact); from 20261128 a side of a split may hold a further split (depth-2 trees), so a
 * feature's effect can depend on another (say, on how technical the text's vocabulary is). Scoring
 * costs one comparison per split taken. Trained by scripts/train/lib/aidetect-stumps.ts.
 */

/** One split: `left` is taken when `x[feature] < threshold`, `right` otherwise; a side is a leaf value or a further split. */
export interface Stump {
  feature: number;
  threshold: number;
  left: number | Stump;
  right: number | Stump;
}

/** An ensemble as stored in metadata.json: margin = bias + Σ trees. */
export interface StumpEnsemble {
  bias: number;
  stumps: Stump[];
}

/** The leaf value one tree gives a feature vector. */
function treeValue(s: Stump, x: readonly number[]): number {
  const side = x[s.feature] < s.threshold ? s.left : s.right;
  return typeof side === 'number' ? side : treeValue(side, x);
}

/** The ensemble's margin (log-odds of machine text) for one feature vector. */
export function stumpMargin(m: StumpEnsemble, x: readonly number[]): number {
  let z = m.bias;
  for (const s of m.stumps) z += treeValue(s, x);
  return z;
}
