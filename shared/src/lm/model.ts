/**
 * Margin's n-gram language model: reads the artefact written by `npm run train -- lm` and scores
 * words in context. Probabilities are stored in backoff form (ARPA-style): an n-gram found in its
 * table gives its probability directly; otherwise the context's backoff weight times the probability
 * under the shorter context. Lookups hash the ids (`hash.ts`) into a bucket and compare a 32-bit
 * fingerprint, so memory stays near 6.5 bytes per n-gram and a false match needs a 32-bit coincidence
 * inside one bucket (about one lookup in 10^9).
 */
import { normalizeToken } from '../ml/tokens';
import { type DecodedLm, decodeLm, LmFormatError, type LmHeaderInfo } from './format';
import { hashIds, lastHash } from './hash';
import { BOS_TOKEN, EOS_TOKEN, lmToken, UNK_TOKEN } from './tokens';
import { Vocabulary } from './vocabulary';

export const UNK_ID = 0;
export const BOS_ID = 1;
export const EOS_ID = 2;

/** One order's table: bucketed fingerprints with log-probabilities and backoffs (8-bit codes or f32). */
interface NgramTable {
  bucketShift: number;
  offsets: Uint32Array;
  fingerprints: Uint32Array;
  prob: Values;
  backoff?: Values;
}

/** Values stored either as 8-bit codes into a codebook or as plain f32. */
interface Values {
  codes?: Uint8Array;
  book?: Float32Array;
  plain?: Float32Array;
}

/** Continuation lists of the contexts of one length (format 2). */
interface ContinuationTable {
  contexts: Uint32Array;
  offsets: Uint32Array;
  next: Uint32Array;
  entropy: Float32Array;
}

/** What the model says about one token of a sequence (the statistics AI detection reads). */
export interface TokenStat {
  /** Natural log-probability of the token. */
  logp: number;
  /**
   * 1-based rank of the token among the listed continuations of its longest listed context; a token
   * not in that list ranks after it, by its rank under the next shorter context (under no context:
   * its id + 1, the vocabulary being in falling frequency).
   */
  rank: number;
  /** Entropy (nats) of the next-word distribution of that context (unigram entropy when none). */
  entropy: number;
  /** True when the token is outside the vocabulary. */
  unknown: boolean;
}

/** A likely next word. */
export interface NextWord {
  word: string;
  id: number;
  logProb: number;
}

function values(lm: DecodedLm, name: string, book: string): Values {
  if (lm.typeOf(name) === 'f32') return { plain: lm.section(name, 'f32') as Float32Array };
  return {
    codes: lm.section(name, 'u8') as Uint8Array,
    book: lm.section(book, 'f32') as Float32Array,
  };
}

const valueAt = (v: Values, i: number): number =>
  v.plain ? v.plain[i] : (v.book as Float32Array)[(v.codes as Uint8Array)[i]];

/** What the model said about one token of a sentence. */
export interface TokenScore {
  token: string;
  /** Natural log-probability of the token given the tokens before it. */
  logProb: number;
  /** Length of the longest n-gram ending here that the model knew (1 = unigram only). */
  order: number;
  unknown: boolean;
}

export interface SentenceScore {
  /** Sum of the per-token log-probabilities, `</s>` included. */
  total: number;
  tokens: TokenScore[];
}

/** Raw tokens whose ids a model remembers (a few MB); past it the memory starts again. */
const RECENT_IDS = 50_000;

/** A loaded language model. */
export class LanguageModel {
  readonly info: LmHeaderInfo;
  readonly vocabSize: number;
  /** Word ↔ id (`vocabulary.ts`: 3 MB of typed arrays over the artefact's bytes, not a Map of 250,000 strings). */
  private readonly vocabulary: Vocabulary;
  /** Ids of raw tokens asked for lately (`id`), at most RECENT_IDS of them. */
  private readonly recentIds = new Map<string, number>();
  /** Whether the model predicts sentence ends (`</s>` has id 2). */
  readonly hasEos: boolean;
  /** Continuation lists, index n - 2 for contexts of n - 1 words; empty before format 2. */
  private readonly lists: Array<ContinuationTable | undefined> = [];
  private unigramEntropyCache: number | undefined;
  private readonly unigramLogProb: Float32Array;
  private readonly unigramBackoff: Float32Array;
  /** Index n - 2 holds order n. */
  private readonly tables: NgramTable[] = [];
  private readonly window: Uint32Array;
  private matchedOrder = 1;
  /** The constant log backoff of a stupid-backoff model; undefined for a normalised one. */
  private readonly stupidBackoff: number | undefined;

