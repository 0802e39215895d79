import { describe, expect, it } from 'vitest';
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
