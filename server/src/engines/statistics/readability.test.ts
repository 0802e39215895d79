import { describe, expect, it } from 'vitest';
import { countDifficultWords, isDifficultWord, listDifficultWords } from './difficult-words';
import {
  automatedReadabilityIndex,
  colemanLiauIndex,
  daleChallReadabilityScore,
  fleschKincaidGrade,
  fleschReadingEase,
  gunningFog,
  linsearWriteFormula,
  mcalpineEflaw,
  readingTime,
  smogIndex,
  spacheReadability,
} from './readability';
import { profileText } from './text-profile';
import { EASY_TEXT, PUNCT_TEXT, SHORT_TEXT } from './textstat-texts';

const easy = profileText(EASY_TEXT, 'en');
const short = profileText(SHORT_TEXT, 'en');
const punct = profileText(PUNCT_TEXT, 'en');

// textstat 0.7.11's expected values (tests/backend/metrics), compared after rounding to 3 decimals.
describe.each([
  ['flesch_kincaid_grade', fleschKincaidGrade, 4.488, 2.88, 4.574],
  ['flesch_reading_ease', fleschReadingEase, 78.918, 83.32, 81.148],
  ['automated_readability_index', automatedReadabilityIndex, 3.575, 4.62, 5.82],
  ['coleman_liau_index', colemanLiauIndex, 5.4, 6.12, 6.249],
  ['dale_chall_readability_score', daleChallReadabilityScore, 7.592, 13.358, 6.248],
  ['gunning_fog', gunningFog, 4.004, 10.0, 7.259],
  ['smog_index', smogIndex, 7.348, 8.842, 8.239],
  ['spache_readability', spacheReadability, 3.585, 3.264, 3.469],
  ['linsear_write_formula', (p: typeof easy) => linsearWriteFormula(p), 4.045, 2.5, 5.1],
])('%s', (_, score, onEasy, onShort, onPunct) => {
  it('matches textstat on its easy, short and punctuation texts', () => {
    expect(score(easy)).toBeCloseTo(onEasy, 3);
    expect(score(short)).toBeCloseTo(onShort, 3);
    expect(score(punct)).toBeCloseTo(onPunct, 3);
  });

  it('scores an empty text 0', () => {
    expect(score(profileText('', 'en'))).toBe(0);
  });
});

describe('linsearWriteFormula', () => {
  it('scores texts under 100 words 0 when strict about the lower bound', () => {
    expect(linsearWriteFormula(easy, true, true)).toBe(0);
    expect(linsearWriteFormula(easy, false, false)).toBeCloseTo(4.045, 3);
  });

  it('reads only the first 100 words and their sentences', () => {
    // 100 one-syllable words in 10 sentences: (100 / 10 - 2) / 2 = 4, whatever follows.
    const text = `${'The cat sat on the big red mat all day. '.repeat(10)}Extraordinarily complicated vocabulary.`;
    const profile = profileText(text, 'en');
    expect(linsearWriteFormula(profile)).toBe(4);
    expect(linsearWriteFormula(profile, false, false)).not.toBe(4);
  });
});

describe('difficult words', () => {
  it('counts distinct words of two syllables or more off the Dale–Chall list', () => {
    expect(countDifficultWords(easy, 2, true)).toBe(6);
    expect(countDifficultWords(easy, 2, false)).toBe(17);
    expect(countDifficultWords(short, 2, true)).toBe(1);
    expect(countDifficultWords(punct, 2, true)).toBe(7);
  });

  it('lists them as written, in text order', () => {
    expect(listDifficultWords(punct, 2)).toEqual([
      'remove_punctuation',
      'function',
      'singersongwriter',
      "it'll",
      'suffice',
      'removing',
      'characters',
    ]);
  });

  it.each([
    ['Regardless', 3, true],
    ['Regardless', 4, false],
    ['hello', 2, false],
    ['marriage', 2, false],
    ['fragile', 2, true],
    ['two words', 0, false],
  ])('judges "%s" (threshold %i) difficult: %s', (word, threshold, expected) => {
    expect(isDifficultWord(word, threshold, 'en')).toBe(expected);
  });
});

describe('mcalpineEflaw', () => {
  it('adds the words of three letters or fewer to the words, per sentence', () => {
    // 99 words, 35 of them miniwords, 11 sentences.
    expect(mcalpineEflaw(easy)).toBeCloseTo(134 / 11, 10);
  });
});

describe('readingTime', () => {
  it.each([
    [EASY_TEXT, 1.0, 0.431],
    [SHORT_TEXT, 42.3, 1.058],
    [PUNCT_TEXT, 40.0, 9.88],
    ['', 5.3, 0],
  ])('takes a fixed time per character', (text, msPerCharacter, expected) => {
    expect(readingTime(profileText(text, 'en'), msPerCharacter)).toBeCloseTo(expected, 3);
  });

  it("defaults to textstat's 14.69 ms per character", () => {
    expect(readingTime(easy)).toBeCloseTo(0.43 * 14.69 + 0.001 * 14.69, 6);
  });
});
