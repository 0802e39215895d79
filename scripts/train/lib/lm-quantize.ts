/**
 * 8-bit quantisation of log-probabilities and backoffs: bin edges are half equal-population
 * quantiles (fine steps where values are dense) and half equal-width steps over the whole range (so
 * the sparse tails, such as the tiny backoff of "in the United", are not lumped into one bin); each
 * bin decodes as the mean of its values.
 */

/** A codebook (bin means) and the code of every value. */
export interface Quantised {
  book: Float32Array;
  codes: Uint8Array;
}

export function quantise(values: Float64Array): Quantised {
  const book = new Float32Array(256);
  const codes = new Uint8Array(values.length);
  if (values.length === 0) return { book, codes };
  const sorted = Float64Array.from(values).sort();
  // Upper bound of each bin (inclusive); the last bin takes the rest.
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  const edges = new Float64Array(255);
  for (let b = 0; b < 128; b++)
    edges[b] = sorted[Math.min(sorted.length - 1, Math.floor(((b + 1) * sorted.length) / 129))];
  for (let b = 0; b < 127; b++) edges[128 + b] = min + ((b + 1) * (max - min)) / 128;
  const bounds = edges.sort();
  const sums = new Float64Array(256);
  const sizes = new Float64Array(256);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    let lo = 0;
    let hi = 255;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (v <= bounds[mid]) hi = mid;
      else lo = mid + 1;
    }
    codes[i] = lo;
    sums[lo] += v;
    sizes[lo]++;
  }
  for (let b = 0; b < 256; b++) book[b] = sizes[b] > 0 ? sums[b] / sizes[b] : b > 0 ? book[b - 1] : sorted[0];
  return { book, codes };
}
