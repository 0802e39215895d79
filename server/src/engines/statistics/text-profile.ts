import { countChars, countLetters, splitOnWhitespace } from './characters';
import type { StatisticsLang } from './languages';
import { countSyllables, wordSyllables } from './syllables';
import { countTextstatSentences } from './textstat-sentences';
import { listWords } from './words';

/**
 * The counts every readability formula draws on, computed once per text. textstat recomputes them
 * in each formula; computing them once keeps a 1,000-word text within a few milliseconds.
 */
export interface TextProfile {
  readonly text: string;
  readonly lang: StatisticsLang;
  /** textstat's words: punctuation removed (contraction apostrophes kept), original case. */
  readonly words: readonly string[];
  /** The syllables of each of `words`, lowercased. */
  readonly wordSyllables: readonly number[];
  /** textstat's `count_syllables` of the whole text. */
  readonly syllables: number;
  readonly sentences: number;
  /** Characters other than whitespace. */
  readonly chars: number;
  /** Word characters (letters, digits, underscore). */
  readonly letters: number;
  /** The whitespace-separated tokens with their punctuation (textstat's `rm_punctuation=False`). */
  readonly tokens: readonly string[];
}

/** Counts the words, syllables, sentences and characters of `text`. */
export function profileText(text: string, lang: StatisticsLang): TextProfile {
  const words = listWords(text);
  const syllablesByWord = words.map((word) => wordSyllables(word.toLowerCase(), lang));
  const syllables =
    lang === 'ar' ? countSyllables(text, lang) : syllablesByWord.reduce((sum, n) => sum + n, 0);
  return {
    text,
    lang,
    words,
    wordSyllables: syllablesByWord,
    syllables,
    sentences: countTextstatSentences(text),
    chars: countChars(text),
    letters: countLetters(text),
    tokens: splitOnWhitespace(text),
  };
}
