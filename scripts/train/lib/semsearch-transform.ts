/**
 * Fits the semantic search sentence transform (server/src/engines/semsearch/vector-table.ts
 * `SentenceTransform`): principal axes of SIF sentence vectors (centring and half whitening, unsupervised),
 * then a linear re-weighting of the whitened space learned on STS-B train pairs by maximising the
 * Pearson correlation of cosine similarity with the gold scores. The number of training steps is
 * chosen on a fold of STS-B train (every fifth pair) and the map refitted on all of train: STS-B dev
 * is never read here.
 */
import type { SentenceTransform } from '../../../server/src/engines/semsearch/vector-table';

/**
 * Each principal axis is divided by variance^(power/2): 1 would be full whitening, 0 none. Half
 * whitening (0.5) fitted STS-B train's held-out fold better (0.6964 vs 0.6915 after the map) and kept
 * Cranfield's tuning queries higher (hybrid nDCG@10 0.3515 vs 0.3446), measured 2026-11-24.
 */
export const WHITENING_POWER = 0.5;

/** Principal axes of centred rows (largest variance first), by power iteration with deflation. */
export function principalAxes(
  rows: Float32Array[],
  d: number,
): { centre: Float64Array; axes: Float64Array[]; variances: number[] } {
  const centre = new Float64Array(d);
  for (const r of rows) for (let i = 0; i < d; i++) centre[i] += r[i] / rows.length;
  const cov = new Float64Array(d * d);
  for (const r of rows) {
    for (let i = 0; i < d; i++) {
      const ri = r[i] - centre[i];
      for (let j = 0; j < d; j++) cov[i * d + j] += (ri * (r[j] - centre[j])) / rows.length;
    }
  }
  const axes: Float64Array[] = [];
  const variances: number[] = [];
  for (let c = 0; c < d; c++) {
    let v = new Float64Array(d).map((_, i) => Math.sin(i + c + 1));
    let value = 0;
    for (let it = 0; it < 500; it++) {
      const next = new Float64Array(d);
      for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) next[i] += cov[i * d + j] * v[j];
      for (const a of axes) {
        let p = 0;
        for (let i = 0; i < d; i++) p += next[i] * a[i];
        for (let i = 0; i < d; i++) next[i] -= p * a[i];
      }
      value = Math.sqrt(next.reduce((s, x) => s + x * x, 0));
      if (!(value > 0)) break;
      v = next.map((x) => x / value);
    }
    axes.push(v);
    variances.push(value);
  }
  return { centre, axes, variances };
}

/** A pair of whitened sentence vectors with its gold similarity. */
export interface TrainingPair {
  a: Float64Array;
  b: Float64Array;
  gold: number;
}

/** Each pair's cosine under map `W`, with the mapped vectors and their squared norms (for gradients). */
export function cosines(W: Float64Array, k: number, pairs: TrainingPair[]) {
  const apply = (x: Float64Array) => {
    const o = new Float64Array(k);
    for (let r = 0; r < k; r++) {
      let s = 0;
      for (let c = 0; c < k; c++) s += W[r * k + c] * x[c];
      o[r] = s;
    }
    return o;
  };
  return pairs.map((p) => {
    const x = apply(p.a);
    const y = apply(p.b);
    let n = 0;
    let aa = 0;
    let bb = 0;
    for (let q = 0; q < k; q++) {
      n += x[q] * y[q];
      aa += x[q] * x[q];
      bb += y[q] * y[q];
    }
    return { cos: n / Math.sqrt(aa * bb || 1), x, y, aa: aa || 1, bb: bb || 1 };
  });
}

/** Pearson correlation of cosine with gold over `pairs` under map `W`. */
export function pearsonUnder(W: Float64Array, k: number, pairs: TrainingPair[]): number {
  return pearson(
    cosines(W, k, pairs).map((c) => c.cos),
    pairs.map((p) => p.gold),
  );
}

function pearson(xs: number[], ys: number[]): number {
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy || 1);
}

