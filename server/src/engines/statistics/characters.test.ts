import { describe, expect, it } from 'vitest';
import { codePointLength, countChars, countLetters, splitOnWhitespace } from './characters';

describe('countChars', () => {
  it.each([
    ['', true, 0],
    ['a ', true, 1],
    ['a ', false, 2],
    ['a b', true, 2],
    ['a $!&#@*b', true, 8],
    ['a $!&#@*b', false, 9],
  ])('counts %j (ignore spaces: %s) as textstat does: %i', (text, ignoreSpaces, expected) => {
    expect(countChars(text, ignoreSpaces)).toBe(expected);
  });

  it("ignores Python's whitespace, which is not JavaScript's", () => {
    // U+001F and U+0085 are whitespace to Python; U+FEFF is not.
    expect(countChars('a\u001fb\u0085c\ufeff')).toBe(4);
  });

  it('counts an emoji once, as Python does', () => {
    expect(countChars('ok 👍')).toBe(3);
    expect(codePointLength('👍')).toBe(1);
  });
});

describe('countLetters', () => {
  it.each([
    ["They're here, and they're there.", 24],
    ["Who's there?I have no time for this...\n            nonsense....", 35],
    ['Ça coûte 5 €', 8],
  ])('counts the word characters of %j: %i', (text, expected) => {
    expect(countLetters(text)).toBe(expected);
  });
});

describe('splitOnWhitespace', () => {
  it('splits like str.split(), dropping empty parts', () => {
    expect(splitOnWhitespace('  one\ttwo\u3000three  ')).toEqual(['one', 'two', 'three']);
  });
});
