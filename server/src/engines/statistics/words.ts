import { codePointLength, splitOnWhitespace, WHITESPACE, WORD_CHARACTER } from './characters';

/** The endings after which textstat keeps an apostrophe: it's, don't, I'd, we've, it'll, you're. */
const CONTRACTION_ENDINGS = '[tsd]|ve|ll|re';

const anyPunctuation = new RegExp(`[^${WORD_CHARACTER}${WHITESPACE}]`, 'gu');
const punctuationButApostrophes = new RegExp(`[^${WORD_CHARACTER}${WHITESPACE}']`, 'gu');
// No word boundary after the ending, as in textstat 0.7.11: "'test" keeps its quote.
const nonContractionApostrophe = new RegExp(`'(?!${CONTRACTION_ENDINGS})`, 'g');
const contractionApostrophe = new RegExp(`'(?=${CONTRACTION_ENDINGS})`, 'g');

/**
 * textstat's `remove_punctuation`: deletes every character that is neither a word character nor
 * whitespace. Hyphens go too, so "singer-songwriter" becomes one word. Unless `removeApostrophes`,
 * apostrophes that start a contraction ending survive.
 */
export function removePunctuation(text: string, removeApostrophes: boolean): string {
  if (removeApostrophes) return text.replace(anyPunctuation, '');
  return text.replace(nonContractionApostrophe, '').replace(punctuationButApostrophes, '');
}

/** Options of textstat's `list_words`, with its defaults. */
export interface ListWordsOptions {
  /** @default true */
  removePunctuation?: boolean;
  /** @default false */
  removeApostrophes?: boolean;
  /** @default false */
  lowercase?: boolean;
  /** Count "it's" as "it" and "s". @default false */
  splitContractions?: boolean;
  /** Count "well-balanced" as two words. @default false */
  splitHyphens?: boolean;
}

/** textstat's `list_words`: the words of a text, by default with punctuation removed. */
export function listWords(text: string, options: ListWordsOptions = {}): string[] {
  let result = text;
  if (options.splitHyphens) result = result.replaceAll('-', ' ');
  if (options.removePunctuation ?? true) {
    result = removePunctuation(result, options.removeApostrophes ?? false);
  }
  if (options.lowercase) result = result.toLowerCase();
  if (options.splitContractions) result = result.replace(contractionApostrophe, ' ');
  return splitOnWhitespace(result);
}

/** textstat's `count_words` (`lexicon_count`): the number of words `listWords` finds. */
export function countWords(text: string, options: ListWordsOptions = {}): number {
  return listWords(text, options).length;
}

/** textstat's `count_miniwords`: words of at most `maxSize` characters, all punctuation removed. */
export function countMiniwords(text: string, maxSize = 3): number {
  return splitOnWhitespace(removePunctuation(text, true)).filter((word) => codePointLength(word) <= maxSize)
    .length;
}
