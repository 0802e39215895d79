import { describe, expect, it } from 'vitest';
import { countArabicSyllables } from './arabic-syllables';
import { countSyllables, wordSyllables } from './syllables';
import { EASY_ARABIC_TEXT, EASY_TEXT, SHORT_TEXT } from './textstat-texts';

describe('English syllables', () => {
  it.each([
    ['relived', 2],
    ['couple', 2],
    ['monopoly', 4],
    ['every', 3],
    ['stimulating', 4],
    ['cupboards', 2],
    ["day's", 1],
    ['marriage', 2],
    ['songwriter', 3],
    ['interpersonal', 5],
  ])('reads "%s" from the pronouncing dictionary: %i', (word, expected) => {
    expect(wordSyllables(word, 'en')).toBe(expected);
  });

  it('falls back to hyphenation for words the dictionary lacks', () => {
    expect(countSyllables('text_a', 'en')).toBe(2);
    expect(wordSyllables('singersongwriter', 'en')).toBe(4);
  });

  it('counts a text word by word', () => {
    expect(countSyllables(SHORT_TEXT, 'en')).toBe(7);
    expect(countSyllables(EASY_TEXT, 'en')).toBe(139);
    expect(countSyllables('', 'en')).toBe(0);
  });
});

describe('syllables by hyphenation', () => {
  // textstat's test_set_lang: syllable_count(EASY_TEXT) per locale.
  it.each([
    ['de', 145],
    ['fr', 122],
    ['it', 151],
    ['nl', 147],
  ] as const)("counts textstat's easy text in %s: %i", (lang, expected) => {
    expect(countSyllables(EASY_TEXT, lang)).toBe(expected);
  });

  // Expected values from textstat's count_syllables with Pyphen's dictionaries.
  it.each([
    [
      'pl',
      'Litwo! Ojczyzno moja! Ty jesteś jak zdrowie. Ile cię trzeba cenić, ten tylko się dowie, kto cię stracił.',
      29,
    ],
    ['ru', 'Мороз и солнце; день чудесный! Ещё ты дремлешь, друг прелестный. Пора, красавица, проснись.', 24],
  ] as const)('counts %s text', (lang, text, expected) => {
    expect(countSyllables(text, lang)).toBe(expected);
  });
});

describe('Arabic syllables', () => {
  it("uses textstat's Arabic count over the whole text", () => {
    expect(countArabicSyllables(EASY_ARABIC_TEXT)).toBe(33);
    expect(countSyllables(EASY_ARABIC_TEXT, 'ar')).toBe(33);
  });

  it('counts letters other than alef, less two, and stress marks twice', () => {
    expect(countArabicSyllables('محمد')).toBe(2);
    // Vowel marks count as characters; the shadda counts once more, doubled.
    expect(countArabicSyllables('مُحَمَّد')).toBe(8);
  });
});
