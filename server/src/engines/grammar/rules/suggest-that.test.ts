import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { suggestThat } from './suggest-that';
import { applyRule, matchesOf } from './testing';

describe('suggest-that', () => {
  it.each([
    ['Our guide suggested us to visit the castle.', 'Our guide suggested that we visit the castle.'],
    ['He proposed them to meet on Monday.', 'He proposed that they meet on Monday.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(suggestThat, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'She suggested that I take a break.',
    'He suggested it to the team.',
    'They suggested me for the role.',
    'The doctor recommended me to rest.',
    'I suggest taking the train.',
  ])('leaves %j alone', (text) => expect(matchesOf(suggestThat, text)).toEqual([]));
});
