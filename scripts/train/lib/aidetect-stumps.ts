/**
 * Training of the AI detector's boosted stumps (server/src/engines/aidetect/stumps.ts): Newton
 * boosting of weighted log-loss, one tree per round (a stump, or two levels of splits), each split
 * chosen over quantile thresholds of every feature.
 */
import { type Stump, type StumpEnsemble, stumpMargin } from '../../../server/src/engines/aidetect/stumps';

export interface StumpOptions {
  rounds: number;
  learningRate: number;
  /** Candidate thresholds per feature (quantiles of the training values). */
  bins: number;
  /** L2 penalty on leaf values (Newton denominator). */
  lambda: number;
  /** Least total hessian on each side of a split. */
  minHessian: number;
  /** Levels of each tree: 1 for stumps, 2 to let two features interact. @default 1 */
  depth?: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** One tree's value for a row. */
const treeValue = (tree: Stump, row: readonly number[]) => stumpMargin({ bias: 0, stumps: [tree] }, row);

/** Distinct quantile cut points of one feature's values. */
function cutPoints(values: number[], bins: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const cuts = new Set<number>();
  for (let b = 1; b < bins; b++) {
    const i = Math.floor((b / bins) * sorted.length);
    if (i > 0 && sorted[i] > sorted[i - 1]) cuts.add((sorted[i] + sorted[i - 1]) / 2);
  }
  return [...cuts].sort((a, b) => a - b);
}

/** Fits a stump ensemble to rows `x` with labels `y` (0/1) and weights `w`. */
export function fitStumps(x: number[][], y: number[], w: number[], opts: StumpOptions): StumpEnsemble {
  const n = x.length;
  const d = x[0].length;
  const cuts = Array.from({ length: d }, (_, j) =>
    cutPoints(
      x.map((r) => r[j]),
      opts.bins,
    ),
  );
  // Bin of every value: the number of cut points at or below it.
  const bin = Array.from({ length: d }, (_, j) => {
    const c = cuts[j];
    return Int32Array.from(x, (r) => {
      let lo = 0;
      let hi = c.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (c[mid] <= r[j]) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    });
  });
  const wsum = w.reduce((a, b) => a + b, 0);
  const prior = y.reduce((a, v, i) => a + v * w[i], 0) / wsum;
  const bias = Math.log(prior / (1 - prior));
  const margin = new Float64Array(n).fill(bias);
  const stumps: Stump[] = [];
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const all = Int32Array.from({ length: n }, (_, i) => i);
  /** The best split of rows `rows` by gradients g and hessians h, or null when none gains. */
  const bestSplit = (rows: Int32Array) => {
    let G = 0;
    let H = 0;
    for (const i of rows) {
      G += g[i];
      H += h[i];
    }
    let best = { gain: 0, feature: -1, cut: 0, left: 0, right: 0 };
    for (let j = 0; j < d; j++) {
      const k = cuts[j].length;
      if (k === 0) continue;
      const gb = new Float64Array(k + 1);
      const hb = new Float64Array(k + 1);
      const bj = bin[j];
      for (const i of rows) {
        gb[bj[i]] += g[i];
        hb[bj[i]] += h[i];
      }
      let gl = 0;
      let hl = 0;
      for (let c = 0; c < k; c++) {
        gl += gb[c];
        hl += hb[c];
        const gr = G - gl;
        const hr = H - hl;
        if (hl < opts.minHessian || hr < opts.minHessian) continue;
        const gain =
          (gl * gl) / (hl + opts.lambda) + (gr * gr) / (hr + opts.lambda) - (G * G) / (H + opts.lambda);
        if (gain > best.gain)
          best = {
            gain,
            feature: j,
            cut: cuts[j][c],
            left: -gl / (hl + opts.lambda),
            right: -gr / (hr + opts.lambda),
          };
      }
    }
    return best.feature < 0 ? null : best;
  };
  /** A tree of at most `depth` levels over `rows`, leaves scaled by the learning rate. */
  const grow = (rows: Int32Array, depth: number): Stump | null => {
    const split = bestSplit(rows);
    if (!split) return null;
    const tree: Stump = {
      feature: split.feature,
      threshold: split.cut,
      left: opts.learningRate * split.left,
      right: opts.learningRate * split.right,
    };
    if (depth > 1) {
      const below = rows.filter((i) => x[i][split.feature] < split.cut);
      const above = rows.filter((i) => x[i][split.feature] >= split.cut);
      tree.left = grow(below, depth - 1) ?? tree.left;
      tree.right = grow(above, depth - 1) ?? tree.right;
    }
    return tree;
  };
  for (let round = 0; round < opts.rounds; round++) {
    for (let i = 0; i < n; i++) {
      const p = sigmoid(margin[i]);
      g[i] = (p - y[i]) * w[i];
      h[i] = Math.max(p * (1 - p), 1e-6) * w[i];
    }
    const tree = grow(all, opts.depth ?? 1);
    if (!tree) break;
    stumps.push(tree);
    for (let i = 0; i < n; i++) margin[i] += treeValue(tree, x[i]);
  }
  return { bias, stumps };
}
