import { describe, expect, it } from 'vitest';
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
