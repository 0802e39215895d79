/**
 * The AI-detection trigram model (interpolated absolute discounting over pruned counts, lower-cased
 * `ml` tokens, no sentence ends) written in Margin's one language-model format (shared/src/lm), so
 * the shared reader and scorer serve it: `ngram-builder.ts` builds it from counts, and
 * `scripts/train/aidetect-trigram-convert.ts` re-encoded the committed artefact of the earlier
 * "MLM1" format, whose reader lives here only for that conversion.
 *
 * The encoding is exact up to f32 rounding: probabilities are stored unquantised in backoff form
 * (a stored trigram's probability already includes its bigram share; a context's backoff is the
 * discounted plus pruned mass), every context with counts has a continuation list in count order
 * (so ranks are the old ranks) and its entropy, and a trigram context whose bigram was pruned gets
 * a bigram entry carrying exactly the probability the backoff gave it.
 */
import { encodeLm } from '@margin/shared/lm/format';
import { hashIds, lastHashKey } from '@margin/shared/lm/hash';
import { BOS_ID, UNK_ID } from '@margin/shared/lm/model';
import { layoutTable } from './lm-build';

/** One context length's continuations: per context a run of (next id, count, rank), next ids ascending. */
export interface ContinuationCounts {
  offsets: Uint32Array;
  next: Uint16Array;
  counts: Uint16Array;
  /** 1-based rank by count (ties by id) within the context. */
  ranks: Uint16Array;
  /** Occurrences of each context in training, pruned continuations included. */
  totals: Uint32Array;
}

/** Everything the trigram model is made of. */
export interface TrigramCounts {
  /** `<unk>`, `<s>`, then words by falling frequency. */
  vocab: string[];
  unigrams: Uint32Array;
  /** Training tokens. */
  tokens: number;
  discount: number;
  /** Indexed by the context word id (every id has a row). */
  bigram: ContinuationCounts;
  /** Context keys `u * V + v`, ascending; one row per key. */
  trigramKeys: Uint32Array;
  trigram: ContinuationCounts;
}

/** Backoff weight and entropy of each context row (what the MLM1 reader derived at load). */
function derive(t: ContinuationCounts, discount: number) {
  const n = t.totals.length;
  const backoff = new Float32Array(n);
  const entropy = new Float32Array(n);
  for (let c = 0; c < n; c++) {
    const total = t.totals[c];
    if (total === 0) {
      backoff[c] = 1;
      continue;
    }
    let kept = 0;
    let h = 0;
    const from = t.offsets[c];
    const to = t.offsets[c + 1];
    for (let i = from; i < to; i++) {
      kept += t.counts[i];
      const p = t.counts[i] / total;
      h -= p * Math.log(p);
    }
    const rest = (total - kept) / total;
    if (rest > 0) h -= rest * Math.log(rest);
    backoff[c] = (total - kept + discount * (to - from)) / total;
    entropy[c] = h;
  }
  return { backoff, entropy };
}

/** A row's continuation ids in rank order. */
function byRank(t: ContinuationCounts, row: number): number[] {
  const from = t.offsets[row];
  const ids: number[] = [];
  for (let i = from; i < t.offsets[row + 1]; i++) ids.push(i);
  return ids.sort((a, b) => t.ranks[a] - t.ranks[b]).map((i) => t.next[i]);
}

