import type { DocSentence } from './document';

/** Sparse TF-IDF vector of a sentence. */
export type TermVector = Map<string, number>;

/** TF-IDF vectors (IDF over the document's own sentences), L2-normalised. */
export function tfidfVectors(terms: string[][]): TermVector[] {
  const df = new Map<string, number>();
  for (const ts of terms) for (const t of new Set(ts)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = terms.length;
  return terms.map((ts) => {
    const v: TermVector = new Map();
    for (const t of ts) v.set(t, (v.get(t) ?? 0) + 1);
    let norm = 0;
    for (const [t, tf] of v) {
      const w = (1 + Math.log(tf)) * Math.log(1 + n / (df.get(t) ?? 1));
      v.set(t, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [t, w] of v) v.set(t, w / norm);
    return v;
  });
}

/** Cosine similarity of two normalised vectors. */
export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [t, w] of small) {
    const o = large.get(t);
    if (o !== undefined) s += w * o;
  }
  return s;
}

/**
 * Importance from position alone: 1 for the first body sentence, decaying as 1 / (1 + i)^decay with
 * the body-sentence index i; headings get 0.
 */
export function positionScores(sentences: DocSentence[], decay: number): number[] {
  let i = 0;
  return sentences.map((s) => (s.heading ? 0 : 1 / (1 + i++) ** decay));
}

/** Scales scores so the largest is 1 (all zeros stay zeros). */
export function scaleToMax(scores: number[]): number[] {
  const max = Math.max(0, ...scores);
  return max > 0 ? scores.map((x) => x / max) : scores.map(() => 0);
}

/**
 * LexRank: PageRank over the sentence-similarity graph whose teleport distribution is the position
 * prior, so centrality and position combine in one stationary distribution.
 */
export function lexRank(sim: number[][], prior: number[], damping = 0.85, iterations = 40): number[] {
  const n = prior.length;
  const outSum = sim.map((row) => row.reduce((a, b) => a + b, 0));
  let r = prior.slice();
  for (let it = 0; it < iterations; it++) {
    const next = prior.map((p) => (1 - damping) * p);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      if (outSum[i] === 0) {
        dangling += r[i];
        continue;
      }
      const share = (damping * r[i]) / outSum[i];
      const row = sim[i];
      for (let j = 0; j < n; j++) if (row[j] > 0) next[j] += share * row[j];
    }
    // A sentence sharing nothing with the rest hands its weight back through the prior.
    for (let j = 0; j < n; j++) next[j] += damping * dangling * prior[j];
    let delta = 0;
    for (let j = 0; j < n; j++) delta += Math.abs(next[j] - r[j]);
    r = next;
    if (delta < 1e-7) break;
  }
  return r;
}
