/**
 * Machine-translation metrics computed as sacreBLEU computes them by default, so figures compare with
 * published ones: corpus chrF2 (character 1..6-grams without whitespace, β = 2, statistics summed over
 * the corpus, F averaged over the orders) and corpus BLEU (13a tokenisation, 1..4-grams, brevity
 * penalty, `exp` smoothing for an order without matches).
 */

function counts(items: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const it of items) m.set(it, (m.get(it) ?? 0) + 1);
  return m;
}

function ngrams<T>(seq: T[], n: number, join: (xs: T[]) => string): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= seq.length; i++) out.push(join(seq.slice(i, i + n)));
  return out;
}

/** Matches (clipped), hypothesis total and reference total for one n-gram order. */
function orderStats(hyp: string[], ref: string[]): [number, number, number] {
  const h = counts(hyp);
  const r = counts(ref);
  let match = 0;
  for (const [g, c] of h) match += Math.min(c, r.get(g) ?? 0);
  return [match, hyp.length, ref.length];
}

/** Corpus chrF (β = 2, character orders 1..6), 0..100. */
export function corpusChrF(hypotheses: string[], references: string[], order = 6, beta = 2): number {
  const stats = Array.from({ length: order }, () => [0, 0, 0]);
  for (const [i, hyp] of hypotheses.entries()) {
    const h = [...hyp.replace(/\s+/g, '')];
    const r = [...references[i].replace(/\s+/g, '')];
    for (let n = 1; n <= order; n++) {
      const [m, ht, rt] = orderStats(
        ngrams(h, n, (x) => x.join('')),
        ngrams(r, n, (x) => x.join('')),
      );
      stats[n - 1][0] += m;
      stats[n - 1][1] += ht;
      stats[n - 1][2] += rt;
    }
  }
  const b2 = beta * beta;
  let sum = 0;
  let effective = 0;
  for (const [match, hypTotal, refTotal] of stats) {
    if (hypTotal === 0 || refTotal === 0) continue;
    effective++;
    const p = match / hypTotal;
    const r = match / refTotal;
    sum += p + r === 0 ? 0 : ((1 + b2) * p * r) / (b2 * p + r);
  }
  return effective === 0 ? 0 : (100 * sum) / effective;
}

/** sacreBLEU's default `13a` tokeniser (mteval-v13a). */
export function tokenize13a(line: string): string[] {
  let s = line
    .replace(/<skipped>/g, '')
    .replace(/-\n/g, '')
    .replace(/\n/g, ' ');
  if (s.includes('&'))
    s = s
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  s = ` ${s} `;
  s = s.replace(/([{-~[-` -&(-+:-@/])/g, ' $1 ');
  s = s.replace(/([^0-9])([.,])/g, '$1 $2 ');
  s = s.replace(/([.,])([^0-9])/g, ' $1 $2');
  s = s.replace(/([0-9])(-)/g, '$1 $2 ');
  return s.split(/\s+/).filter(Boolean);
}

/** Corpus BLEU (4-grams, 13a tokens, one reference per sentence), 0..100. */
export function corpusBleu(hypotheses: string[], references: string[], maxOrder = 4): number {
  const matches = new Array(maxOrder).fill(0);
  const totals = new Array(maxOrder).fill(0);
  let hypLen = 0;
  let refLen = 0;
  for (const [i, hyp] of hypotheses.entries()) {
    const h = tokenize13a(hyp);
    const r = tokenize13a(references[i]);
    hypLen += h.length;
    refLen += r.length;
    for (let n = 1; n <= maxOrder; n++) {
      const [m, ht] = orderStats(
        ngrams(h, n, (x) => x.join(' ')),
        ngrams(r, n, (x) => x.join(' ')),
      );
      matches[n - 1] += m;
      totals[n - 1] += ht;
    }
  }
  // Nothing in common at all scores 0 rather than a smoothed few points.
  if (hypLen === 0 || matches[0] === 0) return 0;
  let logSum = 0;
  let smooth = 1;
  for (let n = 0; n < maxOrder; n++) {
    if (totals[n] === 0) return 0;
    let p = matches[n] / totals[n];
    if (matches[n] === 0) {
      smooth *= 2;
      p = 1 / (smooth * totals[n]);
    }
    logSum += Math.log(p);
  }
  const bp = hypLen < refLen ? Math.exp(1 - refLen / hypLen) : 1;
  return 100 * bp * Math.exp(logSum / maxOrder);
}
