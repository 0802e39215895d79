import { describe, expect, it } from 'vitest';
import { itsIts } from './its-its';
import { applyRule, matchesOf } from './testing';

describe('its-its', () => {
  it.each([
    ['Its a nice day.', "It's a nice day."],
    ['I think its going to rain.', "I think it's going to rain."],
    ["The dog wagged it's tail is long.", 'The dog wagged its tail is long.'],
    ["The company has it's own rules.", 'The company has its own rules.'],
    ["Don't judge a book by it's cover.", "Don't judge a book by its cover."],
    ["I was confused by all it's footnotes.", 'I was confused by all its footnotes.'],
    ['Its where people walk around.', "It's where people walk around."],
  ])('fixes %j', (text, fixed) => expect(applyRule(itsIts, text)).toBe(fixed));

  it.each([
    "It's a nice day.",
    'The dog wagged its tail.',
    'The city and its very existence.',
    'The firm lost its good name.',
    "It's time to go.",
  ])('leaves %j alone', (text) => expect(matchesOf(itsIts, text)).toEqual([]));
});
