import { htmlToText } from '@margin/shared/text/html';
import { analyseDocument } from './analyse';
import { isLetterFormula } from './formulas';
import { compressSentence, isDangling, toKeyPoint } from './keypoints';
import { positionScores } from './rank';
import { defaultRanker, rankSentences, type SentenceRanker } from './ranker';
import { selectMmr } from './select';
import { DEFAULT_TUNING, type SummaryTuning } from './tuning';

export type SummaryLength = 'short' | 'medium' | 'long';

/** The single-document answer of /summarize. */
export interface SummaryResult {
  summary: string;
  key_points: string[];
  length: SummaryLength;
  result: string;
}

/** Version label of the extractive summarizer (changes when its output would). */
export const SUMMARIZER_VERSION = 'v20261129';

/** A text that is empty once its markup is removed. */
export class EmptyDocumentError extends Error {}

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/i;

/** Plain text of a request item: HTML is stripped, keeping paragraph and heading boundaries. */
export function documentText(input: string): string {
  return HTML_TAG.test(input) ? htmlToText(input) : input;
}

/** A short summary never runs past this many words. */
export const SHORT_MAX_WORDS = 60;

/**
 * How many sentences `medium` and `long` take from a document of `n` body sentences (`short`: 1-2);
 * a report's `medium` is sized by `reportMediumCount` instead.
 */
export function sentenceBudget(length: SummaryLength, n: number): number {
  const clamp = (x: number, lo: number, hi: number) => Math.min(n, Math.max(lo, Math.min(hi, x)));
  if (length === 'short') return Math.min(n, 2);
  // About 15% of the text, 3 to 5 sentences: past 5, Wikipedia's first paragraphs (read half) were
  // matched worse than by Lead-3, the summary growing faster than what it adds.
  if (length === 'medium') return clamp(Math.round(n * 0.15), 3, 5);
  return clamp(Math.round(n * 0.3), 5, 25);
}

/** A report's `medium` takes a fourth sentence only while the four stay within this many words. */
export const REPORT_MEDIUM_WORDS = 60;

/**
 * How many of a report's ranked sentences `medium` takes (their word counts, best first): three, as
 * Lead-3 does, and a fourth when the four are short enough together (news highlights run to ~50
 * words; 15% of a long article is longer than Lead-3 and loses precision).
 */
export function reportMediumCount(words: number[]): number {
  const three = words.slice(0, 3).reduce((a, w) => a + w, 0);
  return words.length > 3 && three + words[3] <= REPORT_MEDIUM_WORDS ? 4 : Math.min(3, words.length);
}

const KEY_POINTS: Record<SummaryLength, number> = { short: 3, medium: 5, long: 7 };

