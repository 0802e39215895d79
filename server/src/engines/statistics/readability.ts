import { countDifficultWords } from './difficult-words';
import { languageConfig } from './languages';
import { wordSyllables } from './syllables';
import type { TextProfile } from './text-profile';
import { countTextstatSentences } from './textstat-sentences';
import { countMiniwords, removePunctuation } from './words';

/**
 * textstat 0.7.11's readability formulas over a `TextProfile`, term for term, including its
 * guards: a formula whose divisor is zero scores 0.
 */

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** Average sentence length in words. */
export const wordsPerSentence = (profile: TextProfile) => ratio(profile.words.length, profile.sentences);

/** Average syllables per word. */
export const syllablesPerWord = (profile: TextProfile) => ratio(profile.syllables, profile.words.length);

/** Characters per word, where punctuation-only tokens count as words because their characters count. */
export const charsPerWord = (profile: TextProfile) => ratio(profile.chars, profile.tokens.length);

/** Letters (word characters) per word. */
export const lettersPerWord = (profile: TextProfile) => ratio(profile.letters, profile.words.length);

export const sentencesPerWord = (profile: TextProfile) => ratio(profile.sentences, profile.words.length);

/** Words of three syllables or more (SMOG's polysyllables). */
export const countPolysyllableWords = (profile: TextProfile) =>
  profile.wordSyllables.filter((syllables) => syllables >= 3).length;

/** Flesch Reading Ease with the language's constants (Amstad for German, Flesch–Vacca for Italian…). */
export function fleschReadingEase(profile: TextProfile): number {
  const sentenceLength = wordsPerSentence(profile);
  const syllables = syllablesPerWord(profile);
  if (sentenceLength === 0 || syllables === 0) return 0;
  const config = languageConfig(profile.lang);
  return config.freBase - config.freSentenceLength * sentenceLength - config.freSyllablesPerWord * syllables;
}

/** Flesch–Kincaid grade level. */
export function fleschKincaidGrade(profile: TextProfile): number {
  const sentenceLength = wordsPerSentence(profile);
  const syllables = syllablesPerWord(profile);
  if (sentenceLength === 0 || syllables === 0) return 0;
  return 0.39 * sentenceLength + 11.8 * syllables - 15.59;
}

/** SMOG index. Note that any non-empty text has a sentence, so even one with no words scores 3.1291. */
export function smogIndex(profile: TextProfile): number {
  if (profile.sentences === 0) return 0;
  return 1.043 * (30 * (countPolysyllableWords(profile) / profile.sentences)) ** 0.5 + 3.1291;
}

/** Coleman–Liau index (textstat's 0.058 letter coefficient). */
export function colemanLiauIndex(profile: TextProfile): number {
  const letters = lettersPerWord(profile) * 100;
  const sentences = sentencesPerWord(profile) * 100;
  if (letters === 0 || sentences === 0) return 0;
  return 0.058 * letters - 0.296 * sentences - 15.8;
}

/** Automated Readability Index. */
export function automatedReadabilityIndex(profile: TextProfile): number {
  const characters = charsPerWord(profile);
  const sentenceLength = wordsPerSentence(profile);
  if (characters === 0 || sentenceLength === 0) return 0;
  return 4.71 * characters + 0.5 * sentenceLength - 21.43;
}

/** Dale–Chall score: every word off the familiar-word list is difficult, whatever its length. */
export function daleChallReadabilityScore(profile: TextProfile): number {
  if (profile.words.length === 0) return 0;
  const percentDifficult = (100 * countDifficultWords(profile, 0)) / profile.words.length;
  const score = 0.1579 * percentDifficult + 0.0496 * wordsPerSentence(profile);
  return percentDifficult > 5 ? score + 3.6365 : score;
}

/** Gunning Fog index; complex words have the language's syllable threshold (3, Polish 4). */
export function gunningFog(profile: TextProfile): number {
  if (profile.words.length === 0) return 0;
  const threshold = languageConfig(profile.lang).syllableThreshold;
  const percentDifficult = (100 * countDifficultWords(profile, threshold)) / profile.words.length;
  return 0.4 * (wordsPerSentence(profile) + percentDifficult);
}

/** Spache readability, with the Dale–Chall list and two syllables as in textstat. */
export function spacheReadability(profile: TextProfile): number {
  if (profile.words.length === 0) return 0;
  const percentDifficult = (100 * countDifficultWords(profile, 2)) / profile.words.length;
  return 0.141 * wordsPerSentence(profile) + 0.086 * percentDifficult + 0.839;
}

/**
 * Linsear Write. With `strictUpper` (textstat's default) only the first 100 words and the sentences
 * they span count; with `strictLower` a text under 100 words scores 0.
 */
export function linsearWriteFormula(profile: TextProfile, strictLower = false, strictUpper = true): number {
  const { tokens } = profile;
  let words: readonly string[];
  let sentences: number;
  if (strictUpper && tokens.length > 100) {
    const first: string[] = [];
    let used = 0;
    while (used < tokens.length && first.length < 100) {
      const word = removePunctuation(tokens[used++], false);
      if (word.length > 0) first.push(word);
    }
    words = first;
    sentences = countTextstatSentences(tokens.slice(0, used).join(' '));
  } else {
    words = profile.words;
    // textstat counts the sentences of the tokens joined by single spaces: the same count as the
    // text's own, except that a text of only whitespace joins to "" and has none.
    sentences = tokens.length === 0 ? 0 : profile.sentences;
  }
  if (strictLower && words.length < 100) return 0;
  let easy = 0;
  let difficult = 0;
  for (const word of words) {
    const syllables = wordSyllables(word.toLowerCase(), profile.lang);
    if (syllables >= 3) difficult++;
    else if (syllables > 0) easy++;
  }
  if (sentences === 0) return 0;
  let score = (easy + difficult * 3) / sentences;
  if (score <= 20) score -= 2;
  return score / 2;
}

/** McAlpine EFLAW: (words + words of at most three letters) per sentence. */
export function mcalpineEflaw(profile: TextProfile): number {
  if (profile.text.length === 0) return 0;
  return ratio(profile.words.length + countMiniwords(profile.text), profile.sentences);
}

/** textstat's default reading speed (Demberg & Keller, 2008). */
export const MS_PER_CHARACTER = 14.69;

/** Reading time in seconds: a fixed time per non-whitespace character. */
export function readingTime(profile: TextProfile, msPerCharacter = MS_PER_CHARACTER): number {
  return (msPerCharacter * profile.chars) / 1000;
}
