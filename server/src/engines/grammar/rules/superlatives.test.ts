import { describe, expect, it } from 'vitest';
import { superlatives } from './superlatives';
import { applyRule, matchesOf } from './testing';

describe('superlatives', () => {
  it.each([
    ['Kyoto is an oldest city.', 'Kyoto is the oldest city.'],
    ['It was a biggest mistake.', 'It was the biggest mistake.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(superlatives, text)).toBe(fixed));

  it.each(['He is an honest man.', 'It is the oldest city.', 'A modest house.'])('leaves %j alone', (text) =>
    expect(matchesOf(superlatives, text)).toEqual([]),
  );
});
