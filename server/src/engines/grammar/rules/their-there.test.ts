import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { applyRule, matchesOf } from './testing';
import { theirThere } from './their-there';

describe('their-there', () => {
  it.each([
    ['Their going home.', "They're going home."],
    ['Their is a problem.', 'There is a problem.'],
    ["They're car is red.", 'Their car is red.'],
    ['I think there going to win.', "I think they're going to win."],
  ])('fixes %j', (text, fixed) => expect(applyRule(theirThere, text)).toBe(fixed));

  it.each([
    'Their car is red.',
    "They're going home.",
    'There is a problem.',
    'Is there water in the tank?',
    'Put it over there now.',
    'Their meeting was long.',
    'There seems to be a problem.',
    'They gave their all.',
  ])('leaves %j alone', (text) => expect(matchesOf(theirThere, text)).toEqual([]));
});

describe('their-there: "their" with no noun after it (issue #14)', () => {
  it.each([
    ['Their late again.', "They're late again."],
    ['We parked over their.', 'We parked over there.'],
    ['I put the boxes over their.', 'I put the boxes over there.'],
    ['The keys are in their, on the shelf.', 'The keys are in there, on the shelf.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each(['I met their late husband.', 'They did it on their own.', 'We sat in their garden.'])(
    'leaves %j alone',
    async (text) => expect(await applyGrammarFixes(text)).toBe(text),
  );
});
