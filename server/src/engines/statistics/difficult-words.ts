import { splitOnWhitespace } from './characters';
import { isEasyWord } from './easy-words';
import type { StatisticsLang } from './languages';
import { wordSyllables } from './syllables';
import type { TextProfile } from './text-profile';

/**
 * textstat's `is_difficult_word`: a single word, not on the Dale–Chall list, with at least
 * `syllableThreshold` syllables. Proper names and inflections of easy words count as difficult.
 */
export function isDifficultWord(word: string, syllableThreshold: number, lang: StatisticsLang): boolean {
  if (splitOnWhitespace(word).length !== 1) return false;
  const lowercase = word.toLowerCase();
  if (isEasyWord(lowercase)) return false;
  return wordSyllables(lowercase, lang) >= syllableThreshold;
}

/** textstat's `list_difficult_words`: the difficult words in text order, as written. */
export function listDifficultWords(profile: TextProfile, syllableThreshold: number): string[] {
  return profile.words.filter(
    (word, i) => !isEasyWord(word.toLowerCase()) && profile.wordSyllables[i] >= syllableThreshold,
  );
}

/**
 * textstat's `count_difficult_words`. `unique` counts distinct spellings ("Anna" and "Anna's" are
 * two); the formulas count every occurrence.
 */
export function countDifficultWords(profile: TextProfile, syllableThreshold = 2, unique = false): number {
  const difficult = listDifficultWords(profile, syllableThreshold);
  return unique ? new Set(difficult).size : difficult.length;
}
