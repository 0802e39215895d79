/**
 * GLEU (Napoles et al., 2015; the 2016 revision used for JFLEG): n-gram precision of a hypothesis
 * against a reference, penalising n-grams kept from the source that the reference changed, with a
 * brevity penalty. With several references, each sentence draws one at random per iteration and the
 * corpus score is the mean over iterations, as the official `gleu.py` does.
 */

const ORDER = 4;

type Counts = Map<string, number>;

function ngrams(tokens: string[], n: number): Counts {
  const counts: Counts = new Map();
  for (let i = 0; i + n <= tokens.length; i++) {
    const g = tokens.slice(i, i + n).join(' ');
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

/** Size of the multiset intersection. */
function overlap(a: Counts, b: Counts): number {
  let n = 0;
  for (const [g, c] of a) n += Math.min(c, b.get(g) ?? 0);
  return n;
}

/** Source n-grams that do not occur in the reference at all. */
function diff(source: Counts, reference: Counts): Counts {
  const out: Counts = new Map();
  for (const [g, c] of source) if (!reference.has(g)) out.set(g, c);
  return out;
}

/** Sufficient statistics of one sentence against one reference: [hyp len, ref len, (match, total) × 4]. */
export function sentenceStats(source: string[], hypothesis: string[], reference: string[]): number[] {
  const stats = [hypothesis.length, reference.length];
  for (let n = 1; n <= ORDER; n++) {
    const h = ngrams(hypothesis, n);
    const r = ngrams(reference, n);
    const s = diff(ngrams(source, n), r);
    stats.push(Math.max(overlap(h, r) - overlap(h, s), 0), Math.max(hypothesis.length + 1 - n, 0));
  }
  return stats;
}

/** GLEU of summed statistics. */
export function gleuOf(stats: number[]): number {
  if (stats.some((x) => x === 0)) return 0;
  const [c, r] = stats;
  let logPrecision = 0;
  for (let i = 2; i < stats.length; i += 2) logPrecision += Math.log(stats[i] / stats[i + 1]);
  return Math.exp(Math.min(0, 1 - r / c) + logPrecision / ORDER);
}

/** A small deterministic PRNG (mulberry32), so the score is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Corpus GLEU (0..1) of tokenised hypotheses, with each sentence's source and references. */
export function corpusGleu(
  sources: string[][],
  hypotheses: string[][],
  references: string[][][],
  iterations = 200,
  seed = 1,
): number {
  const stats = sources.map((s, i) => references[i].map((r) => sentenceStats(s, hypotheses[i], r)));
  const next = random(seed);
  let total = 0;
  for (let it = 0; it < iterations; it++) {
    const sum = new Array(2 + 2 * ORDER).fill(0);
    for (const perRef of stats) {
      const pick = perRef[Math.floor(next() * perRef.length)];
      for (let k = 0; k < sum.length; k++) sum[k] += pick[k];
    }
    total += gleuOf(sum);
  }
  return total / iterations;
}
