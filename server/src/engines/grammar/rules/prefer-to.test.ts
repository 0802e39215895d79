import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { preferTo } from './prefer-to';
import { applyRule, matchesOf } from './testing';

describe('prefer-to', () => {
  it.each([
    ['I prefer tea than coffee.', 'I prefer tea to coffee.'],
    ['She prefers walking than driving.', 'She prefers walking to driving.'],
    ['He preferred the old house than the new one.', 'He preferred the old house to the new one.'],
    ['Most kids prefer summer than winter.', 'Most kids prefer summer to winter.'],
    ['We prefer to walk than drive.', 'We prefer to walk rather than drive.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(preferTo, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'I prefer a bigger car than yours.',
    'I prefer tea rather than coffee.',
    'I prefer it more than anything.',
    'I prefer tea to coffee.',
    'They would prefer that you stay than go.',
    'She prefers to walk rather than drive.',
    'It costs less than we preferred.',
  ])('leaves alone %j', (text) => {
    expect(matchesOf(preferTo, text)).toEqual([]);
  });
});
