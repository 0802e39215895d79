import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { nonstandardPhrases } from './nonstandard-phrases';
import { applyRule, matchesOf } from './testing';

describe('nonstandard-phrases', () => {
  it.each([
    [
      'Be aware of the changes in regards to this program.',
      'Be aware of the changes regarding this program.',
    ],
    ['With regards to America, we agree.', 'Regarding America, we agree.'],
    ['There is an on going investigation.', 'There is an ongoing investigation.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(nonstandardPhrases, text)).toBe(fixed));

  it.each([
    // #14: a modal before "able to"
    ['I can able to finish it today.', 'I can finish it today.'],
    ['She could able to swim at four.', 'She could swim at four.'],
    ['We will able to help you.', 'We will be able to help you.'],
    ['You should able to see it.', 'You should be able to see it.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(nonstandardPhrases, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'With regard to America, we agree.',
    'Kind regards to all.',
    'Keep on going home.',
    'I am able to finish it today.',
    'We will be able to help you.',
    'Anyone able to help can come.',
    'The can able to hold water is here.',
  ])('leaves %j alone', (text) => expect(matchesOf(nonstandardPhrases, text)).toEqual([]));
});
