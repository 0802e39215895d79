/**
 * Margin's n-gram language model: reads the artefact written by `npm run train -- lm` and scores
 * words in context. Probabilities are stored in backoff form (ARPA-style): an n-gram found in its
 * table gives its probability directly; otherwise the context's backoff weight times the probability
 * under the shorter context. Lookups hash the ids (`hash.ts`) into a bucket and compare a 32-bit
 * fingerprint, so memory stays near 6.5 bytes per n-gram and a false match needs a 32-bit coincidence
 * inside one bucket (about one lookup in 10^9).
 */
import { decodeLm, LmFormatError, type LmHeaderInfo } from './format';
import { hashIds, lastHash } from './hash';
import { BOS_TOKEN, EOS_TOKEN, lmToken, UNK_TOKEN } from './tokens';

export const UNK_ID = 0;
export const BOS_ID = 1;
export const EOS_ID = 2;

/** One order's table: bucketed fingerprints with quantised log-probabilities and backoffs. */
interface NgramTable {
  bucketShift: number;
  offsets: Uint32Array;
  fingerprints: Uint32Array;
  probCodes: Uint8Array;
  probBook: Float32Array;
  backoffCodes?: Uint8Array;
  backoffBook?: Float32Array;
}

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

/** A loaded language model. */
export class LanguageModel {
  readonly info: LmHeaderInfo;
  readonly vocabSize: number;
  private readonly ids = new Map<string, number>();
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
    const words = (lm.section('vocab', 'text') as string).split('\n');
    words.forEach((w, i) => {
      this.ids.set(w, i);
    });
    if (words[UNK_ID] !== UNK_TOKEN || words[BOS_ID] !== BOS_TOKEN || words[EOS_ID] !== EOS_TOKEN)
      throw new LmFormatError('language model vocabulary lacks <unk>, <s>, </s>');
    this.vocabSize = words.length;
    this.unigramLogProb = lm.section('uni.logp', 'f32') as Float32Array;
    this.unigramBackoff = lm.section('uni.bo', 'f32') as Float32Array;
    if (this.unigramLogProb.length !== words.length || this.unigramBackoff.length !== words.length)
      throw new LmFormatError('language model unigram sections do not match its vocabulary');
    for (let n = 2; n <= order; n++) {
      const bits = bucketBits[n - 2];
      const offsets = lm.section(`o${n}.offsets`, 'u32') as Uint32Array;
      const fingerprints = lm.section(`o${n}.fp`, 'u32') as Uint32Array;
      const probCodes = lm.section(`o${n}.p`, 'u8') as Uint8Array;
      if (offsets.length !== 2 ** bits + 1 || offsets[offsets.length - 1] !== fingerprints.length)
        throw new LmFormatError(`language model order ${n} index is inconsistent`);
      if (probCodes.length !== fingerprints.length)
        throw new LmFormatError(`language model order ${n} probabilities do not match its keys`);
      const table: NgramTable = {
        bucketShift: 32 - bits,
        offsets,
        fingerprints,
        probCodes,
        probBook: lm.section(`o${n}.pbook`, 'f32') as Float32Array,
      };
      if (n < order) {
        table.backoffCodes = lm.section(`o${n}.bo`, 'u8') as Uint8Array;
        table.backoffBook = lm.section(`o${n}.bobook`, 'f32') as Float32Array;
      }
      this.tables.push(table);
    }
    this.window = new Uint32Array(order);
    this.stupidBackoff = lm.info.smoothing === 'stupid-backoff' ? this.unigramBackoff[UNK_ID] : undefined;
  }

  /** Vocabulary id of a raw token (normalised as in training); `UNK_ID` when unknown. */
  id(token: string): number {
    if (token === BOS_TOKEN) return BOS_ID;
    if (token === EOS_TOKEN) return EOS_ID;
    return this.ids.get(lmToken(token, this.info.lowercase)) ?? UNK_ID;
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
        const table = this.tables[n - 2];
        this.matchedOrder = n;
        return backoff + table.probBook[table.probCodes[i]];
      }
      // Back off: the context ids[start..to-1) pays its weight when the model knows it (stupid
      // backoff pays a constant at every step).
      if (this.stupidBackoff !== undefined) backoff += this.stupidBackoff;
      else if (n - 1 === 1) backoff += this.unigramBackoff[ids[start]];
      else {
        const c = this.find(ids, start, to - 1);
        if (c >= 0) {
          const ctx = this.tables[n - 3];
          backoff += (ctx.backoffBook as Float32Array)[(ctx.backoffCodes as Uint8Array)[c]];
        }
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

  /** Scores a sentence's tokens after `<s>`, `</s>` included (pass `eos: false` for a fragment). */
  scoreSentence(tokens: readonly string[], eos = true): SentenceScore {
    const ids = new Uint32Array(tokens.length + 2);
    ids[0] = BOS_ID;
    for (let i = 0; i < tokens.length; i++) ids[i + 1] = this.id(tokens[i]);
    const last = eos ? tokens.length + 1 : tokens.length;
    ids[tokens.length + 1] = EOS_ID;
    const scores: TokenScore[] = [];
    let total = 0;
    for (let t = 1; t <= last; t++) {
      const logProb = this.logProbIds(ids, 0, t + 1);
      total += logProb;
      scores.push({
        token: t <= tokens.length ? tokens[t - 1] : EOS_TOKEN,
        logProb,
        order: this.matchedOrder,
        unknown: ids[t] === UNK_ID,
      });
    }
    return { total, tokens: scores };
  }
}
