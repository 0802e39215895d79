import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { determinerNumber } from './determiner-number';
import { applyRule, matchesOf } from './testing';

describe('determiner-number', () => {
  it.each([
    ['If this errors are easy to fix, fix them.', 'If these errors are easy to fix, fix them.'],
    ['These error are easy to fix.', 'This error are easy to fix.'],
    ['I have many wine.', 'I have much wine.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(determinerNumber, text)).toBe(fixed));

  it.each([
    'These errors are easy.',
    'This news is old.',
    'This sports car is fast.',
    'I have many wines.',
    'He said that errors happen.',
    'Those people left.',
  ])('leaves %j alone', (text) => expect(matchesOf(determinerNumber, text)).toEqual([]));
});

describe('determiner-number: "much" before a plural noun (issue #14)', () => {
  it.each([
    ["I don't have much friends in this town.", "I don't have many friends in this town."],
    ['How much books did you bring?', 'How many books did you bring?'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'Thank you so much guys!',
    'We need much more chairs.',
    'How much money do we need?',
    'There was not much news today.',
  ])('leaves %j alone', (text) => expect(matchesOf(determinerNumber, text)).toEqual([]));
});
