import type { NgramLanguageModel, TokenStat } from './ngram-lm';
import { type SentenceSpan, splitSentences } from './sentences';
import { type Token, tokenize } from './tokens';

/**
 * Evidence the AI detector reads from a text: its tokens, what the human-text language model says
 * about each (log-probability, rank, entropy), and document-level features of any span of sentences
 * (perplexity, predictability relative to the model's own uncertainty, burstiness, …). Shared by
 * training (scripts/train/aidetect.ts) and the server's detector.
 */

/** A text read by the language model: tokens with statistics, and sentences as token ranges. */
export interface TextEvidence {
  tokens: Token[];
  stats: TokenStat[];
  sentences: Array<{
    text: string;
    cpStart: number;
    cpEnd: number;
    start: number;
    end: number;
    first: number;
    last: number;
  }>;
}

const PUNCT = /^[^\p{L}\p{N}]+$/u;

/** Places sentences on a token sequence: each sentence's tokens are [first, last). */
export function placeSentences(tokens: Token[], spans: SentenceSpan[]): TextEvidence['sentences'] {
  const sentences: TextEvidence['sentences'] = [];
  let k = 0;
  for (const s of spans) {
    while (k < tokens.length && tokens[k].start < s.start) k++;
    const first = k;
    while (k < tokens.length && tokens[k].end <= s.end) k++;
    sentences.push({ ...s, first, last: k });
  }
  return sentences;
}

/** Scores already tokenised text with the trigram model, sentences already placed. */
export function scoreEvidence(
  lm: NgramLanguageModel,
  tokens: Token[],
  sentences: TextEvidence['sentences'],
): TextEvidence {
  return { tokens, stats: lm.score(tokens.map((t) => lm.id(t.text))), sentences };
}

/** Tokenises and scores a text, and places its sentences on the token sequence. */
export function readEvidence(lm: NgramLanguageModel, text: string): TextEvidence {
  const tokens = tokenize(text);
  return scoreEvidence(lm, tokens, placeSentences(tokens, splitSentences(text)));
}

/** The per-token statistic the LM-only detector uses: log-probability above what the model expected (−entropy). */
export const surprise = (s: TokenStat) => s.logp + s.entropy;

/** Names of the dense document features, in vector order. */
export const DOCUMENT_FEATURES = [
  'mean_logp',
  'std_logp',
  'mean_entropy',
  'mean_surprise',
  'surprise_z',
  'mean_log_rank',
  'top1_share',
  'top10_share',
  'unknown_share',
  'sentence_logp_std',
  'sentence_tokens_mean',
  'sentence_tokens_std',
  'type_token_ratio',
  'punctuation_share',
  'comma_share',
  'mean_word_length',
  'log_tokens',
] as const;

/** The features the language-model-statistics classifier (version 20251027) reads. */
export const LM_FEATURES = DOCUMENT_FEATURES.slice(0, 10);

const meanOf = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const stdOf = (xs: number[]) => {
  if (xs.length < 2) return 0;
  const m = meanOf(xs);
  return Math.sqrt(meanOf(xs.map((x) => (x - m) ** 2)));
};

/** Dense features of sentences [from, to) of a text's evidence (the whole text: 0..sentences.length). */
export function documentFeatures(e: TextEvidence, from = 0, to = e.sentences.length): Float32Array {
  const first = e.sentences[from]?.first ?? 0;
  const last = e.sentences[to - 1]?.last ?? e.tokens.length;
  const stats = e.stats.slice(first, last);
  const tokens = e.tokens.slice(first, last);
  const logp = stats.map((s) => s.logp);
  const sur = stats.map(surprise);
  const words = tokens.filter((t) => !PUNCT.test(t.text));
  const sentenceLogp: number[] = [];
  const sentenceTokens: number[] = [];
  for (let i = from; i < to; i++) {
    const s = e.sentences[i];
    if (s.last <= s.first) continue;
    sentenceLogp.push(meanOf(e.stats.slice(s.first, s.last).map((x) => x.logp)));
    sentenceTokens.push(s.last - s.first);
  }
  const values: Record<(typeof DOCUMENT_FEATURES)[number], number> = {
    mean_logp: meanOf(logp),
    std_logp: stdOf(logp),
    mean_entropy: meanOf(stats.map((s) => s.entropy)),
    mean_surprise: meanOf(sur),
    surprise_z: meanOf(sur) / (stdOf(sur) + 0.5),
    mean_log_rank: meanOf(stats.map((s) => Math.log(s.rank))),
    top1_share: meanOf(stats.map((s) => (s.rank === 1 ? 1 : 0))),
    top10_share: meanOf(stats.map((s) => (s.rank <= 10 ? 1 : 0))),
    unknown_share: meanOf(stats.map((s) => (s.unknown ? 1 : 0))),
    sentence_logp_std: stdOf(sentenceLogp),
    sentence_tokens_mean: Math.log1p(meanOf(sentenceTokens)),
    sentence_tokens_std: Math.log1p(stdOf(sentenceTokens)),
    type_token_ratio: words.length ? new Set(words.map((w) => w.text.toLowerCase())).size / words.length : 0,
    punctuation_share: tokens.length ? (tokens.length - words.length) / tokens.length : 0,
    comma_share: meanOf(tokens.map((t) => (t.text === ',' ? 1 : 0))),
    mean_word_length: meanOf(words.map((w) => w.text.length)),
    log_tokens: Math.log1p(tokens.length),
  };
  return Float32Array.from(DOCUMENT_FEATURES, (f) => values[f]);
}
