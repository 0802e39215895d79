import type { LanguageModel } from '@margin/shared/lm/model';
import {
  DETECTOR_FEATURES,
  type DetectorEvidence,
  detectorFeatures,
  readDetectorEvidence,
} from '@margin/shared/ml/aidetect-lm-features';
import type { NgramLanguageModel, TokenStat } from '@margin/shared/ml/ngram-lm';
import { meanStd, quantile } from '@margin/shared/ml/stats';
import { lexiconScore, type MachineLexicon, wordPairs, wordTypes } from './lexicon';
import { RANK_FEATURES, rankFeatures, readRanks, type TokenRanks } from './rank-features';

/**
 * Features of the calibrated AI detector (version 20261125): the 20261124 statistics of both language
 * models, plus how much the 4-gram model gains from context over its own unigram frequencies, how the
 * two models disagree, the trigram model's surprise and rank distribution, burstiness across
 * sentences, lexical diversity and a punctuation / function-word profile. Training
 * (scripts/train/aidetect-calibrated.ts) and the server compute them here, from one reading of the text.
 */

/** A text read once for the detector: both models' evidence plus each token's unigram log-probability. */
export interface DetectorReading extends DetectorEvidence {
  unigram: Float64Array;
  /** The 4-gram model's token ranks and predictive spread; read only for versions that use them. */
  ranks?: TokenRanks;
}

/**
 * Tokenises and splits the text once, scores it with both language models and the 4-gram's unigrams,
 * and (when `withRanks`) reads the 4-gram model's token ranks and next-word distributions.
 */
export function readText(
  lm4: LanguageModel,
  lm3: NgramLanguageModel,
  text: string,
  withRanks = false,
): DetectorReading {
  const e = readDetectorEvidence(lm4, lm3, text);
  const unigram = Float64Array.from(e.lm4.tokens, (t) => lm4.logProb([], t.text));
  return { ...e, unigram, ranks: withRanks ? readRanks(lm4, e.lm4) : undefined };
}

/** Names of the features this module adds to the 20261124 ones, in vector order. */
export const EXTRA_FEATURES = [
  'context_gain_mean',
  'context_gain_std',
  'context_gain_q25',
  'context_gain_q50',
  'context_gain_q75',
  'model_gap_mean',
  'model_gap_std',
  'perplexity_entropy_ratio',
  'lm4_entropy_ratio',
  'surprise_std',
  'surprise_q10',
  'surprise_q50',
  'surprise_q90',
  'rank3_share',
  'log_rank_q50',
  'log_rank_q90',
  'sentence_surprise_std',
  'sentence_length_cv',
  'mattr50',
  'hapax_share',
  'frequent_word_share',
  'rare_word_share',
  'word_length_std',
  'comma_per_word',
  'period_per_word',
  'colon_semicolon_per_word',
  'dash_per_word',
  'bracket_per_word',
  'quote_per_word',
  'exclaim_question_per_word',
  'digit_share',
  'capitalised_share',
] as const;

/** The machine-word lexicon's feature (lexicon.ts): mean weight of the span's distinct words. */
export const LEXICON_FEATURE = 'l.machine_words';
/** The machine-phrase lexicon's feature (lexicon.ts wordPairs): mean weight of the span's distinct word pairs. */
export const PAIR_LEXICON_FEATURE = 'l.machine_pairs';

/**
 * Every feature name of the calibrated detectors, in vector order: 20261125 reads the 20261124 and
 * `x.` features; 20261126 adds the `r.` rank features (rank-features.ts) and the word lexicon's
 * feature; 20261129 the phrase lexicon's. Versions name the features they read (calibratedModel
 * resolves the names), so a feature may be added anywhere; new ones go last.
 */
export const CALIBRATED_FEATURES = [
  ...DETECTOR_FEATURES,
  ...EXTRA_FEATURES.map((f) => `x.${f}`),
  ...RANK_FEATURES.map((f) => `r.${f}`),
  LEXICON_FEATURE,
  PAIR_LEXICON_FEATURE,
];

