import { codePointLength, WHITESPACE } from './characters';
import { listWords } from './words';

/** Fatha, damma, kasra: the short-vowel marks. */
const SHORT_VOWELS = ['\u064e', '\u064f', '\u0650'];
/** Alef, waw, yeh: a short vowel followed by one of these is long. */
const LONG_VOWEL_LETTERS = ['\u0627', '\u0648', '\u064a'];
/** The three tanween marks and shadda, which textstat counts as stressed syllables. */
const STRESS_MARKS = /[\u064b\u064c\u064d\u0651]/g;
/** Alef, alef maksura, sentence punctuation and whitespace, removed before counting letters. */
const NOT_COUNTED = new RegExp(`[\\u0627\\u0649?.!,*${WHITESPACE}]`, 'gu');

/**
 * textstat's `count_arabic_syllables`, the syllable count of its Osman formula. Vowel marks are
 * combining characters, which textstat's punctuation removal deletes, so its short-vowel branch never
 * finds one and the count falls back to "letters other than alef, minus two"; long and stressed
 * syllables count double.
 */
export function countArabicSyllables(text: string): number {
  const characters = listWords(text, { removeApostrophes: true }).flatMap((word) => Array.from(word));
  let short = 0;
  let long = 0;
  for (const vowel of SHORT_VOWELS) {
    characters.forEach((character, i) => {
      if (character !== vowel) return;
      if (i + 1 < characters.length && LONG_VOWEL_LETTERS.includes(characters[i + 1])) long++;
      else short++;
    });
  }
  const stressed = text.match(STRESS_MARKS)?.length ?? 0;
  if (short === 0) short = codePointLength(text.replace(NOT_COUNTED, '')) - 2;
  return short + 2 * (long + stressed);
}