export { DEFAULT_TUNING, type SummaryTuning } from './tuning';

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * Extractive summary. In a lead-first document (a news report, read from its structure) a sentence's
 * score mixes its position (decaying from the first sentence) with its LexRank centrality, position
 * leading; any other document's sentences are scored by the learned ranker (ranker.ts). Sentences are
 * picked by maximal marginal relevance and kept in document order. Key points are other important
 * sentences, rewritten to stand alone. A report's `medium` is Lead-3's size (3 sentences, 4 when
 * short); other text's is 15% of it. `options.sentences` overrides the sentence budget;
 * `options.tuning` scores every document with the mix at those weights (tuning, and the training
 * script's comparison with the hand-weighted mix); `options.ranker` replaces the committed ranker
 * (training).
 */
export function summarize(
  input: string,
  length: SummaryLength,
  options: { sentences?: number; tuning?: SummaryTuning; ranker?: SentenceRanker } = {},
): SummaryResult {
  const tuning = options.tuning ?? DEFAULT_TUNING;
  const text = documentText(input);
  const doc = analyseDocument(text);
  const { sentences: material, sim, centrality } = doc;
  if (material.length === 0) throw new EmptyDocumentError('the text is empty after removing markup');
  let scores: number[];
  if (options.tuning || doc.leadFirst) {
    // A report puts its point first: position leads, by the weight tuned on news (tuning.ts); the
    // few permissive news documents with headlines here are too few to learn that bias from.
    const position = positionScores(material, tuning.positionDecay);
    const leadWeight = doc.leadFirst ? tuning.leadWeightNews : tuning.leadWeightOther;
    scores = centrality.map((c, i) => leadWeight * position[i] + (1 - leadWeight) * c);
  } else {
    const logits = rankSentences((options.ranker ?? defaultRanker()).other, doc.features);
    scores = logits.map((z, i) => (material[i].heading ? 0 : 1 / (1 + Math.exp(-z))));
  }

  const eligibleCount = material.filter((s) => !s.heading).length;
  // Fragments ("Read more.") are only material when nothing else is.
  const wordy = (i: number) => !material[i].heading && wordCount(material[i].text) >= 4;
  // Letter formulas ("Thanks for joining…", "Here is a quick recap.") likewise (formulas.ts).
  const said = (i: number) => wordy(i) && !isLetterFormula(material[i].text);
  const eligible = material.some((_, i) => said(i))
    ? said
    : material.some((_, i) => wordy(i))
      ? wordy
      : (i: number) => !material[i].heading;

  let chosen: number[];
  let summary: string;
  if (length === 'short' && options.sentences === undefined) {
    // The best sentence, then the best of the next few candidates that fits beside it.
    const candidates = selectMmr(scores, sim, tuning.shortCandidates, eligible);
    const tight = material.map((s) => compressSentence(s.text));
    chosen = shortPick(candidates, (i) => wordCount(tight[i]), tuning.shortPairWords);
    summary = capWords(ordered(chosen, tight), SHORT_MAX_WORDS);
  } else if (length === 'medium' && doc.leadFirst && options.sentences === undefined) {
    const ranked = selectMmr(scores, sim, 4, eligible);
    chosen = ranked.slice(0, reportMediumCount(ranked.map((i) => wordCount(material[i].text))));
    summary = ordered(
      chosen,
      material.map((s) => s.text),
    );
  } else {
    chosen = selectMmr(scores, sim, options.sentences ?? sentenceBudget(length, eligibleCount), eligible);
    summary = ordered(
      chosen,
      material.map((s) => s.text),
    );
  }

  // Key points say what the summary does not: other sentences first, rewritten to stand alone; a
  // sentence that leans on the previous one ("It said…") is worth less on its own.
  const inSummary = new Set(chosen);
  // Failing that, any sentence outside the summary; only a text with nothing else repeats it.
  const outside = (i: number) => eligible(i) && !inSummary.has(i);
  const others = (i: number) => outside(i) && !chosen.some((j) => sim[i][j] > 0.5);
  const pointEligible = [others, outside].find((f) => material.some((_, i) => f(i))) ?? eligible;
  const standalone = scores.map((s, i) => (isDangling(material[i].text) ? s * 0.5 : s));
  const points = selectMmr(standalone, sim, KEY_POINTS[length], pointEligible, 0.6).map((i) =>
    toKeyPoint(material[i].text),
  );
  const key_points = [...new Set(points)];
  return { summary, key_points, length, result: summary };
}

/** The chosen sentences' text in document order. */
function ordered(chosen: number[], texts: string[]): string {
  return chosen
    .slice()
    .sort((a, b) => a - b)
    .map((i) => texts[i])
    .join(' ');
}

/**
 * `short`: the best sentence, plus the highest-ranked other candidate that fits beside it within
 * `pairWords` words.
 */
function shortPick(ranked: number[], words: (i: number) => number, pairWords: number): number[] {
  if (ranked.length === 0) return ranked;
  const partner = ranked.slice(1).find((i) => words(ranked[0]) + words(i) <= pairWords);
  return partner === undefined ? ranked.slice(0, 1) : [ranked[0], partner];
}

/** Cuts a text to at most `max` words, at the last clause boundary when one is near, marking the cut. */
export function capWords(text: string, max: number): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= max) return text;
  const kept = tokens.slice(0, max);
  // Prefer ending at a comma, semicolon or dash in the last third rather than mid-phrase.
  for (let k = kept.length - 1; k >= Math.floor((max * 2) / 3); k--) {
    if (/[,;:]$/.test(kept[k]) || /^[-–—]$/.test(kept[k])) {
      return `${kept
        .slice(0, k + 1)
        .join(' ')
        .replace(/[,;:\s–—-]+$/, '')}…`;
    }
  }
  return `${kept.join(' ').replace(/[,;:]$/, '')}…`;
}
