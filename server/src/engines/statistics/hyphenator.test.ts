import { describe, expect, it } from 'vitest';
import { hyphenatorFor } from './hyphenation-dictionaries';
import { Hyphenator } from './hyphenator';

describe('Hyphenator', () => {
  it('breaks where the highest digit of the matching patterns is odd', () => {
    expect(Hyphenator.parse('UTF-8\n1ba\n').positions('abbaba')).toEqual([2, 4]);
    // "b2b" outweighs "1ba" between the b's; ".a1" would break too close to the start.
    const hyphenator = Hyphenator.parse('UTF-8\n% a comment\n1ba\nb2b\n.a1\n');
    expect(hyphenator.positions('abba')).toEqual([]);
  });

  it('keeps two letters either side, whatever the file says (as Pyphen does)', () => {
    const hyphenator = Hyphenator.parse('UTF-8\nLEFTHYPHENMIN 1\nRIGHTHYPHENMIN 1\n1b\n');
    expect(hyphenator.positions('abbbb')).toEqual([2, 3]);
  });

  it('lets a later pattern with the same letters replace an earlier one', () => {
    expect(Hyphenator.parse('UTF-8\na1b\na2b\n').positions('xxabxx')).toEqual([]);
    expect(Hyphenator.parse('UTF-8\na2b\na1b\n').positions('xxabxx')).toEqual([3]);
  });

  it('rejects a file that is not UTF-8', () => {
    expect(() => Hyphenator.parse('ISO8859-1\na1b\n')).toThrow(/UTF-8/);
  });

  // Expected positions from Pyphen with the same LibreOffice dictionaries.
  it.each([
    ['nl', 'lettergrepen', [3, 6, 9]],
    ['de', 'silbentrennung', [3, 6, 10]],
    ['de', 'donaudampfschifffahrtsgesellschaft', [2, 5, 10, 16, 22, 24, 28]],
    ['fr', 'française', [4]],
    ['it', 'sillabazione', [3, 5, 7, 10]],
    ['pl', 'ojczyzno', [2, 5]],
    ['ru', 'красавица', [3, 5, 7]],
    ['en', 'hyphenation', [2, 6]],
    ['en', 'remove_punctuation', [2, 11, 13, 14]],
  ] as const)('hyphenates %s "%s" as Pyphen does', (lang, word, expected) => {
    expect(hyphenatorFor(lang).positions(word)).toEqual(expected);
  });

  it('counts syllables as hyphenation points plus one', () => {
    expect(hyphenatorFor('nl').syllables('lettergrepen')).toBe(4);
    expect(hyphenatorFor('de').syllables('xyz')).toBe(1);
  });
});
