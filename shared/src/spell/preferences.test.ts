import { describe, expect, it } from 'vitest';
import { apostropheFirst, varietyCounterpartFirst } from './preferences';

describe('apostropheFirst', () => {
  it('moves the candidate that only adds an apostrophe to the front', () => {
    expect(apostropheFirst('isnt', ['in', 'it', 'is', "isn't"])).toEqual(["isn't", 'in', 'it', 'is']);
  });

  it('keeps the order when there is no such candidate', () => {
    expect(apostropheFirst('untill', ['until', 'still'])).toEqual(['until', 'still']);
    // Ths: a possessive nobody writes ("Th's", from the abbreviation) does not jump ahead of "This".
    const seen = new Set(["isn't", 'this']);
    expect(apostropheFirst('Ths', ['This', "Th's"], (w) => seen.has(w.toLowerCase()))).toEqual([
      'This',
      "Th's",
    ]);
    expect(apostropheFirst('isnt', ['in', "isn't"], (w) => seen.has(w))).toEqual(["isn't", 'in']);
  });
});

describe('varietyCounterpartFirst', () => {
  it.each([
    ['grey', ['Grey', 'grew', 'gray'], 'gray'],
    ['colour', ['color', 'cooler'], 'color'],
    ['centre', ['cent', 'center'], 'center'],
    ['organise', ['organism', 'organize'], 'organize'],
  ])('%j → %j', (word, candidates, first) =>
    expect(varietyCounterpartFirst(word, candidates)[0]).toBe(first),
  );

  it('keeps the order when no candidate is a counterpart', () => {
    expect(varietyCounterpartFirst('teh', ['the', 'tea'])).toEqual(['the', 'tea']);
  });
});
