/** Text formatting shared by the playground's views and form. */

/** Length in code points, as the API counts characters. */
export const codePoints = (s: string): number => Array.from(s).length;

/** `3 chunks`, `1 chunk`. */
export const plural = (n: number, word: string): string =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** A number with grouping and at most two decimals; objects as JSON; missing as a dash. */
export function formatValue(v: unknown): string {
  if (typeof v === 'number') {
    return Number.isInteger(v)
      ? v.toLocaleString('en-US')
      : v.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
  if (v === null || v === undefined) return '—';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** A probability as `12.3 %`. */
export const percent = (p: unknown): string => (typeof p === 'number' ? `${(p * 100).toFixed(1)} %` : '—');

/** Flattens nested objects into [path, leafKey, value] rows (readability_scores.* and the like). */
export function flatten(obj: Record<string, unknown>, prefix = ''): [string, string, unknown][] {
  const rows: [string, string, unknown][] = [];
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v))
      rows.push(...flatten(v as Record<string, unknown>, path));
    else rows.push([path, k, v]);
  }
  return rows;
}