/** Whether a feature name needs the token ranks (readText's `withRanks`). */
export const needsRanks = (feature: string) => feature.startsWith('r.');

const WORD = /[\p{L}\p{N}]/u;
const DIGIT = /^\p{N}+$/u;
const CAPITAL = /^\p{Lu}/u;
/** A word at least this frequent under the 4-gram model's unigrams (1 in 500) acts as a function word. */
const FREQUENT_LOGP = Math.log(1 / 500);
/** A word this rare or rarer (1 in a million) is a rare word. */
const RARE_LOGP = Math.log(1e-6);
const MATTR_WINDOW = 50;

const sortedOf = (xs: ArrayLike<number>) => Float64Array.from(xs).sort();

/** Moving-average type-token ratio over windows of MATTR_WINDOW words (plain TTR when shorter). */
function mattr(words: string[]): number {
  if (words.length === 0) return 0;
  if (words.length <= MATTR_WINDOW) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let sum = 0;
  for (let i = 0; i < words.length; i++) {
    const c = (counts.get(words[i]) ?? 0) + 1;
    counts.set(words[i], c);
    if (c === 1) distinct++;
    if (i >= MATTR_WINDOW) {
      const out = words[i - MATTR_WINDOW];
      const d = (counts.get(out) ?? 0) - 1;
      counts.set(out, d);
      if (d === 0) distinct--;
    }
    if (i >= MATTR_WINDOW - 1) sum += distinct / MATTR_WINDOW;
  }
  return sum / (words.length - MATTR_WINDOW + 1);
}

/** The added features of sentences [from, to). */
export function extraFeatures(r: DetectorReading, from = 0, to = r.lm4.sentences.length): number[] {
  const first = r.lm4.sentences[from]?.first ?? 0;
  const last = r.lm4.sentences[to - 1]?.last ?? first;
  const n = Math.max(0, last - first);
  const lp4 = r.lm4.logProbs;
  const stats: TokenStat[] = r.lm3.stats;
  const gain: number[] = [];
  const gap: number[] = [];
  const surprise: number[] = [];
  const logRank: number[] = [];
  let nll3 = 0;
  let nll4 = 0;
  let entropy = 0;
  let rank3 = 0;
  for (let i = first; i < last; i++) {
    const s = stats[i];
    gain.push(lp4[i] - r.unigram[i]);
    gap.push(lp4[i] - s.logp);
    surprise.push(s.logp + s.entropy);
    logRank.push(Math.log(s.rank));
    nll3 -= s.logp;
    nll4 -= lp4[i];
    entropy += s.entropy;
    if (s.rank <= 3) rank3++;
  }
  const sentSurprise: number[] = [];
  const sentLength: number[] = [];
  for (let k = from; k < to; k++) {
    const { first: a, last: b } = r.lm4.sentences[k];
    if (b <= a) continue;
    let sum = 0;
    for (let i = a; i < b; i++) sum += surprise[i - first];
    sentSurprise.push(sum / (b - a));
    sentLength.push(b - a);
  }

  const words: string[] = [];
  const wordLengths: number[] = [];
  let frequent = 0;
  let rare = 0;
  let digits = 0;
  let capitalised = 0;
  const punct = { comma: 0, period: 0, colon: 0, dash: 0, bracket: 0, quote: 0, exclaim: 0 };
  for (let i = first; i < last; i++) {
    const t = r.lm4.tokens[i].text;
    if (WORD.test(t)) {
      words.push(t.toLowerCase());
      wordLengths.push(t.length);
      if (r.unigram[i] >= FREQUENT_LOGP) frequent++;
      if (r.unigram[i] <= RARE_LOGP) rare++;
      if (DIGIT.test(t)) digits++;
      // Capitalised words other than a sentence's first: names, titles, acronyms.
      else if (CAPITAL.test(t) && i > 0 && WORD.test(r.lm4.tokens[i - 1].text)) capitalised++;
      continue;
    }
    if (t === ',') punct.comma++;
    else if (t === '.') punct.period++;
    else if (t === ':' || t === ';') punct.colon++;
    else if (t === '-' || t === '–' || t === '—') punct.dash++;
    else if (t === '(' || t === ')' || t === '[' || t === ']') punct.bracket++;
    else if (t === '"' || t === '“' || t === '”' || t === "'" || t === '‘' || t === '’') punct.quote++;
    else if (t === '!' || t === '?') punct.exclaim++;
  }
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  let hapax = 0;
  for (const c of counts.values()) if (c === 1) hapax++;
  const perWord = (c: number) => (words.length ? c / words.length : 0);
  const perToken = (c: number) => (n ? c / n : 0);

  const [gainMean, gainStd] = meanStd(gain);
  const gainSorted = sortedOf(gain);
  const [gapMean, gapStd] = meanStd(gap);
  const [, surpriseStd] = meanStd(surprise);
  const surpriseSorted = sortedOf(surprise);
  const rankSorted = sortedOf(logRank);
  const [, sentSurpriseStd] = meanStd(sentSurprise);
  const [lenMean, lenStd] = meanStd(sentLength);
  const [, wordLengthStd] = meanStd(wordLengths);
  return [
    gainMean,
    gainStd,
    quantile(gainSorted, 0.25),
    quantile(gainSorted, 0.5),
    quantile(gainSorted, 0.75),
    gapMean,
    gapStd,
    entropy > 0 ? nll3 / entropy : 0,
    entropy > 0 ? nll4 / entropy : 0,
    surpriseStd,
    quantile(surpriseSorted, 0.1),
    quantile(surpriseSorted, 0.5),
    quantile(surpriseSorted, 0.9),
    perToken(rank3),
    quantile(rankSorted, 0.5),
    quantile(rankSorted, 0.9),
    sentSurpriseStd,
    lenMean > 0 ? lenStd / lenMean : 0,
    mattr(words),
    perWord(hapax),
    perWord(frequent),
    perWord(rare),
    wordLengthStd,
    perWord(punct.comma),
    perWord(punct.period),
    perWord(punct.colon),
    perWord(punct.dash),
    perWord(punct.bracket),
    perWord(punct.quote),
    perWord(punct.exclaim),
    perWord(digits),
    perWord(capitalised),
  ];
}

