import { describe, expect, it } from 'vitest';
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
