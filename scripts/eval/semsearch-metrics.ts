/** Ranking and correlation metrics for the semantic search eval and training. */

/** Average ranks (1-based; ties share their mean rank). */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Pearson correlation. */
export function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Spearman rank correlation. */
export function spearman(x: number[], y: number[]): number {
  return pearson(ranks(x), ranks(y));
}

/** nDCG@k of a ranked id list against graded gains (ids without a gain count 0). */
export function ndcgAt(ranked: string[], gains: Map<string, number>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    dcg += (2 ** (gains.get(id) ?? 0) - 1) / Math.log2(i + 2);
  });
  const ideal = [...gains.values()].sort((a, b) => b - a).slice(0, k);
  let idcg = 0;
  ideal.forEach((g, i) => {
    idcg += (2 ** g - 1) / Math.log2(i + 2);
  });
  return idcg > 0 ? dcg / idcg : 0;
}

/** Reciprocal rank of the first relevant id (gain > 0), 0 when none is ranked. */
export function reciprocalRank(ranked: string[], gains: Map<string, number>): number {
  const i = ranked.findIndex((id) => (gains.get(id) ?? 0) > 0);
  return i < 0 ? 0 : 1 / (i + 1);
}

/** Mean of a list (0 for an empty one). */
export function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}
