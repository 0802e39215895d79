/** Descriptive statistics the AI-detection features share. */

/** The `q` quantile of ascending `sorted` values, linearly interpolated (0 when empty). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const pos = q * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Mean and population standard deviation ([0, 0] when empty). */
export function meanStd(values: ArrayLike<number>): [number, number] {
  const n = values.length;
  if (n === 0) return [0, 0];
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i];
  const mean = sum / n;
  let sq = 0;
  for (let i = 0; i < n; i++) sq += (values[i] - mean) ** 2;
  return [mean, Math.sqrt(sq / n)];
}