  constructor(bytes: Uint8Array) {
    const lm = decodeLm(bytes);
    this.info = lm.info;
    const { order, bucketBits } = lm.info;
    if (!Number.isInteger(order) || order < 2 || bucketBits?.length !== order - 1)
      throw new LmFormatError('language model header has no valid order');
    const vocabulary = new Vocabulary(lm.textBytes('vocab'));
    if (vocabulary.word(UNK_ID) !== UNK_TOKEN || vocabulary.word(BOS_ID) !== BOS_TOKEN)
      throw new LmFormatError('language model vocabulary lacks <unk>, <s>');
    this.vocabulary = vocabulary;
    this.hasEos = vocabulary.word(EOS_ID) === EOS_TOKEN;
    this.vocabSize = vocabulary.size;
    this.unigramLogProb = lm.section('uni.logp', 'f32') as Float32Array;
    this.unigramBackoff = lm.section('uni.bo', 'f32') as Float32Array;
    if (this.unigramLogProb.length !== this.vocabSize || this.unigramBackoff.length !== this.vocabSize)
      throw new LmFormatError('language model unigram sections do not match its vocabulary');
    for (let n = 2; n <= order; n++) {
      const bits = bucketBits[n - 2];
      const offsets = lm.section(`o${n}.offsets`, 'u32') as Uint32Array;
      const fingerprints = lm.section(`o${n}.fp`, 'u32') as Uint32Array;
      const prob = values(lm, `o${n}.p`, `o${n}.pbook`);
      if (offsets.length !== 2 ** bits + 1 || offsets[offsets.length - 1] !== fingerprints.length)
        throw new LmFormatError(`language model order ${n} index is inconsistent`);
      if ((prob.plain ?? prob.codes)?.length !== fingerprints.length)
        throw new LmFormatError(`language model order ${n} probabilities do not match its keys`);
      const table: NgramTable = { bucketShift: 32 - bits, offsets, fingerprints, prob };
      if (n < order) table.backoff = values(lm, `o${n}.bo`, `o${n}.bobook`);
      this.tables.push(table);
      if (lm.has(`c${n}.ctx`)) {
        const list: ContinuationTable = {
          contexts: lm.section(`c${n}.ctx`, 'u32') as Uint32Array,
          offsets: lm.section(`c${n}.off`, 'u32') as Uint32Array,
          next: lm.section(`c${n}.next`, 'u32') as Uint32Array,
          entropy: lm.section(`c${n}.ent`, 'f32') as Float32Array,
        };
        const contexts = list.contexts.length;
        if (
          list.offsets.length !== contexts + 1 ||
          list.entropy.length !== contexts ||
          list.offsets[contexts] !== list.next.length
        )
          throw new LmFormatError(`language model continuation lists of order ${n} are inconsistent`);
        this.lists[n - 2] = list;
      }
    }
    this.window = new Uint32Array(order);
    this.stupidBackoff = lm.info.smoothing === 'stupid-backoff' ? this.unigramBackoff[UNK_ID] : undefined;
  }

  /** Vocabulary id of a raw token (normalised as in training); `UNK_ID` when unknown. */
  id(token: string): number {
    let id = this.recentIds.get(token);
    if (id !== undefined) return id;
    if (token === BOS_TOKEN) return BOS_ID;
    if (token === EOS_TOKEN) return this.hasEos ? EOS_ID : UNK_ID;
    const key =
      this.info.normalisation === 'ml' ? normalizeToken(token) : lmToken(token, this.info.lowercase);
    id = this.vocabulary.id(key);
    if (id < 0) id = UNK_ID;
    // Normalising a token costs more than the lookup: scoring asks for the same words again and again.
    if (this.recentIds.size >= RECENT_IDS) this.recentIds.clear();
    this.recentIds.set(token, id);
    return id;
  }

  /** Words by id (the whole list, built on first use: `word(id)` reads one). */
  get words(): readonly string[] {
    return this.vocabulary.words;
  }

  /** The word of a vocabulary id (undefined out of range). */
  word(id: number): string | undefined {
    return this.vocabulary.word(id);
  }

  /** Whether the artefact has continuation lists (format 2). */
  get hasContinuations(): boolean {
    return this.lists.length > 0;
  }

  /** Index of the n-gram `ids[from..to)` in its table, or -1. */
  private find(ids: ArrayLike<number>, from: number, to: number): number {
    const table = this.tables[to - from - 2];
    hashIds(ids, from, to);
    const bucket = lastHash.hi >>> table.bucketShift;
    const fp = lastHash.lo;
    const end = table.offsets[bucket + 1];
    for (let i = table.offsets[bucket]; i < end; i++) if (table.fingerprints[i] === fp) return i;
    return -1;
  }