/**
 * Gradient-ascent steps (Adam) on the Pearson correlation, with an L2 pull of `W` towards identity;
 * `onStep` returning true stops early.
 */
export function fitMap(
  pairs: TrainingPair[],
  k: number,
  steps: number,
  opts: { rate: number; l2: number; onStep?: (step: number, W: Float64Array) => boolean | undefined },
): Float64Array {
  const W = new Float64Array(k * k);
  for (let q = 0; q < k; q++) W[q * k + q] = 1;
  const m1 = new Float64Array(k * k);
  const m2 = new Float64Array(k * k);
  const golds = pairs.map((p) => p.gold);
  const gm = golds.reduce((s, g) => s + g, 0) / golds.length;
  const gsd = Math.sqrt(golds.reduce((s, g) => s + (g - gm) ** 2, 0) / golds.length);
  for (let step = 1; step <= steps; step++) {
    const cs = cosines(W, k, pairs);
    const cm = cs.reduce((s, c) => s + c.cos, 0) / cs.length;
    const csd = Math.sqrt(cs.reduce((s, c) => s + (c.cos - cm) ** 2, 0) / cs.length) || 1;
    let r = 0;
    for (let i = 0; i < cs.length; i++) r += (cs[i].cos - cm) * (golds[i] - gm);
    r /= cs.length * csd * (gsd || 1);
    const grad = new Float64Array(k * k);
    for (let i = 0; i < pairs.length; i++) {
      // d r / d cos_i, then d cos_i / d W through both sentences' mapped vectors.
      const dr = ((golds[i] - gm) / (csd * gsd) - (r * (cs[i].cos - cm)) / (csd * csd)) / pairs.length;
      const { cos, x, y, aa, bb } = cs[i];
      const norm = Math.sqrt(aa * bb);
      const { a, b } = pairs[i];
      for (let row = 0; row < k; row++) {
        const gx = dr * (y[row] / norm - (cos * x[row]) / aa);
        const gy = dr * (x[row] / norm - (cos * y[row]) / bb);
        const base = row * k;
        for (let c = 0; c < k; c++) grad[base + c] += gx * a[c] + gy * b[c];
      }
    }
    for (let q = 0; q < k * k; q++) {
      const identity = Math.floor(q / k) === q % k ? 1 : 0;
      const g = -grad[q] + 2 * opts.l2 * (W[q] - identity);
      m1[q] = 0.9 * m1[q] + 0.1 * g;
      m2[q] = 0.999 * m2[q] + 0.001 * g * g;
      W[q] -= (opts.rate * (m1[q] / (1 - 0.9 ** step))) / (Math.sqrt(m2[q] / (1 - 0.999 ** step)) + 1e-8);
    }
    if (opts.onStep?.(step, W)) break;
  }
  return W;
}

/** The transform: `W × diag(variance^(−power/2)) × axesᵀ`, applied after centring. */
export function composeTransform(
  centre: Float64Array,
  axes: Float64Array[],
  variances: number[],
  W: Float64Array,
): SentenceTransform {
  const k = axes.length;
  const d = centre.length;
  const matrix = new Float32Array(k * d);
  for (let r = 0; r < k; r++) {
    for (let c = 0; c < k; c++) {
      const w = W[r * k + c] / (variances[c] || 1) ** (WHITENING_POWER / 2);
      if (w === 0) continue;
      for (let j = 0; j < d; j++) matrix[r * d + j] += w * axes[c][j];
    }
  }
  return { rows: k, centre: Float32Array.from(centre), matrix };
}

/** Coordinates of a vector on the (partly) whitened principal axes. */
export function whiten(
  v: Float32Array,
  centre: Float64Array,
  axes: Float64Array[],
  variances: number[],
): Float64Array {
  return Float64Array.from(axes, (axis, c) => {
    let p = 0;
    for (let j = 0; j < v.length; j++) p += (v[j] - centre[j]) * axis[j];
    return p / (variances[c] || 1) ** (WHITENING_POWER / 2);
  });
}