/** Position of `id` among the continuations of row `c` (next ids ascending), or -1. */
function findNext(t: ContinuationCounts, c: number, id: number): number {
  let lo = t.offsets[c];
  let hi = t.offsets[c + 1] - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = t.next[mid];
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Sorted hashed keys of n-grams with their values, in the order `layoutTable` expects. */
function sortedTable<E extends { ids: number[]; p: number }>(entries: E[]) {
  const keyed = entries.map((e) => {
    hashIds(e.ids, 0, e.ids.length);
    return { ...e, key: lastHashKey() };
  });
  keyed.sort((a, b) => a.key - b.key);
  for (let i = 1; i < keyed.length; i++)
    if (keyed[i].key === keyed[i - 1].key)
      throw new Error(`hash collision between n-grams ${keyed[i - 1].ids} and ${keyed[i].ids}`);
  return keyed;
}

/** Encodes the trigram model in the language-model format (version 2, f32 values, order 3). */
export function encodeTrigramLm(m: TrigramCounts): Uint8Array {
  const V = m.vocab.length;
  const D = m.discount;
  const unigramLogp = Float32Array.from(m.unigrams, (c) => Math.log((c + 1) / (m.tokens + V)));
  const p1 = (w: number) => Math.exp(unigramLogp[w]);
  const big = derive(m.bigram, D);
  const tri = derive(m.trigram, D);
  /** P(w | v) as the bigram level computes it. */
  const p2 = (v: number, w: number) => {
    const total = m.bigram.totals[v];
    if (total === 0) return p1(w);
    const i = findNext(m.bigram, v, w);
    const seen = i >= 0 ? Math.max(m.bigram.counts[i] - D, 0) / total : 0;
    return seen + big.backoff[v] * p1(w);
  };

  const triContext = new Map<number, number>();
  m.trigramKeys.forEach((key, c) => {
    triContext.set(key, c);
  });
  const bigrams = new Map<number, { ids: number[]; p: number; bo: number }>();
  const bigramEntry = (v: number, w: number) => {
    const key = v * V + w;
    const c = triContext.get(key);
    bigrams.set(key, {
      ids: [v, w],
      p: Math.log(p2(v, w)),
      bo: c === undefined ? 0 : Math.log(tri.backoff[c]),
    });
  };
  for (let v = 0; v < V; v++)
    for (let i = m.bigram.offsets[v]; i < m.bigram.offsets[v + 1]; i++) bigramEntry(v, m.bigram.next[i]);
  // A trigram context whose bigram was pruned still needs a stored entry to carry its backoff.
  for (const key of m.trigramKeys) if (!bigrams.has(key)) bigramEntry(Math.floor(key / V), key % V);

  const trigrams: Array<{ ids: number[]; p: number }> = [];
  m.trigramKeys.forEach((key, c) => {
    const u = Math.floor(key / V);
    const v = key % V;
    const total = m.trigram.totals[c];
    for (let i = m.trigram.offsets[c]; i < m.trigram.offsets[c + 1]; i++) {
      const w = m.trigram.next[i];
      const seen = Math.max(m.trigram.counts[i] - D, 0) / total;
      trigrams.push({ ids: [u, v, w], p: Math.log(seen + tri.backoff[c] * p2(v, w)) });
    }
  });

  const sections: Record<string, Uint32Array | Float32Array | string> = {
    vocab: m.vocab.join('\n'),
    'uni.logp': unigramLogp,
    'uni.bo': Float32Array.from(m.bigram.totals, (total, v) => (total > 0 ? Math.log(big.backoff[v]) : 0)),
  };
  const bucketBits: number[] = [];
  const o2 = sortedTable([...bigrams.values()]);
  const o3 = sortedTable(trigrams);
  const found2 = new Map<number, number>();
  for (const [n, table] of [
    [2, o2],
    [3, o3],
  ] as const) {
    const layout = layoutTable(Float64Array.from(table, (e) => e.key));
    if (layout.shadowed > 0) throw new Error(`order ${n}: ${layout.shadowed} fingerprints collide`);
    bucketBits.push(layout.bits);
    sections[`o${n}.offsets`] = layout.offsets;
    sections[`o${n}.fp`] = layout.fp;
    sections[`o${n}.p`] = Float32Array.from(table, (e) => e.p);
    if (n === 2) {
      sections['o2.bo'] = Float32Array.from(o2, (e) => e.bo);
      o2.forEach((e, i) => {
        found2.set(e.ids[0] * V + e.ids[1], i);
      });
    }
  }

  // Continuation lists in count order (the old ranks): every word that has counts as a context…
  const c2: number[] = [];
  for (let v = 0; v < V; v++) if (m.bigram.totals[v] > 0) c2.push(v);
  const lists = (keys: number[], rows: number[], counts: ContinuationCounts, entropy: Float32Array) => {
    const order = keys.map((_, i) => i).sort((a, b) => keys[a] - keys[b]);
    const offsets = new Uint32Array(keys.length + 1);
    const next: number[] = [];
    order.forEach((i, k) => {
      offsets[k] = next.length;
      next.push(...byRank(counts, rows[i]));
    });
    offsets[keys.length] = next.length;
    return {
      ctx: Uint32Array.from(order, (i) => keys[i]),
      off: offsets,
      next: Uint32Array.from(next),
      ent: Float32Array.from(order, (i) => entropy[rows[i]]),
    };
  };
  const l2 = lists(c2, c2, m.bigram, big.entropy);
  // …and every trigram context, keyed by its bigram's position in the bigram table.
  const rows3 = Array.from(m.trigramKeys, (_, c) => c);
  const l3 = lists(
    rows3.map((c) => found2.get(m.trigramKeys[c]) as number),
    rows3,
    m.trigram,
    tri.entropy,
  );
  for (const [n, l] of [
    [2, l2],
    [3, l3],
  ] as const) {
    sections[`c${n}.ctx`] = l.ctx;
    sections[`c${n}.off`] = l.off;
    sections[`c${n}.next`] = l.next;
    sections[`c${n}.ent`] = l.ent;
  }
  if (m.vocab[UNK_ID] !== '<unk>' || m.vocab[BOS_ID] !== '<s>')
    throw new Error('vocabulary lacks <unk>, <s>');
  return encodeLm(
    { order: 3, smoothing: 'absolute-discounting', lowercase: true, normalisation: 'ml', bucketBits },
    sections,
  );
}

/**
 * The per-token statistics exactly as the MLM1 reader computed them from the counts (the reference
 * the re-encoded model is checked against): ids scored after two `<s>`.
 */
export function referenceTokenStats(
  m: TrigramCounts,
  ids: readonly number[],
): Array<{ logp: number; rank: number; entropy: number; unknown: boolean }> {
  const V = m.vocab.length;
  const D = m.discount;
  const unigramLogp = Float32Array.from(m.unigrams, (c) => Math.log((c + 1) / (m.tokens + V)));
  const unigramEntropy = -unigramLogp.reduce((h, lp) => h + Math.exp(lp) * lp, 0);
  const big = derive(m.bigram, D);
  const tri = derive(m.trigram, D);
  const out = [];
  let u = BOS_ID;
  let v = BOS_ID;
  for (const w of ids) {
    const p1 = Math.exp(unigramLogp[w]);
    let p2 = p1;
    let rank = w + 1;
    let entropy = unigramEntropy;
    if (m.bigram.totals[v] > 0) {
      const i = findNext(m.bigram, v, w);
      const seen = i >= 0 ? Math.max(m.bigram.counts[i] - D, 0) / m.bigram.totals[v] : 0;
      p2 = seen + big.backoff[v] * p1;
      const kept = m.bigram.offsets[v + 1] - m.bigram.offsets[v];
      rank = i >= 0 ? m.bigram.ranks[i] : kept + w + 1;
      entropy = big.entropy[v];
    }
    let p = p2;
    const c = m.trigramKeys.indexOf(u * V + v);
    if (c >= 0) {
      const i = findNext(m.trigram, c, w);
      const seen = i >= 0 ? Math.max(m.trigram.counts[i] - D, 0) / m.trigram.totals[c] : 0;
      p = seen + tri.backoff[c] * p2;
      const kept = m.trigram.offsets[c + 1] - m.trigram.offsets[c];
      rank = i >= 0 ? m.trigram.ranks[i] : kept + rank;
      entropy = tri.entropy[c];
    }
    out.push({ logp: Math.log(p), rank, entropy, unknown: w === UNK_ID });
    u = v;
    v = w;
  }
  return out;
}

/** Reads an artefact of the earlier "MLM1" trigram format (only to convert it). */
export function readMlm1(bytes: Uint8Array): TrigramCounts {
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== 'MLM1') throw new Error('not an MLM1 trigram model');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as {
    discount: number;
    tokens: number;
    sections: Array<{ name: string; type: 'u16' | 'u32' | 'f32' | 'text'; offset: number; length: number }>;
  };
  // A copy at offset 0 of its own buffer (a Node Buffer's slice would be a view into a shared pool).
  const body = new Uint8Array(bytes.byteLength - 8 - headerLength);
  body.set(bytes.subarray(8 + headerLength));
  const section = (name: string) => {
    const s = header.sections.find((x) => x.name === name);
    if (!s) throw new Error(`MLM1 model lacks section ${name}`);
    if (s.type === 'text') return new TextDecoder().decode(body.subarray(s.offset, s.offset + s.length));
    const Ctor = s.type === 'u16' ? Uint16Array : s.type === 'u32' ? Uint32Array : Float32Array;
    return new Ctor(body.buffer, s.offset, s.length);
  };
  const table = (prefix: string): ContinuationCounts => ({
    offsets: section(`${prefix}.offsets`) as Uint32Array,
    next: section(`${prefix}.next`) as Uint16Array,
    counts: section(`${prefix}.counts`) as Uint16Array,
    ranks: section(`${prefix}.ranks`) as Uint16Array,
    totals: section(`${prefix}.totals`) as Uint32Array,
  });
  return {
    vocab: (section('vocab') as string).split('\n'),
    unigrams: section('unigram.counts') as Uint32Array,
    tokens: header.tokens,
    discount: header.discount,
    bigram: table('bigram'),
    trigramKeys: section('trigram.keys') as Uint32Array,
    trigram: table('trigram'),
  };
}
