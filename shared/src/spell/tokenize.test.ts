import { describe, expect, it } from 'vitest';
import { wordTokens } from './tokenize';

const words = (text: string) => [...wordTokens(text)].map((t) => t.text);

describe('wordTokens', () => {
  it.each([
    ['Visit https://exmaple.com/pth?q=wrod or www.exmaple.org today', ['Visit', 'or', 'today']],
    // #17 finding 1: an unbroken run of over 100 characters is data, skipped whole (and in linear time).
    [`Teh ${'wrod,'.repeat(40)} end`, ['Teh', 'end']],
    ['Write to jhon.smiht@exmaple.com please', ['Write', 'to', 'please']],
    ['Call `fooo.barr()` or run npm instal', ['Call', 'or', 'run', 'npm', 'instal']],
    ['Use snake_case_nmae and camelCaseNmae and getThng() here', ['Use', 'and', 'and', 'here']],
    ['The file /usr/lcal/bin/thng is C:\\Prgram\\x', ['The', 'file', 'is']],
    ['It costs 12kg or 3rd place at 10:30', ['It', 'costs', 'or', 'place', 'at']],
    ['NASA and the USA and HTTPS are acronyms', ['and', 'the', 'and', 'are', 'acronyms']],
    ['Ask @jhon about #releese now', ['Ask', 'about', 'now']],
    ['See e.g. the U.S. office', ['See', 'the', 'office']],
    ['<p class="nte">Ths <b>wrod</b></p> &amp; more', ['Ths', 'wrod', 'more']],
    ["don't, children's and ‘quoted’ words", ["don't", "children's", 'and', 'quoted', 'words']],
    ['a well-knwon fact', ['a', 'well', 'knwon', 'fact']],
    ['🎉🎉 😀', []],
    ['Shalom שלום עולם and سلام', ['Shalom', 'שלום', 'עולם', 'and', 'سلام']],
    ['```\nconst wrng = 1;\n```\nafter', ['after']],
  ])('%s', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('gives UTF-16 offsets of the word inside its punctuation', () => {
    const text = '“Helo,” she said.';
    const [first] = [...wordTokens(text)];
    expect(text.slice(first.start, first.end)).toBe('Helo');
  });

  it('marks the first word of each sentence and of each line', () => {
    const tokens = [...wordTokens('One two. Three four\nFive six')];
    expect(tokens.filter((t) => t.sentenceInitial).map((t) => t.text)).toEqual(['One', 'Three', 'Five']);
  });
});
