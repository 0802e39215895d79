import { describe, expect, it } from 'vitest';
import { numberCompounds } from './number-compounds';
import { applyRule, matchesOf } from './testing';

describe('number-compounds', () => {
  it.each([
    ['Rudolph is a two-year old reindeer.', 'Rudolph is a two-year-old reindeer.'],
    ['France has a 35 hour working week.', 'France has a 35-hour working week.'],
    ['Lara handed me a 15 foot pole.', 'Lara handed me a 15-foot pole.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(numberCompounds, text)).toBe(fixed));

  it.each([
    'He is two years old.',
    'It took 35 hours.',
    'A 15-foot pole.',
    'The pole is 15 foot in length.',
    'It happened 2 years ago.',
  ])('leaves %j alone', (text) => expect(matchesOf(numberCompounds, text)).toEqual([]));
});
