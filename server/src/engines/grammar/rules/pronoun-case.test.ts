import { describe, expect, it } from 'vitest';
import { pronounCase } from './pronoun-case';
import { applyRule, matchesOf } from './testing';

describe('pronoun-case', () => {
  it.each([
    ['Tim and me work together.', 'Tim and I work together.'],
    ['Him and I cheated on the test.', 'He and I cheated on the test.'],
    ['My sister and him might go to Paris.', 'My sister and he might go to Paris.'],
    ['He gave it to Tim and I.', 'He gave it to Tim and me.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(pronounCase, text)).toBe(fixed));

  it.each([
    'Tim and I work together.',
    'He gave it to Tim and me.',
    'She called him and me.',
    'I saw her and her dog.',
  ])('leaves %j alone', (text) => expect(matchesOf(pronounCase, text)).toEqual([]));
});
