import { describe, expect, it } from 'vitest';
import { ngramFeatures } from './features';
import { normalizeToken, tokenize } from './tokens';

describe('tokenize', () => {
  it('keeps contractions whole and splits punctuation off', () => {
    expect(tokenize("Don't stop, it's fine!").map((t) => t.text)).toEqual([
      "Don't",
      'stop',
      ',',
      "it's",
      'fine',
      '!',
    ]);
  });

  it('keeps emoji sequences together and reports UTF-16 offsets', () => {
    const text = 'ok 👍🏽 👨‍👩‍👧 🇫🇷';
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.text)).toEqual(['ok', '👍🏽', '👨‍👩‍👧', '🇫🇷']);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it('reads non-Latin scripts as words', () => {
    expect(tokenize('Привет, мир. 你好').map((t) => t.text)).toEqual(['Привет', ',', 'мир', '.', '你好']);
  });
});

describe('normalizeToken and ngramFeatures', () => {
  it('lower-cases, collapses numbers and long letter repeats', () => {
    expect(['Sooooo', '2024', 'It’s'].map(normalizeToken)).toEqual(['soo', '<num>', "it's"]);
  });

  it('lists unigrams then bigrams with sentence-boundary markers', () => {
    expect(ngramFeatures('Love it')).toEqual(['love', 'it', '<s> love', 'love it', 'it </s>']);
  });
});
