import { countArabicSyllables } from './arabic-syllables';
import { hyphenatorFor } from './hyphenation-dictionaries';
import type { StatisticsLang } from './languages';
import { pronouncedSyllables } from './pronouncing-dictionary';
import { listWords } from './words';

/**
 * Syllables in one lowercase word, as textstat 0.7.11 counts them: English from the CMU Pronouncing
 * Dictionary, falling back to hyphenation for unknown words; other languages by hyphenation alone.
 * textstat cannot count Arabic syllables this way (Pyphen has no Arabic patterns and raises), so
 * Arabic uses textstat's own Arabic counter, the one its Osman formula relies on.
 */
export function wordSyllables(word: string, lang: StatisticsLang): number {
  if (lang === 'ar') return arabicWordSyllables(word);
  if (lang === 'en') {
    const pronounced = pronouncedSyllables(word);
    if (pronounced !== undefined) return pronounced;
  }
  return hyphenatorFor(lang).syllables(word);
}

const MAX_CACHED_WORDS = 100_000;
const arabicWords = new Map<string, number>();

function arabicWordSyllables(word: string): number {
  let syllables = arabicWords.get(word);
  if (syllables === undefined) {
    syllables = countArabicSyllables(word);
    if (arabicWords.size >= MAX_CACHED_WORDS) arabicWords.clear();
    arabicWords.set(word, syllables);
  }
  return syllables;
}

/** textstat's `count_syllables`: the syllables of every word of `text`. */
export function countSyllables(text: string, lang: StatisticsLang): number {
  if (text.length === 0) return 0;
  // Osman counts Arabic syllables over the whole text (its "minus two" applies once).
  if (lang === 'ar') return countArabicSyllables(text);
  let syllables = 0;
  for (const word of listWords(text, { lowercase: true })) syllables += wordSyllables(word, lang);
  return syllables;
}
