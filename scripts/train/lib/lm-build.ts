/**
 * Builds Margin's n-gram language model from tokenised sentences: ids on disk, hashed n-gram counts
 * in sorted run files, pruning to a size budget, probabilities (interpolated absolute discounting,
 * or stupid backoff for comparison) in backoff form, 8-bit quantisation, and the bucketed
 * fingerprint tables that shared/src/lm/model.ts reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { encodeLm, type LmHeaderInfo } from '@margin/shared/lm/format';
import { hashIds, KEY_HI_BITS, keyBucket, keyFingerprint, lastHashKey } from '@margin/shared/lm/hash';
import { BOS_ID, EOS_ID, UNK_ID } from '@margin/shared/lm/model';
import { BOS_TOKEN, EOS_TOKEN, UNK_TOKEN } from '@margin/shared/lm/tokens';
import { KeyIndex, ShardedCounter } from './lm-count';
import { forEachSentence, IdStreamWriter } from './lm-idstream';
import { quantise } from './lm-quantize';
import { probabilities } from './lm-smoothing';

export interface LmBuildOptions {
  order: number;
  lowercase: boolean;
  smoothing: LmHeaderInfo['smoothing'];
  /** Most words kept; the rest become `<unk>`. */
  maxVocab: number;
  minWordCount: number;
  /** Budget of stored n-grams of order ≥ 2; count thresholds rise until it holds. */
  maxNgrams: number;
  /** Scratch folder for the id stream and run files (emptied afterwards). */
  workDir: string;
  /** Entries per shard buffer while counting. */
  bufferSize?: number;
  /** Bytes allowed for the continuation lists (format 2); contexts seen most often are listed first. */
  continuationBytes?: number;
  /** Continuations kept per context, index n - 2 for contexts of n - 1 words. */
  continuationsPerContext?: number[];
  log?: (message: string) => void;
}

/** What happened to one order while building. */
export interface OrderStats {
  order: number;
  counted: number;
  distinct: number;
  threshold: number;
  kept: number;
  discount: number;
  bucketBits: number;
  /** Stored n-grams hidden behind an earlier one with the same bucket and fingerprint. */
  shadowed: number;
}

/** The continuation lists of one context length. */
export interface ContinuationStats {
  /** Continuations of n-grams of this order (contexts of order - 1 words). */
  order: number;
  contexts: number;
  entries: number;
}

export interface LmBuildStats {
  sentences: number;
  tokens: number;
  types: number;
  vocabulary: number;
  unkTokens: number;
  orders: OrderStats[];
  continuations: ContinuationStats[];
  /** Fewest occurrences of a context for it to have a continuation list. */
  continuationMinContext: number;
  bytes: number;
}

/** Counts below this are never stored, whatever the budget (singletons dominate and rarely help). */
const MIN_COUNT = 2;
const HIST = 1024;
/** Target fingerprints per bucket; lookups scan a bucket linearly. */
const BUCKET_LOAD = 8;
/** Defaults of the continuation lists: 10 MB (the artefact stays under 60 MB), top 48 / 16 / 8 after 1 / 2 / 3 words. */
const CONTINUATION_BYTES = 10_000_000;
const CONTINUATIONS_PER_CONTEXT = [48, 16, 8];

/** Stored n-grams of one order: sorted keys and their counts. */
export interface Kept {
  keys: Float64Array;
  counts: Uint32Array;
}

function concat(parts: Kept[]): Kept {
  const n = parts.reduce((s, p) => s + p.keys.length, 0);
  const keys = new Float64Array(n);
  const counts = new Uint32Array(n);
  let at = 0;
  for (const p of parts) {
    keys.set(p.keys, at);
    counts.set(p.counts, at);
    at += p.keys.length;
  }
  return { keys, counts };
}

function filter(k: Kept, threshold: number): Kept {
  let n = 0;
  for (let i = 0; i < k.counts.length; i++) if (k.counts[i] >= threshold) n++;
  const keys = new Float64Array(n);
  const counts = new Uint32Array(n);
  let j = 0;
  for (let i = 0; i < k.counts.length; i++)
    if (k.counts[i] >= threshold) {
      keys[j] = k.keys[i];
      counts[j++] = k.counts[i];
    }
  return { keys, counts };
}

/** Entries of a histogram at or above a threshold (the last bin holds every larger count). */
const atLeast = (hist: Float64Array, t: number) =>
  hist.slice(Math.min(t, HIST - 1)).reduce((a, b) => a + b, 0);

/**
 * Count thresholds per order (non-decreasing with order, so every stored n-gram's context and
 * suffix are stored too) raised on the order with most entries until the budget holds.
 */
