import { htmlToText } from '@margin/shared/text/html';
import { isDangling, toKeyPoint } from './keypoints';
import { cosine, lexRank, positionPrior, tfidfVectors } from './rank';
import { selectMmr } from './select';
import { splitDocument } from './sentences';
import { contentTerms } from './terms';

export type SummaryLength = 'short' | 'medium' | 'long';

/** The single-document answer of /summarize. */
export interface SummaryResult {
  summary: string;
  key_points: string[];
  length: SummaryLength;
  result: string;
}

/** Version label of the extractive summarizer (changes when its output would). */
export const SUMMARIZER_VERSION = 'v20261121';

/** A text that is empty once its markup is removed. */
export class EmptyDocumentError extends Error {}

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/i;

/** Plain text of a request item: HTML is stripped, keeping paragraph and heading boundaries. */
export function documentText(input: string): string {
  return HTML_TAG.test(input) ? htmlToText(input) : input;
}

/** How many sentences each length takes from a document of `n` sentences. */
export function sentenceBudget(length: SummaryLength, n: number): number {
  const clamp = (x: number, lo: number, hi: number) => Math.min(n, Math.max(lo, Math.min(hi, x)));
  if (length === 'short') return n <= 3 ? 1 : 2;
  if (length === 'medium') return clamp(Math.round(n * 0.3), 2, 7);
  return clamp(Math.round(n * 0.45), 3, 15);
}

const KEY_POINTS: Record<SummaryLength, number> = { short: 3, medium: 5, long: 7 };

/**
 * Extractive summary: LexRank centrality with a position prior, maximal-marginal-relevance selection,
 * sentences kept in document order; key points are the most important sentences, rewritten to stand alone.
 * `options.sentences` overrides the length's sentence budget (the eval compares with Lead-3 at 3).
 */
export function summarize(
  input: string,
  length: SummaryLength,
  options: { sentences?: number } = {},
): SummaryResult {
  const text = documentText(input);
  const sentences = splitDocument(text);
  const body = sentences.filter((s) => !s.heading);
  if (sentences.length === 0) throw new EmptyDocumentError('the text is empty after removing markup');
  const material = body.length > 0 ? sentences : sentences.map((s) => ({ ...s, heading: false }));

  const vectors = tfidfVectors(material.map((s) => contentTerms(s.text)));
  const n = material.length;
  const sim = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const v = material[i].heading || material[j].heading ? 0 : cosine(vectors[i], vectors[j]);
      sim[i][j] = v;
      sim[j][i] = v;
    }
  }
  const scores = lexRank(sim, positionPrior(material));
  const eligibleCount = material.filter((s) => !s.heading).length;
  // Fragments ("Read more.") are only material when nothing else is.
  const wordy = (i: number) => !material[i].heading && material[i].text.split(/\s+/).length >= 4;
  const eligible = material.some((_, i) => wordy(i)) ? wordy : (i: number) => !material[i].heading;

  const budget = options.sentences ?? sentenceBudget(length, eligibleCount);
  const chosen = selectMmr(scores, sim, budget, eligible);
  const summary = chosen
    .slice()
    .sort((a, b) => a - b)
    .map((i) => material[i].text)
    .join(' ');

  // Key points: a sentence that leans on the previous one ("It said…") is worth less on its own.
  const standalone = scores.map((s, i) => (isDangling(material[i].text) ? s * 0.5 : s));
  const points = selectMmr(standalone, sim, KEY_POINTS[length], eligible, 0.6).map((i) =>
    toKeyPoint(material[i].text),
  );
  const key_points = [...new Set(points)];
  return { summary, key_points, length, result: summary };
}
