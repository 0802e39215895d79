import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { baseFormAfterAuxiliary } from './base-form-after-auxiliary';
import { applyRule, matchesOf } from './testing';

describe('base-form-after-auxiliary', () => {
  it.each([
    ["I don't needs help with that.", "I don't need help with that."],
    ['You do not has a bicycle?', 'You do not have a bicycle?'],
    ['Did the application worked?', 'Did the application work?'],
    ['She can goes home.', 'She can go home.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(baseFormAfterAuxiliary, text)).toBe(fixed));

  it.each([
    "I don't need help.",
    'Did the application work?',
    'She can go home.',
    'They did the dishes.',
    'It will be fine.',
  ])('leaves %j alone', (text) => expect(matchesOf(baseFormAfterAuxiliary, text)).toEqual([]));
});

describe('base-form-after-auxiliary: do-support in a question (#14)', () => {
  it.each([
    ['Does he goes to work by bus?', 'Does he go to work by bus?'],
    ['Did they saw the film?', 'Did they see the film?'],
    ['Why does he always comes late?', 'Why does he always come late?'],
    ['Did they called you back?', 'Did they call you back?'],
    ['Does your sister works here?', 'Does your sister work here?'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'Does the man who knows her live here?',
    'Did the people that came enjoy it?',
    'Do you think he goes there?',
    'Why does everyone always look at me?',
    'Did a man called Daffodil come here?',
    "Why did a record called 'Daffodil' show a poppy?",
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));
});
