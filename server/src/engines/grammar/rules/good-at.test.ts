import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { goodAt } from './good-at';
import { applyRule, matchesOf } from './testing';

describe('good-at', () => {
  it.each([
    ['She is bad in cooking.', 'She is bad at cooking.'],
    ['I was never good in remembering names.', 'I was never good at remembering names.'],
    ['He is better in English than me.', 'He is better at English than me.'],
    ['My brother is terrible in chess.', 'My brother is terrible at chess.'],
    ['They are great in football.', 'They are great at football.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(goodAt, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'He is good in a crisis.',
    'She looked great in that dress.',
    'He was good in the role of Hamlet.',
    'He is good at math.',
    'The film is better in the original.',
    'She was skilled in painting.',
    'These are some of the worst in English literature.',
    'Of the two translations, the better in English is hers.',
  ])('leaves alone %j', (text) => {
    expect(matchesOf(goodAt, text)).toEqual([]);
  });
});
