import { StatisticsResponse } from '@margin/shared/contract/statistics';
import { describe, expect, it } from 'vitest';
import { computeStatistics } from './index';
import { EASY_ARABIC_TEXT, EASY_TEXT } from './textstat-texts';

describe('computeStatistics', () => {
  it("answers with textstat's values for its easy text", () => {
    const statistics = computeStatistics(EASY_TEXT, 'en');
    expect(StatisticsResponse.parse(statistics)).toEqual(statistics);
    expect(statistics).toMatchObject({ chars: 431, sentences: 11, words: 99, reading_time_min: 0 });
    expect(statistics.readability).toBeCloseTo(4.488, 3);
    expect(statistics.reading_time_sec).toBeCloseTo(6.33139, 5);
    const scores = statistics.readability_scores;
    expect(scores.flesch_kincaid_grade).toBe(statistics.readability);
    expect(scores.flesch_reading_ease).toBeCloseTo(78.918, 3);
    expect(scores.difficult_words).toBe(6);
    expect(scores.linsear_write_formula).toBeCloseTo(4.045, 3);
    expect(scores.mcalpine_eflaw).toBeCloseTo(12.182, 3);
    expect(scores.text_standard).toBe('3rd and 4th grade');
  });

  it('gives whole minutes and the exact seconds of reading time', () => {
    // 14.69 ms per character: 5,000 characters take 73.45 s.
    const statistics = computeStatistics('abcd '.repeat(1250), 'en');
    expect(statistics.reading_time_sec).toBeCloseTo(73.45, 6);
    expect(statistics.reading_time_min).toBe(1);
  });

  it('scores an empty text 0, as textstat does', () => {
    const statistics = computeStatistics('', 'en');
    expect(statistics).toMatchObject({ chars: 0, words: 0, sentences: 0, readability: 0 });
    expect(statistics.readability_scores.smog_index).toBe(0);
    expect(statistics.readability_scores.text_standard).toBe('-1th and 0th grade');
  });

  it('finds one sentence and no words in whitespace, as textstat does', () => {
    const statistics = computeStatistics(' \n\t ', 'en');
    expect(statistics).toMatchObject({ chars: 0, words: 0, sentences: 1, readability: 0 });
    // SMOG's constant term survives: textstat scores blank text 3.1291.
    expect(statistics.readability_scores.smog_index).toBe(3.1291);
  });

  // Reference values: textstat 0.7.11's formulas with Pyphen's dictionaries for each language.
  it.each([
    [
      'de',
      'Die Silbentrennung ist eine schwierige Angelegenheit. Donaudampfschifffahrtsgesellschaft ist ein langes Wort.',
      20.273,
      17.664,
      16.745,
      '16th and 17th grade',
    ],
    [
      'fr',
      'La syllabation française est assez régulière. Les enfants apprennent à lire en découpant les mots.',
      71.814,
      7.788,
      11.0,
      '10th and 11th grade',
    ],
    [
      'it',
      'La sillabazione italiana è molto regolare. I bambini imparano a leggere dividendo le parole.',
      53.614,
      17.483,
      25.657,
      '16th and 17th grade',
    ],
    [
      'nl',
      'De lettergrepen van een woord zijn belangrijk. Kinderen leren lezen door woorden te splitsen.',
      62.825,
      8.211,
      11.371,
      '7th and 8th grade',
    ],
    [
      'pl',
      'Litwo! Ojczyzno moja! Ty jesteś jak zdrowie. Ile cię trzeba cenić, ten tylko się dowie, kto cię stracił.',
      61.4,
      6.931,
      3.6,
      '6th and 7th grade',
    ],
    [
      'ru',
      'Мороз и солнце; день чудесный! Ещё ты дремлешь, друг прелестный. Пора, красавица, проснись.',
      90.248,
      7.885,
      10.964,
      '8th and 9th grade',
    ],
  ] as const)(
    'scores %s with its own syllables and constants',
    (lang, text, readingEase, grade, fog, standard) => {
      const { readability_scores: scores } = computeStatistics(text, lang);
      expect(scores.flesch_reading_ease).toBeCloseTo(readingEase, 3);
      expect(scores.flesch_kincaid_grade).toBeCloseTo(grade, 3);
      expect(scores.gunning_fog).toBeCloseTo(fog, 3);
      expect(scores.text_standard).toBe(standard);
    },
  );

  it("counts Arabic with textstat's Arabic syllable count", () => {
    const statistics = computeStatistics(EASY_ARABIC_TEXT, 'ar');
    expect(statistics).toMatchObject({ chars: 42, words: 9, sentences: 2 });
    // 33 syllables over 9 words in 2 sentences: 0.39 × 4.5 + 11.8 × 33/9 − 15.59.
    expect(statistics.readability).toBeCloseTo(0.39 * 4.5 + (11.8 * 33) / 9 - 15.59, 10);
  });
});
