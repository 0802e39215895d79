import { describe, expect, it } from 'vitest';
import { PUNCT_TEXT } from './textstat-texts';
import { countMiniwords, countWords, listWords, removePunctuation } from './words';

const WHO = "Who's there?I have ... no time for this...\n            nonsense...my guy! I'm happy-go-lucky.";

describe('removePunctuation', () => {
  it('keeps the apostrophes of contractions unless told otherwise', () => {
    expect(removePunctuation("They're here, and they're there.", false)).toBe(
      "They're here and they're there",
    );
    expect(removePunctuation("They're here, and they're there.", true)).toBe('Theyre here and theyre there');
  });

  it('drops quotation marks and hyphens', () => {
    expect(removePunctuation("said: 'This singer-songwriter. it'll suffice.'", false)).toBe(
      "said This singersongwriter it'll suffice",
    );
  });
});

describe('listWords', () => {
  it("lists the words of textstat's punctuation fixture", () => {
    const words = listWords(PUNCT_TEXT);
    expect(words.slice(0, 4)).toEqual(['I', 'said', 'This', 'is']);
    expect(words).toContain('singersongwriter');
    expect(words).toContain("Didn't");
    expect(words).toHaveLength(53);
  });

  it('splits contractions and hyphens on request', () => {
    expect(listWords("It's a singer-songwriter", { splitContractions: true, splitHyphens: true })).toEqual([
      'It',
      's',
      'a',
      'singer',
      'songwriter',
    ]);
  });

  it('lowercases on request', () => {
    expect(listWords('Dog', { lowercase: true })).toEqual(['dog']);
  });
});

describe('countWords', () => {
  it.each([
    [{}, 11],
    [{ splitContractions: true }, 12],
    [{ splitHyphens: true }, 13],
    [{ removePunctuation: false }, 12],
  ])('counts words with options %j: %i', (options, expected) => {
    expect(countWords(WHO, options)).toBe(expected);
  });

  it('counts nothing in an empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });
});

describe('countMiniwords', () => {
  it.each([
    [1, 1],
    [2, 4],
    [3, 6],
  ])('counts words of at most %i letters', (maxSize, expected) => {
    expect(countMiniwords('who is me man, I, ye rogue', maxSize)).toBe(expected);
  });

  it('removes apostrophes before measuring', () => {
    expect(countMiniwords("They're here, and they're there.", 3)).toBe(1);
  });
});
