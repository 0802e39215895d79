import { BOS_ID as BOS, UNK_ID as UNK } from '../../../shared/src/lm/model';
import { normalizeToken, tokenize } from '../../../shared/src/ml/tokens';
import { encodeTrigramLm, type TrigramCounts } from './trigram-lm';

/** How the trigram model is built and pruned. */
export interface NgramOptions {
  /** Most words kept (ids must fit in 16 bits). */
  maxVocab: number;
  /** Fewest occurrences for a word to get its own id. */
  minWordCount: number;
  /** Fewest occurrences for a bigram / trigram to be stored; rarer ones go to the back-off mass. */
  minBigramCount: number;
  minTrigramCount: number;
  discount: number;
}

const U16_MAX = 65_535;

/** Counts n-grams of the documents and writes them in the language-model format (`trigram-lm.ts`). */
export function buildNgramModel(
  documents: readonly string[],
  o: NgramOptions,
): { bytes: Uint8Array; stats: Record<string, number> } {
  const { counts, stats } = countTrigrams(documents, o);
  return { bytes: encodeTrigramLm(counts), stats };
}

/** The pruned unigram, bigram and trigram counts of the documents. */
export function countTrigrams(
  documents: readonly string[],
  o: NgramOptions,
): { counts: TrigramCounts; stats: Record<string, number> } {
  const wordCounts = new Map<string, number>();
  const tokenised = documents.map((d) => tokenize(d).map((t) => normalizeToken(t.text)));
  for (const doc of tokenised) for (const w of doc) wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
  const words = [...wordCounts]
    .filter(([, c]) => c >= o.minWordCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, Math.min(o.maxVocab, U16_MAX) - 2)
    .map(([w]) => w);
  const vocab = ['<unk>', '<s>', ...words];
  const V = vocab.length;
  const index = new Map(vocab.map((w, i) => [w, i]));

  const unigrams = new Uint32Array(V);
  const bigramTotals = new Uint32Array(V);
  const bigrams = new Map<number, number>();
  const trigramTotals = new Map<number, number>();
  const trigrams = new Map<number, number>();
  let tokens = 0;
  for (const doc of tokenised) {
    let u = BOS;
    let v = BOS;
    for (const word of doc) {
      const w = index.get(word) ?? UNK;
      unigrams[w]++;
      tokens++;
      bigramTotals[v]++;
      const b = v * V + w;
      bigrams.set(b, (bigrams.get(b) ?? 0) + 1);
      const ctx = u * V + v;
      trigramTotals.set(ctx, (trigramTotals.get(ctx) ?? 0) + 1);
      const t = ctx * V + w;
      trigrams.set(t, (trigrams.get(t) ?? 0) + 1);
      u = v;
      v = w;
    }
  }

  /** Groups kept (context, next) counts by context, next ids ascending, with count ranks. */
  const table = (counts: Map<number, number>, min: number) => {
    const byContext = new Map<number, Array<[number, number]>>();
    for (const [key, c] of counts) {
      if (c < min) continue;
      const ctx = Math.floor(key / V);
      const list = byContext.get(ctx) ?? [];
      list.push([key % V, c]);
      byContext.set(ctx, list);
    }
    return byContext;
  };
  const flatten = (contexts: number[], byContext: Map<number, Array<[number, number]>>) => {
    const offsets = new Uint32Array(contexts.length + 1);
    const entries = contexts.reduce((n, c) => n + (byContext.get(c)?.length ?? 0), 0);
    const next = new Uint16Array(entries);
    const cnt = new Uint16Array(entries);
    const ranks = new Uint16Array(entries);
    let at = 0;
    contexts.forEach((c, i) => {
      offsets[i] = at;
      const list = (byContext.get(c) ?? []).sort((a, b) => a[0] - b[0]);
      const byCount = list
        .map((_, k) => k)
        .sort((a, b) => list[b][1] - list[a][1] || list[a][0] - list[b][0]);
      const rankOf = new Uint16Array(list.length);
      byCount.forEach((k, r) => {
        rankOf[k] = Math.min(r + 1, U16_MAX);
      });
      list.forEach(([w, c2], k) => {
        next[at] = w;
        cnt[at] = Math.min(c2, U16_MAX);
        ranks[at] = rankOf[k];
        at++;
      });
    });
    offsets[contexts.length] = at;
    return { offsets, next, counts: cnt, ranks };
  };

  const big = flatten(
    Array.from({ length: V }, (_, i) => i),
    table(bigrams, o.minBigramCount),
  );
  const triByContext = table(trigrams, o.minTrigramCount);
  const triContexts = [...triByContext.keys()].sort((a, b) => a - b);
  const tri = flatten(triContexts, triByContext);
  if (V * V > 2 ** 32) throw new Error('vocabulary too large for 32-bit trigram context keys');

  const counts: TrigramCounts = {
    vocab,
    unigrams,
    tokens,
    discount: o.discount,
    bigram: { ...big, totals: bigramTotals },
    trigramKeys: Uint32Array.from(triContexts),
    trigram: { ...tri, totals: Uint32Array.from(triContexts, (c) => trigramTotals.get(c) ?? 0) },
  };
  return {
    counts,
    stats: {
      vocab: V,
      tokens,
      bigrams: big.next.length,
      trigramContexts: triContexts.length,
      trigrams: tri.next.length,
    },
  };
}
