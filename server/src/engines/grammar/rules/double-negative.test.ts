import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { doubleNegative } from './double-negative';
import { applyRule, matchesOf } from './testing';

describe('double-negative: a second negative after a negated verb', () => {
  it.each([
    ["I don't know nothing about it.", "I don't know anything about it."],
    ["She didn't say nothing.", "She didn't say anything."],
    ["We can't see nobody.", "We can't see anybody."],
    ['He never said nothing to me.', 'He never said anything to me.'],
    ["They didn't go nowhere last summer.", "They didn't go anywhere last summer."],
    ["I haven't got nothing to wear.", "I haven't got anything to wear."],
    ['It does not mean nothing.', 'It does not mean anything.'],
    ["You don't need nobody.", "You don't need anybody."],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(doubleNegative, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    "It's not nothing.",
    "You can't get something for nothing.",
    "I don't know anything about it.",
    'Not for nothing did he win.',
    "He didn't do it for nothing.",
    'I did nothing wrong.',
    'Nobody said nothing would change.',
    'There was nothing to eat.',
    "I can't say that nothing happened.",
    'She never goes anywhere.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(doubleNegative, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
