import type { LanguageModel } from '@margin/shared/lm/model';
import type { LmEvidence } from '@margin/shared/ml/aidetect-lm-features';
import { meanStd } from '@margin/shared/ml/stats';

/**
 * Token-rank and predictive-distribution features of the shared 4-gram model (version 20261126):
 * GLTR's shares of tokens among the model's top 1 / 10 / 100 / 1000 next words, mean log-rank,
 * DetectLLM's log-likelihood / log-rank ratio (LRR), and a Fast-DetectGPT-style analytic curvature —
 * how far each token's log-probability sits above the mean log-probability of the model's own
 * predictive distribution (−entropy), in units of that distribution's spread. Machine text picks
 * likely words more consistently than people do, so its tokens rank higher and its curvature is larger.
 */

/** Per-token statistics of the 4-gram model's predictive distributions (tokens outside sentences stay 0). */
export interface TokenRanks {
  /** 1-based rank of the token among its context's listed continuations (see LanguageModel.tokenStats). */
  rank: Float64Array;
  /** Entropy (nats) of the next-word distribution the rank was read from. */
  entropy: Float64Array;
  /** Variance of log p under the model's next-word distribution (top VARIANCE_WORDS words; see below). */
  variance: Float64Array;
}

/** Next words whose probabilities estimate the predictive distribution's variance of log p. */
const VARIANCE_WORDS = 24;
/** Floor of a token's variance (nats²): a context whose next word is near certain says little per token. */
const MIN_VARIANCE = 0.05;

/**
 * Reads every sentence's tokens with `tokenStats` (rank, entropy) and the variance of log p under
 * the model's next-word distribution: the top VARIANCE_WORDS words with their probabilities, and the
 * remaining mass put at the least likely of them (a lower bound on the tail's spread).
 */
export function readRanks(lm: LanguageModel, e: LmEvidence): TokenRanks {
  const n = e.tokens.length;
  const out: TokenRanks = {
    rank: new Float64Array(n).fill(1),
    entropy: new Float64Array(n),
    variance: new Float64Array(n).fill(MIN_VARIANCE),
  };
  const { order } = lm.info;
  for (const { first, last } of e.sentences) {
    const words = e.tokens.slice(first, last).map((t) => t.text);
    const stats = lm.tokenStats(words.map((w) => lm.id(w)));
    const context = [...new Array<string>(order - 1).fill('<s>'), ...words];
    stats.forEach((s, i) => {
      const k = first + i;
      out.rank[k] = s.rank;
      out.entropy[k] = s.entropy;
      const next = lm.nextWords(context.slice(i, i + order - 1), VARIANCE_WORDS, undefined, false);
      if (next.length === 0) return;
      const mu = -s.entropy;
      let mass = 0;
      let v = 0;
      for (const w of next) {
        const p = Math.exp(w.logProb);
        mass += p;
        v += p * (w.logProb - mu) ** 2;
      }
      const tail = Math.max(0, 1 - mass);
      v += tail * (next[next.length - 1].logProb - mu) ** 2;
      out.variance[k] = Math.max(MIN_VARIANCE, v);
    });
  }
  return out;
}

/** Names of the rank features, in vector order. */
export const RANK_FEATURES = [
  'top1_share',
  'top10_share',
  'top100_share',
  'top1000_share',
  'log_rank_mean',
  'log_rank_std',
  'lrr',
  'entropy_mean',
  'surprise_mean',
  'curvature',
  'curvature_token_std',
  'sentence_curvature_std',
] as const;

/**
 * The rank features of sentences [from, to). `curvature` is Fast-DetectGPT's analytic criterion
 * Σ(log p + H) / √Σσ², divided by √n so that it does not grow with the text's length.
 */
export function rankFeatures(e: LmEvidence, r: TokenRanks, from = 0, to = e.sentences.length): number[] {
  const first = e.sentences[from]?.first ?? 0;
  const last = e.sentences[to - 1]?.last ?? first;
  const n = last - first;
  if (n <= 0) return RANK_FEATURES.map(() => 0);
  const top = [0, 0, 0, 0];
  const logRank: number[] = [];
  const z: number[] = [];
  let nll = 0;
  let entropy = 0;
  let surprise = 0;
  let variance = 0;
  for (let i = first; i < last; i++) {
    const rank = r.rank[i];
    if (rank <= 1) top[0]++;
    if (rank <= 10) top[1]++;
    if (rank <= 100) top[2]++;
    if (rank <= 1000) top[3]++;
    logRank.push(Math.log(rank));
    const lp = e.logProbs[i];
    nll -= lp;
    entropy += r.entropy[i];
    surprise += lp + r.entropy[i];
    variance += r.variance[i];
    z.push((lp + r.entropy[i]) / Math.sqrt(r.variance[i]));
  }
  const sentenceCurvature: number[] = [];
  for (let s = from; s < to; s++) {
    const { first: a, last: b } = e.sentences[s];
    if (b <= a) continue;
    let sum = 0;
    let v = 0;
    for (let i = a; i < b; i++) {
      sum += e.logProbs[i] + r.entropy[i];
      v += r.variance[i];
    }
    sentenceCurvature.push(sum / Math.sqrt(v) / Math.sqrt(b - a));
  }
  const [logRankMean, logRankStd] = meanStd(logRank);
  const [, zStd] = meanStd(z);
  const [, sentenceStd] = meanStd(sentenceCurvature);
  return [
    top[0] / n,
    top[1] / n,
    top[2] / n,
    top[3] / n,
    logRankMean,
    logRankStd,
    // DetectLLM's LRR: mean negative log-likelihood over mean log-rank (guarded: all-top-1 text).
    nll / n / Math.max(0.05, logRankMean),
    entropy / n,
    surprise / n,
    surprise / Math.sqrt(variance) / Math.sqrt(n),
    zStd,
    sentenceStd,
  ];
}