export function chooseThresholds(hists: Float64Array[], budget: number): number[] {
  const t = hists.map(() => MIN_COUNT);
  const size = () => hists.reduce((s, h, i) => s + atLeast(h, t[i]), 0);
  while (size() > budget && t[0] < HIST - 1) {
    let largest = hists.length - 1;
    for (let i = hists.length - 1; i >= 0; i--)
      if (atLeast(hists[i], t[i]) > atLeast(hists[largest], t[largest])) largest = i;
    t[largest]++;
    for (let i = largest + 1; i < t.length; i++) t[i] = Math.max(t[i], t[largest]);
  }
  return t;
}

/**
 * One order's lookup table from its sorted keys: bucket starts, 32-bit fingerprints, and for each
 * key the index a lookup finds (an earlier key's when both share bucket and fingerprint).
 */
export function layoutTable(keys: Float64Array) {
  const bits = Math.min(
    KEY_HI_BITS,
    Math.max(1, Math.ceil(Math.log2(Math.max(1, keys.length / BUCKET_LOAD)))),
  );
  const offsets = new Uint32Array(2 ** bits + 1);
  const fp = new Uint32Array(keys.length);
  const canonical = Int32Array.from({ length: keys.length }, (_, i) => i);
  let shadowed = 0;
  for (let i = 0; i < keys.length; i++) {
    const bucket = keyBucket(keys[i], bits);
    offsets[bucket + 1]++;
    fp[i] = keyFingerprint(keys[i]);
    for (let j = i - 1; j >= 0 && keyBucket(keys[j], bits) === bucket; j--)
      if (fp[j] === fp[i]) {
        shadowed++;
        canonical[i] = canonical[j];
        break;
      }
  }
  for (let b = 1; b < offsets.length; b++) offsets[b] += offsets[b - 1];
  return { bits, offsets, fp, canonical, shadowed };
}

