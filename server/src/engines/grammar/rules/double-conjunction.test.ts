import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { doubleConjunction } from './double-conjunction';
import { applyRule, matchesOf } from './testing';

describe('double-conjunction', () => {
  it.each([
    ['Although it was late, but we went out.', 'Although it was late, we went out.'],
    ['Though he is rich, but he is not happy.', 'Though he is rich, he is not happy.'],
    ['Because it was raining, so we stayed home.', 'Because it was raining, we stayed home.'],
    ['Even though she tried hard, but she failed.', 'Even though she tried hard, she failed.'],
    ['Since it was late, so we left.', 'Since it was late, we left.'],
    [
      'Although the hotel was expensive but the rooms were small.',
      'Although the hotel was expensive, the rooms were small.',
    ],
    ['Because the shop was closed so I went home.', 'Because the shop was closed, I went home.'],
    ['Although I studied a lot, but I failed the exam.', 'Although I studied a lot, I failed the exam.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(doubleConjunction, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'Although it was late, we went out.',
    'We stayed in because it rained, so we watched a film.',
    'Since I moved here, so much has changed.',
    'Although tired, but happy, she smiled.',
    'Because of the rain, so many people stayed home.',
    'Although it was cold and wet, but we went anyway.',
    'As the father is, so is the son.',
    'Though small, the room was nice, but the bed was hard.',
    'Because it was raining, we stayed home, so the trip was cancelled.',
    'Although he left, but for a moment he hesitated.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(doubleConjunction, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
