import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { doubleComparatives } from './double-comparatives';
import { matchesOf } from './testing';

describe('double-comparatives', () => {
  it.each([
    ['He is more smarter than his brother.', 'He is smarter than his brother.'],
    ['My bag is more heavier than yours.', 'My bag is heavier than yours.'],
    ['This road is more better.', 'This road is better.'],
    ['It is the most easiest way to go.', 'It is the easiest way to go.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'More younger voters came this year.',
    'We need more better-paid jobs.',
    'She is more clever than me.',
    'I have never seen more water in my life.',
    'He is the most eager of them all.',
  ])('leaves %j alone', (text) => expect(matchesOf(doubleComparatives, text)).toEqual([]));
});
