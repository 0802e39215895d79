import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { comparativeFindings, inflectAdjective } from './comparatives';
import { tagText } from './tagger';

describe('inflectAdjective', () => {
  it.each([
    ['big', 'er', 'bigger'],
    ['happy', 'est', 'happiest'],
    ['nice', 'er', 'nicer'],
    ['tall', 'est', 'tallest'],
    ['simple', 'er', 'simpler'],
    ['new', 'er', 'newer'],
  ] as const)('%s + %s -> %s', (adjective, suffix, form) =>
    expect(inflectAdjective(adjective, suffix)).toBe(form),
  );

  it('gives no form for a long adjective, compared with more / most', () => {
    expect(inflectAdjective('beautiful', 'er')).toBeUndefined();
    expect(inflectAdjective('important', 'est')).toBeUndefined();
  });
});

describe('comparative candidates scored by the language model', () => {
  it.each([
    ['This house is more big than that one.', 'This house is bigger than that one.'],
    ['It was the most long day of my life.', 'It was the longest day of my life.'],
  ])(
    '%s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'This house is bigger than that one.',
    'It was the most beautiful day of my life.',
    'I want more cold water, please.',
    'Most young people use a phone every day.',
    'She is more careful than her brother.',
  ])(
    'leaves correct sentences alone: %s',
    async (text) => {
      expect(await fix(text)).toBe(text);
    },
    30_000,
  );

  it('proposes nothing for "more" before a noun ("more apples")', () => {
    const text = 'We need more apples for the pie.';
    expect(comparativeFindings(text, tagText(text), languageModel())).toEqual([]);
  });
});