/** Builds the artefact bytes from sentences of normalised tokens. */
export async function buildLm(
  sentences: AsyncIterable<string[]> | Iterable<string[]>,
  o: LmBuildOptions,
): Promise<{ bytes: Uint8Array; stats: LmBuildStats }> {
  const log = o.log ?? (() => {});
  fs.mkdirSync(o.workDir, { recursive: true });
  const idFile = path.join(o.workDir, 'ids.bin');
  const writer = new IdStreamWriter(idFile);
  for await (const s of sentences) writer.addSentence(s);
  writer.close();
  log(`tokenised ${writer.tokens} tokens in ${writer.sentences} sentences, ${writer.types.size} types`);

  // Vocabulary: the most frequent types; ids 0-2 are <unk>, <s>, </s>.
  const ranked = [...writer.types.entries()]
    .filter(([, id]) => writer.typeCounts[id] >= o.minWordCount)
    .sort((a, b) => writer.typeCounts[b[1]] - writer.typeCounts[a[1]] || (a[0] < b[0] ? -1 : 1))
    .slice(0, o.maxVocab);
  const words = [UNK_TOKEN, BOS_TOKEN, EOS_TOKEN, ...ranked.map(([w]) => w)];
  const remap = new Uint32Array(writer.types.size + 1).fill(UNK_ID);
  ranked.forEach(([, type], i) => {
    remap[type] = i + 3;
  });
  const unigramCounts = new Float64Array(words.length);
  for (let type = 1; type <= writer.types.size; type++) unigramCounts[remap[type]] += writer.typeCounts[type];
  unigramCounts[BOS_ID] = writer.sentences;
  unigramCounts[EOS_ID] = writer.sentences;
  const unkTokens = unigramCounts[UNK_ID];
  writer.types.clear();

  // Count every n-gram of order 2..N into sharded runs.
  const counters = new Map<number, ShardedCounter>();
  for (let n = 2; n <= o.order; n++) counters.set(n, new ShardedCounter(o.workDir, `o${n}`, o.bufferSize));
  forEachSentence(idFile, remap, BOS_ID, EOS_ID, (ids, length) => {
    for (let n = 2; n <= o.order; n++) {
      const counter = counters.get(n) as ShardedCounter;
      for (let end = n; end <= length; end++) {
        hashIds(ids, end - n, end);
        counter.add(lastHashKey());
      }
    }
  });
  log('counted n-grams; merging runs');

  const hists: Float64Array[] = [];
  const candidates: Kept[] = [];
  const orders: OrderStats[] = [];
  for (let n = 2; n <= o.order; n++) {
    const counter = counters.get(n) as ShardedCounter;
    const hist = new Float64Array(HIST);
    const parts: Kept[] = [];
    let distinct = 0;
    for (const run of counter.shards()) {
      distinct += run.keys.length;
      for (let i = 0; i < run.counts.length; i++) hist[Math.min(run.counts[i], HIST - 1)]++;
      parts.push(filter(run, MIN_COUNT));
    }
    hists.push(hist);
    candidates.push(concat(parts));
    // Absolute discount from counts of counts (Ney, Essen & Kneser 1994), before any pruning.
    const discount = hist[1] + hist[2] > 0 ? hist[1] / (hist[1] + 2 * hist[2]) : 0.5;
    orders.push({
      order: n,
      counted: counter.total,
      distinct,
      threshold: 0,
      kept: 0,
      discount,
      bucketBits: 0,
      shadowed: 0,
    });
    log(`order ${n}: ${counter.total} n-grams, ${distinct} distinct, discount ${discount.toFixed(3)}`);
  }
  const thresholds = chooseThresholds(hists, o.maxNgrams);
  const kept = candidates.map((c, i) => filter(c, thresholds[i]));
  candidates.length = 0;
  kept.forEach((k, i) => {
    orders[i].threshold = thresholds[i];
    orders[i].kept = k.keys.length;
  });
  log(`thresholds ${thresholds.join(', ')}; kept ${kept.map((k) => k.keys.length).join(', ')}`);

  // Link every stored n-gram to its context (prefix) and lower-order n-gram (suffix).
  const index = kept.map((k) => new KeyIndex(k.keys));
  const prefix = kept.map((k) => new Int32Array(k.keys.length).fill(-1));
  const suffix = kept.map((k) => new Int32Array(k.keys.length).fill(-1));
  forEachSentence(idFile, remap, BOS_ID, EOS_ID, (ids, length) => {
    for (let end = 2; end <= length; end++) {
      for (let n = 2; n <= o.order && n <= end; n++) {
        const t = n - 2;
        hashIds(ids, end - n, end);
        const i = index[t].find(lastHashKey());
        // A stored n-gram's suffix is stored, so a miss here means no longer one ends here either.
        if (i < 0) break;
        if (prefix[t][i] >= 0) continue;
        if (n === 2) {
          prefix[t][i] = ids[end - 2];
          suffix[t][i] = ids[end - 1];
        } else {
          hashIds(ids, end - n, end - 1);
          prefix[t][i] = index[t - 1].find(lastHashKey());
          hashIds(ids, end - n + 1, end);
          suffix[t][i] = index[t - 1].find(lastHashKey());
        }
      }
    }
  });
  index.length = 0;
  fs.rmSync(o.workDir, { recursive: true, force: true });
  for (let t = 0; t < kept.length; t++) {
    const unlinked = prefix[t].filter((p, i) => p < 0 || suffix[t][i] < 0).length;
    if (unlinked > 0) throw new Error(`order ${t + 2}: ${unlinked} stored n-grams have no stored context`);
  }

  const { logProb, logBackoff, unigramLogProb, unigramBackoff } = probabilities(
    o,
    unigramCounts,
    kept,
    prefix,
    suffix,
    orders,
  );

  const sections: Record<string, Uint8Array | Uint16Array | Uint32Array | Float32Array | string> = {
    vocab: words.join('\n'),
    'uni.logp': Float32Array.from(unigramLogProb),
    'uni.bo': Float32Array.from(unigramBackoff),
  };
  const bucketBits: number[] = [];
  /** Per order, the index a lookup finds for each stored n-gram (an earlier entry when shadowed). */
  const found: Int32Array[] = [];
  for (let t = 0; t < kept.length; t++) {
    const n = t + 2;
    const { bits, offsets, fp, canonical, shadowed } = layoutTable(kept[t].keys);
    bucketBits.push(bits);
    found.push(canonical);
    orders[t].bucketBits = bits;
    orders[t].shadowed = shadowed;
    const p = quantise(logProb[t]);
    sections[`o${n}.offsets`] = offsets;
    sections[`o${n}.fp`] = fp;
    sections[`o${n}.p`] = p.codes;
    sections[`o${n}.pbook`] = p.book;
    if (n < o.order) {
      const bo = quantise(logBackoff[t]);
      sections[`o${n}.bo`] = bo.codes;
      sections[`o${n}.bobook`] = bo.book;
    }
  }
  const lists = continuationLists(o, unigramCounts, kept, prefix, suffix, logProb, found);
  Object.assign(sections, lists.sections);
  const bytes = encodeLm(
    { order: o.order, smoothing: o.smoothing, lowercase: o.lowercase, bucketBits },
    sections,
  );
  return {
    bytes,
    stats: {
      sentences: writer.sentences,
      tokens: writer.tokens,
      types: remap.length - 1,
      vocabulary: words.length,
      unkTokens,
      orders,
      continuations: lists.stats,
      continuationMinContext: lists.minContext,
      bytes: bytes.length,
    },
  };
}

/**
 * Continuation lists (format 2): for the contexts seen most often, their stored continuations' word
 * ids, most probable first, and the entropy of the context's next-word distribution (stored
 * continuations plus the rest of the mass as one outcome). A context of one word is keyed by its id;
 * a longer one by the index a lookup of it finds in its order's table.
 */
