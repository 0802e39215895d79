import type { LmEvidence } from '@margin/shared/ml/aidetect-lm-features';
import type { TokenStat } from '@margin/shared/ml/ngram-lm';
import { quantile } from '@margin/shared/ml/stats';
import type { TokenRanks } from './rank-features';

/**
 * Per-sentence statistics aggregated across the document (issue #15): the document features average
 * every token, so one very predictable paragraph in an otherwise ordinary text, or a text whose every
 * sentence is evenly predictable, look alike there. Here each sentence gets its own mean 4-gram
 * log-probability, context gain (4-gram over unigram log-probability), trigram surprise and
 * Fast-DetectGPT-style curvature, and the document reads their extremes, quartiles and the share of
 * sentences that are more predictable than the model itself expects (mean log p + entropy > 0).
 */

/** Sentences shorter than this many tokens are left out when the span has longer ones (a heading or "Yes." says little). */
const MIN_SENTENCE_TOKENS = 4;

/** Names of the sentence-aggregate features, in vector order. */
export const SENTENCE_FEATURES = [
  'lp4_min',
  'lp4_q25',
  'lp4_q75',
  'lp4_max',
  'gain_min',
  'gain_q75',
  'gain_max',
  'surprise3_max',
  'surprise3_positive_share',
  'curvature_min',
  'curvature_q50',
  'curvature_max',
  'surprise4_positive_share',
] as const;

/** The features that read the 4-gram model's ranks / entropies (NaN without them). */
export const SENTENCE_RANK_FEATURES: ReadonlySet<string> = new Set([
  'curvature_min',
  'curvature_q50',
  'curvature_max',
  'surprise4_positive_share',
]);

const sorted = (xs: number[]) => Float64Array.from(xs).sort();
const positiveShare = (xs: number[]) => (xs.length ? xs.filter((v) => v > 0).length / xs.length : 0);

/** What the sentence aggregates read: the 4-gram evidence, the trigram stats and the unigram log-probabilities. */
export interface SentenceInput {
  lm4: LmEvidence;
  lm3: { stats: TokenStat[] };
  unigram: Float64Array;
  ranks?: TokenRanks;
}

/** The sentence-aggregate features of sentences [from, to) (zeros for a span with no tokens). */
export function sentenceFeatures(r: SentenceInput, from = 0, to = r.lm4.sentences.length): number[] {
  const spans: Array<[number, number]> = [];
  for (let k = from; k < to; k++) {
    const { first, last } = r.lm4.sentences[k];
    if (last > first) spans.push([first, last]);
  }
  const long = spans.filter(([a, b]) => b - a >= MIN_SENTENCE_TOKENS);
  const used = long.length ? long : spans;
  if (used.length === 0) return SENTENCE_FEATURES.map(() => 0);
  const lp4: number[] = [];
  const gain: number[] = [];
  const surprise3: number[] = [];
  const curvature: number[] = [];
  const surprise4: number[] = [];
  for (const [a, b] of used) {
    const n = b - a;
    let lp = 0;
    let g = 0;
    let s3 = 0;
    let s4 = 0;
    let variance = 0;
    for (let i = a; i < b; i++) {
      lp += r.lm4.logProbs[i];
      g += r.lm4.logProbs[i] - r.unigram[i];
      s3 += r.lm3.stats[i].logp + r.lm3.stats[i].entropy;
      if (r.ranks) {
        s4 += r.lm4.logProbs[i] + r.ranks.entropy[i];
        variance += r.ranks.variance[i];
      }
    }
    lp4.push(lp / n);
    gain.push(g / n);
    surprise3.push(s3 / n);
    surprise4.push(s4 / n);
    curvature.push(variance > 0 ? s4 / Math.sqrt(variance) / Math.sqrt(n) : 0);
  }
  const lpS = sorted(lp4);
  const gainS = sorted(gain);
  const curvS = sorted(curvature);
  const withRanks = (v: number) => (r.ranks ? v : Number.NaN);
  return [
    lpS[0],
    quantile(lpS, 0.25),
    quantile(lpS, 0.75),
    lpS[lpS.length - 1],
    gainS[0],
    quantile(gainS, 0.75),
    gainS[gainS.length - 1],
    Math.max(...surprise3),
    positiveShare(surprise3),
    withRanks(curvS[0]),
    withRanks(quantile(curvS, 0.5)),
    withRanks(curvS[curvS.length - 1]),
    withRanks(positiveShare(surprise4)),
  ];
}
