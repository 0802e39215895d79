import { describe, expect, it } from 'vitest';
import { corpusBleu, corpusChrF, tokenize13a } from './mt-metrics';

describe('corpusBleu', () => {
  it('is 100 for identical text and 0 with no shared word', () => {
    expect(corpusBleu(['The cat sat on the mat.'], ['The cat sat on the mat.'])).toBeCloseTo(100, 6);
    expect(corpusBleu(['Dogs bark loudly here'], ['The cat sat on the mat.'])).toBe(0);
  });

  it('matches a hand-computed sentence: (6/7 · 4/6 · 2/5 · 1/4)^¼', () => {
    expect(corpusBleu(['The cat sat on the mat.'], ['The cat is on the mat.'])).toBeCloseTo(48.89, 2);
  });

  it('applies the brevity penalty to short output', () => {
    const full = corpusBleu(['a b c d e f'], ['a b c d e f']);
    const short = corpusBleu(['a b c d'], ['a b c d e f']);
    expect(short).toBeCloseTo(100 * Math.exp(1 - 6 / 4), 4);
    expect(short).toBeLessThan(full);
  });

  it('tokenises like mteval-v13a', () => {
    expect(tokenize13a('Hello, world! It costs 3.50 (approx).')).toEqual([
      'Hello',
      ',',
      'world',
      '!',
      'It',
      'costs',
      '3.50',
      '(',
      'approx',
      ')',
      '.',
    ]);
  });
});

describe('corpusChrF', () => {
  it('is 100 for identical text, whatever the spacing, and 0 with no shared character', () => {
    expect(corpusChrF(['El gato es negro.'], ['El gato  es negro.'])).toBeCloseTo(100, 6);
    expect(corpusChrF(['xyz'], ['abc'])).toBe(0);
  });

  it('weighs recall over precision (β = 2)', () => {
    const missing = corpusChrF(['El gato'], ['El gato es negro']);
    const extra = corpusChrF(['El gato es negro y grande'], ['El gato es negro']);
    expect(extra).toBeGreaterThan(missing);
  });
});