function continuationLists(
  o: LmBuildOptions,
  unigramCounts: Float64Array,
  kept: Kept[],
  prefix: Int32Array[],
  suffix: Int32Array[],
  logProb: Float64Array[],
  found: Int32Array[],
) {
  const budget = o.continuationBytes ?? CONTINUATION_BYTES;
  const perContext = o.continuationsPerContext ?? CONTINUATIONS_PER_CONTEXT;
  // The last word of every stored n-gram, through its suffix links down to the bigram.
  const lastWord: Int32Array[] = [];
  for (let t = 0; t < kept.length; t++)
    lastWord.push(t === 0 ? suffix[0] : Int32Array.from(suffix[t], (s) => lastWord[t - 1][s]));
  // Entries of each order grouped by context, most probable first.
  const grouped = kept.map((k, t) => {
    const order = Uint32Array.from({ length: k.keys.length }, (_, i) => i);
    const ctx = prefix[t];
    const lp = logProb[t];
    order.sort((a, b) => ctx[a] - ctx[b] || lp[b] - lp[a] || lastWord[t][a] - lastWord[t][b]);
    return order;
  });
  // Choose contexts by how often they were seen until the budget holds (12 bytes per context).
  const counts: number[] = [];
  const costs: number[] = [];
  grouped.forEach((g, t) => {
    const contextCounts = t === 0 ? unigramCounts : kept[t - 1].counts;
    for (let a = 0; a < g.length; ) {
      const h = prefix[t][g[a]];
      let b = a;
      while (b < g.length && prefix[t][g[b]] === h) b++;
      counts.push(contextCounts[h]);
      costs.push(12 + 4 * Math.min(perContext[Math.min(t, perContext.length - 1)], b - a));
      a = b;
    }
  });
  const byCount = Uint32Array.from({ length: counts.length }, (_, i) => i).sort(
    (a, b) => counts[b] - counts[a],
  );
  let spent = 0;
  let minContext = Number.POSITIVE_INFINITY;
  for (const i of byCount) {
    if (spent + costs[i] > budget) break;
    spent += costs[i];
    minContext = counts[i];
  }
  // Contexts at exactly the threshold are all in or all out, so the rule stays one number.
  if (spent > 0 && byCount.length > 0) {
    let atThreshold = 0;
    for (const i of byCount) if (counts[i] === minContext) atThreshold += costs[i];
    if (spent + atThreshold > budget) minContext += 1;
  }

  const sections: Record<string, Uint32Array | Float32Array> = {};
  const stats: ContinuationStats[] = [];
  grouped.forEach((g, t) => {
    const n = t + 2;
    const limit = perContext[Math.min(t, perContext.length - 1)];
    const contextCounts = t === 0 ? unigramCounts : kept[t - 1].counts;
    const keys: number[] = [];
    const offsets: number[] = [0];
    const next: number[] = [];
    const entropy: number[] = [];
    for (let a = 0; a < g.length; ) {
      const h = prefix[t][g[a]];
      let b = a;
      while (b < g.length && prefix[t][g[b]] === h) b++;
      if (contextCounts[h] >= minContext) {
        let mass = 0;
        let H = 0;
        for (let k = a; k < b; k++) {
          const p = Math.exp(logProb[t][g[k]]);
          mass += p;
          H -= p * logProb[t][g[k]];
        }
        const rest = 1 - mass;
        if (rest > 1e-12) H -= rest * Math.log(rest);
        keys.push(t === 0 ? h : found[t - 1][h]);
        for (let k = a; k < Math.min(b, a + limit); k++) next.push(lastWord[t][g[k]]);
        offsets.push(next.length);
        entropy.push(H);
      }
      a = b;
    }
    // Keys of longer contexts are table positions, already ascending; shadowed ones may repeat.
    const orderOf = keys.map((_, i) => i).sort((x, y) => keys[x] - keys[y]);
    const ctx = new Uint32Array(keys.length);
    const off = new Uint32Array(keys.length + 1);
    const words = new Uint32Array(next.length);
    const ent = new Float32Array(keys.length);
    let at = 0;
    let m = 0;
    for (const i of orderOf) {
      if (m > 0 && ctx[m - 1] === keys[i]) continue;
      ctx[m] = keys[i];
      ent[m] = entropy[i];
      off[m] = at;
      for (let k = offsets[i]; k < offsets[i + 1]; k++) words[at++] = next[k];
      m++;
    }
    off[m] = at;
    sections[`c${n}.ctx`] = ctx.slice(0, m);
    sections[`c${n}.off`] = off.slice(0, m + 1);
    sections[`c${n}.next`] = words.slice(0, at);
    sections[`c${n}.ent`] = ent.slice(0, m);
    stats.push({ order: n, contexts: m, entries: at });
  });
  return { sections, stats, minContext: Number.isFinite(minContext) ? minContext : 0 };
}
