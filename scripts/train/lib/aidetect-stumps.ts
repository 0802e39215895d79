/**
 * Training of the AI detector's boosted stumps (server/src/engines/aidetect/stumps.ts): Newton
 * boosting of weighted log-loss, one stump per round chosen over quantile thresholds of every feature.
 */
import type { Stump, StumpEnsemble } from '../../../server/src/engines/aidetect/stumps';

export interface StumpOptions {
  rounds: number;
  learningRate: number;
  /** Candidate thresholds per feature (quantiles of the training values). */
  bins: number;
  /** L2 penalty on leaf values (Newton denominator). */
  lambda: number;
  /** Least total hessian on each side of a split. */
  minHessian: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

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
  for (let round = 0; round < opts.rounds; round++) {
    let G = 0;
    let H = 0;
    for (let i = 0; i < n; i++) {
      const p = sigmoid(margin[i]);
      g[i] = (p - y[i]) * w[i];
      h[i] = Math.max(p * (1 - p), 1e-6) * w[i];
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
      for (let i = 0; i < n; i++) {
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
    if (best.feature < 0) break;
    const stump: Stump = {
      feature: best.feature,
      threshold: best.cut,
      left: opts.learningRate * best.left,
      right: opts.learningRate * best.right,
    };
    stumps.push(stump);
    for (let i = 0; i < n; i++) margin[i] += x[i][stump.feature] < stump.threshold ? stump.left : stump.right;
  }
  return { bias, stumps };
}
