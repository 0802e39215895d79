/**
 * The analysis models' view of the canonical splitter (shared/src/text/sentences.ts): every line
 * break also ends a sentence. Kept as a module because the AI-detection features import it.
 */
import { type SentenceSpan, sentenceSpans } from '../text/sentences';

export type { SentenceSpan };

/** Sentences of `text` with UTF-16 and code point offsets, a line break ending each one. */
export function splitSentences(text: string): SentenceSpan[] {
  return sentenceSpans(text, { lineBreaks: true });
}
