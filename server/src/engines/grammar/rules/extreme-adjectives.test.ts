import { describe, expect, it } from 'vitest';
import { extremeAdjectives } from './extreme-adjectives';
import { applyRule, matchesOf } from './testing';

describe('extreme-adjectives', () => {
  it.each([
    ['This is extremely bad.', 'This is terrible.'],
    ['He was extremely angry.', 'He was furious.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(extremeAdjectives, text)).toBe(fixed));

  it.each(['This is terrible.', 'It is extremely rare.', 'A very bad day.'])('leaves %j alone', (text) =>
    expect(matchesOf(extremeAdjectives, text)).toEqual([]),
  );
});
