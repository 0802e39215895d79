import { describe, expect, it } from 'vitest';
import { apostropheFirst, spellingProvider, varietyCounterpartFirst } from './spelling';

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

describe('English spelling through the provider (issue #14)', () => {
  it.each([
    ['It isnt easy.', "isn't"],
    ['He didnt know.', "didn't"],
    ['Wait untill tomorrow.', 'until'],
    // The default variety (US) suggests its own spelling, not a neighbour or a name.
    ['The sky is grey today.', 'gray'],
  ])('%j → %j first', async (text, first) => {
    const found = await (await spellingProvider()).check(text, {
      lang: 'en',
      variety: 'us',
      neural: false,
      medical: false,
    });
    expect(found.map((f) => f.replacements[0])).toEqual([first]);
  });
});
