// textstat's own sentence rules, kept exact for its conformance cases; not the checking splitter
// (shared/src/text/sentences.ts).
import { WORD_CHARACTER } from './characters';
import { countWords } from './words';

// Python's `\b[^.!?]+[.!?]*` with a Unicode word boundary; JS's own `\b` only knows ASCII letters.
const wordBoundary = `(?:(?<=[${WORD_CHARACTER}])(?![${WORD_CHARACTER}])|(?<![${WORD_CHARACTER}])(?=[${WORD_CHARACTER}]))`;
const sentencePattern = new RegExp(`${wordBoundary}[^.!?]+[.!?]*`, 'gu');

/** The candidate sentences textstat finds: from a word boundary up to and including end punctuation. */
export function findTextstatSentences(text: string): string[] {
  return text.match(sentencePattern) ?? [];
}

/**
 * textstat's `count_sentences`. Fragments of two words or fewer ("etc.", "Ms. Smith") do not count,
 * but any non-empty text, even one of whitespace only, has at least one sentence.
 */
export function countTextstatSentences(text: string): number {
  if (text.length === 0) return 0;
  const sentences = findTextstatSentences(text);
  let ignored = 0;
  for (const sentence of sentences) {
    if (countWords(sentence) <= 2) ignored++;
  }
  return Math.max(1, sentences.length - ignored);
}
