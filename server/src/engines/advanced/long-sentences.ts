import { splitSentences, type TextRange } from '@margin/shared/text/sentences';
import { words } from '@margin/shared/text/tokens';

/**
 * Words above which a sentence is hard to read whatever its words: retext-readability grades word
 * difficulty, so a 60-word sentence of short words passes it. Plain-language guides put the limit
 * between 25 and 40 words; 40 flags only sentences almost every reader stumbles on.
 * @default 40
 */
export const LONG_SENTENCE_WORDS = 40;

/** UTF-16 ranges of the sentences of `text` with more than `maxWords` words. */
export function longSentences(text: string, maxWords: number = LONG_SENTENCE_WORDS): TextRange[] {
  return splitSentences(text).filter(
    (r) => words(text.slice(r.start, r.end), { words: 'joined' }).length > maxWords,
  );
}