  /** Log-probability of `ids[to - 1]` after `ids[from..to-1)`; sets `matchedOrder`. */
  private logProbIds(ids: ArrayLike<number>, from: number, to: number): number {
    let backoff = 0;
    for (let start = Math.max(from, to - this.info.order); start < to - 1; start++) {
      const n = to - start;
      const i = this.find(ids, start, to);
      if (i >= 0) {
        this.matchedOrder = n;
        return backoff + valueAt(this.tables[n - 2].prob, i);
      }
      // Back off: the context ids[start..to-1) pays its weight when the model knows it (stupid
      // backoff pays a constant at every step).
      if (this.stupidBackoff !== undefined) backoff += this.stupidBackoff;
      else if (n - 1 === 1) backoff += this.unigramBackoff[ids[start]];
      else {
        const c = this.find(ids, start, to - 1);
        if (c >= 0) backoff += valueAt(this.tables[n - 3].backoff as Values, c);
      }
    }
    this.matchedOrder = 1;
    return backoff + this.unigramLogProb[ids[to - 1]];
  }

  /** Natural log-probability of `word` after `context` (raw tokens, most recent last; `<s>` allowed). */
  logProb(context: readonly string[], word: string): number {
    const keep = Math.min(context.length, this.info.order - 1);
    const ids = this.window;
    for (let i = 0; i < keep; i++) ids[i] = this.id(context[context.length - keep + i]);
    ids[keep] = this.id(word);
    return this.logProbIds(ids, 0, keep + 1);
  }

  /** `<s>`, the ids of `tokens`, then `</s>`. */
  private sentenceIds(tokens: readonly string[]): Uint32Array {
    const ids = new Uint32Array(tokens.length + 2);
    ids[0] = BOS_ID;
    for (let i = 0; i < tokens.length; i++) ids[i + 1] = this.id(tokens[i]);
    ids[tokens.length + 1] = EOS_ID;
    return ids;
  }

  /** Scores a sentence's tokens after `<s>`, `</s>` included (pass `eos: false` for a fragment). */
  scoreSentence(tokens: readonly string[], eos = this.hasEos): SentenceScore {
    return this.scoreIds(tokens, this.sentenceIds(tokens), eos);
  }

  /**
   * The same as `scoreSentence(tokens, eos)`, to the last bit, when `base` is `scoreSentence(baseTokens,
   * eos)`: a token whose n-gram (itself and the `order - 1` ids before it) is the same in both
   * sentences takes its score from `base` instead of the tables. Candidate edits rescore a sentence
   * that differs from the written one in a word or two; this looks up only the n-grams they touch,
   * and adds the per-token scores in the same order, so the total is the same float.
   */
  scoreSentenceFrom(
    tokens: readonly string[],
    baseTokens: readonly string[],
    base: SentenceScore,
    eos = this.hasEos,
  ): SentenceScore {
    const ids = this.sentenceIds(tokens);
    // Positions in `ids` (0 is `<s>`, the last `</s>`) whose tokens are the same strings in both; the
    // same string has the same id (two strings with one id are only scored anew).
    const n = ids.length;
    const m = baseTokens.length + 2;
    const same = (i: number, j: number) =>
      i === 0 || j === 0
        ? i === j
        : i === n - 1 || j === m - 1
          ? i === n - 1 && j === m - 1
          : tokens[i - 1] === baseTokens[j - 1];
    let prefix = 0;
    while (prefix < n && prefix < m && same(prefix, prefix)) prefix++;
    let suffix = 0;
    while (suffix < n - prefix && suffix < m - prefix && same(n - 1 - suffix, m - 1 - suffix)) suffix++;
    // Position t (ids[t]) of this sentence is position t - shift of the base in the shared suffix.
    const shift = n - m;
    const reach = this.info.order - 1;
    return this.scoreIds(tokens, ids, eos, (t) => {
      // The whole n-gram ending at t lies in the shared prefix or in the shared suffix.
      if (t < prefix) return base.tokens[t - 1];
      if (t - reach >= n - suffix) return base.tokens[t - shift - 1];
      return undefined;
    });
  }

