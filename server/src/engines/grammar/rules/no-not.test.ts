import { describe, expect, it } from 'vitest';
import { noNot } from './no-not';
import { applyRule, matchesOf } from './testing';

describe('no-not', () => {
  it.each([
    ['She could no hear you.', 'She could not hear you.'],
    ['It is no possible.', 'It is not possible.'],
    ['I would no do this.', 'I would not do this.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(noNot, text)).toBe(fixed));

  it.each([
    'It is no longer possible.',
    'There is no reason.',
    'It is no different.',
    'He is no fool.',
    'There were no cars.',
  ])('leaves %j alone', (text) => expect(matchesOf(noNot, text)).toEqual([]));
});
