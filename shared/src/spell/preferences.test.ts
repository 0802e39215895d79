import { describe, expect, it } from 'vitest';
import { apostropheFirst, varietyCounterpartFirst } from './preferences';

describe('apostropheFirst', () => {
  it('moves the candidate that only adds an apostrophe to the front', () => {
    expect(apostropheFirst('isnt', ['in', 'it', 'is', "isn't"])).toEqual(["isn't", 'in', 'it', 'is']);
  });

  it('keeps the order when there is no such candidate', () => {
    expect(apostropheFirst('untill', ['until', 'still'])).toEqual(['until', 'still']);
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