/** The distinct words of sentences [from, to) (the lexicon's unit). */
export function spanTypes(r: DetectorReading, from = 0, to = r.lm4.sentences.length): Set<string> {
  const first = r.lm4.sentences[from]?.first ?? 0;
  const last = r.lm4.sentences[to - 1]?.last ?? first;
  return wordTypes(r.lm4.tokens, first, last);
}

/** The distinct word pairs of sentences [from, to) (the phrase lexicon's unit). */
export function spanPairs(r: DetectorReading, from = 0, to = r.lm4.sentences.length): Set<string> {
  const first = r.lm4.sentences[from]?.first ?? 0;
  const last = r.lm4.sentences[to - 1]?.last ?? first;
  return wordPairs(r.lm4.tokens, r.lm4.sentences.slice(from, to), first, last);
}

/**
 * The full feature vector of sentences [from, to). The rank features are NaN when the reading has no
 * ranks, and the lexicon's feature when no lexicon is given: a version needing them must ask for them
 * (calibratedModel records which), and a NaN shows where it did not.
 */
export function calibratedFeatures(
  r: DetectorReading,
  from = 0,
  to = r.lm4.sentences.length,
  lexicon?: MachineLexicon,
  pairLexicon?: MachineLexicon,
): number[] {
  const ranks = r.ranks ? rankFeatures(r.lm4, r.ranks, from, to) : RANK_FEATURES.map(() => Number.NaN);
  const words = lexicon ? lexiconScore(lexicon, spanTypes(r, from, to)) : Number.NaN;
  return [
    ...detectorFeatures(r, from, to),
    ...extraFeatures(r, from, to),
    ...ranks,
    words,
    pairLexicon ? lexiconScore(pairLexicon, spanPairs(r, from, to)) : Number.NaN,
  ];
}
