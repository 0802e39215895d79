import { describe, expect, it } from 'vitest';
import { articles } from './articles';
import { applyRule, matchesOf } from './testing';

describe('articles', () => {
  it.each([
    ['I bought a books yesterday.', 'I bought books yesterday.'],
    ['She has an apples.', 'She has apples.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(articles, text)).toBe(fixed));

  it.each(['I bought a book.', 'It is a means to an end.', 'He drives a sports car.', 'A series of events.'])(
    'leaves %j alone',
    (text) => expect(matchesOf(articles, text)).toEqual([]),
  );
});