  /** Scores `ids` (`sentenceIds(tokens)`); `known(t)`, when it answers, is position t's score. */
  private scoreIds(
    tokens: readonly string[],
    ids: Uint32Array,
    eos: boolean,
    known?: (t: number) => TokenScore | undefined,
  ): SentenceScore {
    if (eos && !this.hasEos) throw new Error('this language model does not predict sentence ends');
    const last = eos ? tokens.length + 1 : tokens.length;
    const scores: TokenScore[] = [];
    let total = 0;
    for (let t = 1; t <= last; t++) {
      const token = t <= tokens.length ? tokens[t - 1] : EOS_TOKEN;
      const reused = known?.(t);
      let logProb: number;
      let order: number;
      if (reused) {
        logProb = reused.logProb;
        order = reused.order;
      } else {
        logProb = this.logProbIds(ids, 0, t + 1);
        order = this.matchedOrder;
      }
      total += logProb;
      scores.push({ token, logProb, order, unknown: ids[t] === UNK_ID });
    }
    return { total, tokens: scores };
  }

  /** Position of the list of context `ids[from..to)` among the contexts of its length, or -1. */
  private listOf(ids: ArrayLike<number>, from: number, to: number): number {
    const table = this.lists[to - from - 1];
    if (!table) return -1;
    let key = ids[from];
    if (to - from > 1) {
      key = this.find(ids, from, to);
      if (key < 0) return -1;
    }
    const contexts = table.contexts;
    let lo = 0;
    let hi = contexts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = contexts[mid];
      if (v === key) return mid;
      if (v < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Entropy (nats) of the unigram distribution. */
  private unigramEntropy(): number {
    if (this.unigramEntropyCache === undefined) {
      let h = 0;
      for (const lp of this.unigramLogProb) h -= Math.exp(lp) * lp;
      this.unigramEntropyCache = h;
    }
    return this.unigramEntropyCache;
  }

  /**
   * Statistics of each token of a sequence of vocabulary ids, after `order - 1` `<s>` (no sentence
   * end is scored): log-probability, rank among its context's listed continuations, and that
   * context's entropy. Needs continuation lists (format 2).
   */
  tokenStats(ids: readonly number[]): TokenStat[] {
    const pad = this.info.order - 1;
    const seq = new Uint32Array(pad + ids.length);
    seq.fill(BOS_ID, 0, pad);
    seq.set(ids, pad);
    const out: TokenStat[] = [];
    const base = this.unigramEntropy();
    for (let p = pad; p < seq.length; p++) {
      const w = seq[p];
      let rank = w + 1;
      let entropy = base;
      for (let length = 1; length <= pad; length++) {
        const li = this.listOf(seq, p - length, p);
        if (li < 0) continue;
        const table = this.lists[length - 1] as ContinuationTable;
        const start = table.offsets[li];
        const end = table.offsets[li + 1];
        let at = -1;
        for (let k = start; k < end; k++)
          if (table.next[k] === w) {
            at = k - start;
            break;
          }
        rank = at >= 0 ? at + 1 : end - start + rank;
        entropy = table.entropy[li];
      }
      out.push({ logp: this.logProbIds(seq, 0, p + 1), rank, entropy, unknown: w === UNK_ID });
    }
    return out;
  }

  /**
   * The likeliest next words after `context` (raw tokens, most recent last; `<s>` allowed), best
   * first: candidates from the continuation lists of every context length, each scored by the full
   * model, then (unless `frequentFallback` is false) the most frequent words; `accept` filters
   * candidates by word. Needs format 2.
   */
  nextWords(
    context: readonly string[],
    limit = 8,
    accept?: (word: string) => boolean,
    frequentFallback = true,
  ): NextWord[] {
    const keep = Math.min(context.length, this.info.order - 1);
    const ids = new Uint32Array(keep + 1);
    for (let i = 0; i < keep; i++) ids[i] = this.id(context[context.length - keep + i]);
    const seen = new Set<number>();
    const out: NextWord[] = [];
    const consider = (w: number) => {
      if (w === UNK_ID || w === BOS_ID || seen.has(w)) return;
      seen.add(w);
      const word = this.vocabulary.word(w) as string;
      if (accept && !accept(word)) return;
      ids[keep] = w;
      out.push({ word, id: w, logProb: this.logProbIds(ids, 0, keep + 1) });
    };
    // Longest context first; a shorter one only adds words while there are too few.
    for (let length = keep; length >= 1; length--) {
      if (ids.subarray(keep - length, keep).includes(UNK_ID)) continue;
      const li = this.listOf(ids, keep - length, keep);
      if (li < 0) continue;
      const table = this.lists[length - 1] as ContinuationTable;
      for (let k = table.offsets[li]; k < table.offsets[li + 1]; k++) consider(table.next[k]);
      if (out.length >= limit * 2) break;
    }
    // The vocabulary is in falling frequency after the specials: the unigram fallback.
    if (frequentFallback) for (let w = EOS_ID; w < this.vocabSize && out.length < limit; w++) consider(w);
    return out.sort((a, b) => b.logProb - a.logProb).slice(0, limit);
  }
}
