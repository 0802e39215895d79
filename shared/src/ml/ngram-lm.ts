/**
 * Margin's trigram language model for AI-text detection: interpolated absolute discounting over
 * pruned counts (the pruned mass goes to the lower order, so probabilities still sum to one). Built
 * by scripts/train/lib/ngram-builder.ts from human-written text; this module reads the binary
 * artefact and scores token sequences (log-probability, rank and entropy per token).
 *
 * Layout: "MLM1", uint32 header length, JSON header {discount, tokens, sections}, then each section
 * (a typed array or UTF-8 text) at a 4-byte aligned offset.
 */

import { normalizeToken } from './tokens';

export const LM_MAGIC = 'MLM1';
export const UNK = 0;
export const BOS = 1;

/** Where a section of the artefact lies and what it holds. */
export interface LmSection {
  name: string;
  type: 'u16' | 'u32' | 'f32' | 'text';
  offset: number;
  length: number;
}

export interface LmHeader {
  discount: number;
  /** Training tokens (the unigram total). */
  tokens: number;
  vocabSize: number;
  sections: LmSection[];
}

/** What the model says about one token in its context. */
export interface TokenStat {
  /** Natural log-probability of the token. */
  logp: number;
  /** 1-based rank of the token among the continuations of its longest known context. */
  rank: number;
  /** Entropy (nats) of the continuation distribution of that context. */
  entropy: number;
  /** True when the token is outside the model's vocabulary. */
  unknown: boolean;
}

/** Continuations of a set of contexts: per context a run of (next id, count, rank) sorted by next id. */
interface ContinuationTable {
  offsets: Uint32Array;
  next: Uint16Array;
  counts: Uint16Array;
  ranks: Uint16Array;
  /** Count of the context in training, pruned continuations included. */
  totals: Uint32Array;
  /** Back-off weight and entropy of each context, derived when the model loads. */
  backoff: Float32Array;
  entropy: Float32Array;
}

function derive(t: Omit<ContinuationTable, 'backoff' | 'entropy'>, discount: number): ContinuationTable {
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
  return { ...t, backoff, entropy };
}

/** Index of `id` among the continuations of context `c`, or -1. */
function find(t: ContinuationTable, c: number, id: number): number {
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

/** A loaded trigram model. */
export class NgramLanguageModel {
  private readonly index = new Map<string, number>();
  private readonly unigramLogp: Float32Array;
  private readonly unigramEntropy: number;
  private readonly bigrams: ContinuationTable;
  private readonly trigrams: ContinuationTable;
  private readonly trigramKeys: Uint32Array;
  private readonly discount: number;
  readonly vocabSize: number;

  constructor(bytes: Uint8Array) {
    const magic = new TextDecoder().decode(bytes.subarray(0, 4));
    if (magic !== LM_MAGIC) throw new Error('not a Margin n-gram model (bad magic)');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const headerLength = view.getUint32(4, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as LmHeader;
    // Copy into an aligned buffer once so typed arrays can view it directly.
    const body = new Uint8Array(bytes.byteLength - 8 - headerLength);
    body.set(bytes.subarray(8 + headerLength));
    const section = (name: string) => {
      const s = header.sections.find((x) => x.name === name);
      if (!s) throw new Error(`n-gram model lacks section ${name}`);
      if (s.type === 'text') return new TextDecoder().decode(body.subarray(s.offset, s.offset + s.length));
      const Ctor = s.type === 'u16' ? Uint16Array : s.type === 'u32' ? Uint32Array : Float32Array;
      return new Ctor(body.buffer, s.offset, s.length);
    };
    const words = (section('vocab') as string).split('\n');
    this.vocabSize = words.length;
    words.forEach((w, i) => {
      this.index.set(w, i);
    });

    const unigrams = section('unigram.counts') as Uint32Array;
    const total = header.tokens + this.vocabSize;
    this.unigramLogp = Float32Array.from(unigrams, (c) => Math.log((c + 1) / total));
    this.unigramEntropy = -this.unigramLogp.reduce((h, lp) => h + Math.exp(lp) * lp, 0);
    const table = (prefix: string, totals: Uint32Array) =>
      derive(
        {
          offsets: section(`${prefix}.offsets`) as Uint32Array,
          next: section(`${prefix}.next`) as Uint16Array,
          counts: section(`${prefix}.counts`) as Uint16Array,
          ranks: section(`${prefix}.ranks`) as Uint16Array,
          totals,
        },
        header.discount,
      );
    this.bigrams = table('bigram', section('bigram.totals') as Uint32Array);
    this.trigramKeys = section('trigram.keys') as Uint32Array;
    this.trigrams = table('trigram', section('trigram.totals') as Uint32Array);
    this.discount = header.discount;
  }

  /** Vocabulary id of a raw token (normalised as the model was trained), UNK when unknown. */
  id(token: string): number {
    return this.index.get(normalizeToken(token)) ?? UNK;
  }

  private trigramContext(u: number, v: number): number {
    const key = u * this.vocabSize + v;
    let lo = 0;
    let hi = this.trigramKeys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.trigramKeys[mid];
      if (k === key) return mid;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Statistics of each token of a sequence of vocabulary ids, the text starting after two `<s>`. */
  score(ids: readonly number[]): TokenStat[] {
    const out: TokenStat[] = [];
    const D = this.discount;
    let u = BOS;
    let v = BOS;
    for (const w of ids) {
      const p1 = Math.exp(this.unigramLogp[w]);
      const big = this.bigrams;
      let p2 = p1;
      let rank = w + 1;
      let entropy = this.unigramEntropy;
      if (big.totals[v] > 0) {
        const i = find(big, v, w);
        const seen = i >= 0 ? Math.max(big.counts[i] - D, 0) / big.totals[v] : 0;
        p2 = seen + big.backoff[v] * p1;
        const kept = big.offsets[v + 1] - big.offsets[v];
        rank = i >= 0 ? big.ranks[i] : kept + w + 1;
        entropy = big.entropy[v];
      }
      let p = p2;
      const c = this.trigramContext(u, v);
      if (c >= 0) {
        const tri = this.trigrams;
        const i = find(tri, c, w);
        const seen = i >= 0 ? Math.max(tri.counts[i] - D, 0) / tri.totals[c] : 0;
        p = seen + tri.backoff[c] * p2;
        const kept = tri.offsets[c + 1] - tri.offsets[c];
        rank = i >= 0 ? tri.ranks[i] : kept + rank;
        entropy = tri.entropy[c];
      }
      out.push({ logp: Math.log(p), rank, entropy, unknown: w === UNK });
      u = v;
      v = w;
    }
    return out;
  }
}
