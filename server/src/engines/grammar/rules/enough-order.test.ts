import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { enoughOrder } from './enough-order';
import { applyRule, matchesOf } from './testing';

describe('enough-order', () => {
  it.each([
    ['This room is not enough big for us.', 'This room is not big enough for us.'],
    ["He didn't run enough fast to win.", "He didn't run fast enough to win."],
    ['She is enough old to drive.', 'She is old enough to drive.'],
    ['The water was not enough warm.', 'The water was not warm enough.'],
    ['He spoke enough clearly, and we understood.', 'He spoke clearly enough, and we understood.'],
    ['Is the box enough strong for the books?', 'Is the box strong enough for the books?'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(enoughOrder, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'We have enough good food for everyone.',
    'Is it enough?',
    'He is old enough to vote.',
    'Strangely enough, nobody came.',
    "That's enough clever talk for today.",
    "We didn't have enough time.",
    'Sure enough, it rained.',
    'There is enough available for all of us.',
    'Enough said.',
    'They had enough English to get by.',
  ])('leaves alone %j', (text) => {
    expect(matchesOf(enoughOrder, text)).toEqual([]);
  });
});
