import { describe, expect, it } from 'vitest';
import {
  advanceCodePoints,
  codePointLength,
  codePointToUtf16,
  sliceCodePoints,
  spanToCodePoints,
  spanToUtf16,
  utf16ToCodePoint,
} from './offsets';

const FAMILY = '👨‍👩‍👧'; // 3 astral code points joined by 2 ZWJs: 5 code points, 8 UTF-16 units
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['a😀b', 3],
    [FAMILY, 5],
    ['e\u0301', 2],
    ['日本語', 3],
    [`a${LONE_HIGH}b`, 3],
    [`a${LONE_LOW}b`, 3],
    [`${LONE_LOW}${LONE_HIGH}`, 2], // reversed halves are two lone surrogates, not a pair
    [`x${LONE_HIGH}`, 2],
  ])('%j has %i code points', (s, n) => {
    expect(codePointLength(s)).toBe(n);
    expect(codePointLength(s)).toBe(Array.from(s).length);
  });
});

describe('utf16ToCodePoint / codePointToUtf16', () => {
  it('maps offsets around an emoji', () => {
    const s = 'I 😀 it';
    expect(utf16ToCodePoint(s, 2)).toBe(2);
    expect(utf16ToCodePoint(s, 4)).toBe(3); // after the emoji
    expect(utf16ToCodePoint(s, 7)).toBe(6);
    expect(codePointToUtf16(s, 3)).toBe(4);
    expect(codePointToUtf16(s, 6)).toBe(7);
  });

  it('rounds an index inside a surrogate pair down to the pair', () => {
    expect(utf16ToCodePoint('a😀b', 2)).toBe(1);
  });

  it('clamps out-of-range indices', () => {
    expect(utf16ToCodePoint('a😀', 99)).toBe(2);
    expect(utf16ToCodePoint('a😀', -3)).toBe(0);
    expect(codePointToUtf16('a😀', 99)).toBe(3);
    expect(codePointToUtf16('abc', 99)).toBe(3);
    expect(codePointToUtf16('abc', -1)).toBe(0);
  });

  it('counts lone surrogates as one code point each without throwing', () => {
    const s = `a${LONE_HIGH}b${LONE_LOW}c😀d`;
    expect(codePointToUtf16(s, 2)).toBe(2);
    expect(codePointToUtf16(s, 4)).toBe(4);
    expect(codePointToUtf16(s, 6)).toBe(7);
    expect(utf16ToCodePoint(s, 7)).toBe(6);
  });

  it.each([
    'plain ascii text',
    'I 😀 emoji 🎉🎉 and 👨‍👩‍👧 families',
    'e\u0301 combining, 日本語, 𝒳𝒴𝒵 math, 🇫🇷 flag',
    `broken ${LONE_HIGH} and ${LONE_LOW} halves ${LONE_HIGH}`,
  ])('round-trips every code point boundary of %j', (s) => {
    let utf16 = 0;
    const cps = Array.from(s);
    for (let cp = 0; cp <= cps.length; cp++) {
      expect(codePointToUtf16(s, cp)).toBe(utf16);
      expect(utf16ToCodePoint(s, utf16)).toBe(cp);
      utf16 += cps[cp]?.length ?? 0;
    }
  });
});

describe('sliceCodePoints', () => {
  it.each([
    ['a😀b😀c', 1, 4, '😀b😀'],
    ['a😀b😀c', 2, undefined, 'b😀c'],
    ['a😀b😀c', 3, 3, ''],
    ['a😀b😀c', 4, 2, ''],
    ['a😀b', 0, 99, 'a😀b'],
    [`${LONE_HIGH}x`, 0, 1, LONE_HIGH],
  ])('%j [%i, %s) is %j', (s, start, end, expected) => {
    expect(sliceCodePoints(s, start, end)).toBe(expected);
  });

  it('agrees with slicing an array of code points', () => {
    const s = 'Ça 😀 va? 👨‍👩‍👧 日本';
    const cps = Array.from(s);
    for (let a = 0; a <= cps.length; a++) {
      for (let b = a; b <= cps.length; b++) expect(sliceCodePoints(s, a, b)).toBe(cps.slice(a, b).join(''));
    }
  });
});

describe('spans', () => {
  it('converts a wire span to a DOM span and back', () => {
    const s = 'Hi 😀, their is 👨‍👩‍👧 here';
    const wire = { start: 6, end: 11 }; // "their"
    const dom = spanToUtf16(s, wire);
    expect(s.slice(dom.start, dom.end)).toBe('their');
    expect(dom).toEqual({ start: 7, end: 12 });
    expect(spanToCodePoints(s, dom)).toEqual(wire);
  });

  it('round-trips a span that covers astral characters', () => {
    const s = `x${FAMILY}y`;
    const dom = spanToUtf16(s, { start: 1, end: 6 });
    expect(s.slice(dom.start, dom.end)).toBe(FAMILY);
    expect(spanToCodePoints(s, dom)).toEqual({ start: 1, end: 6 });
  });

  it('keeps an empty span empty', () => {
    expect(spanToUtf16('😀😀', { start: 1, end: 1 })).toEqual({ start: 2, end: 2 });
  });
});

describe('advanceCodePoints', () => {
  it('steps over a pair as one and stops at the end', () => {
    expect(advanceCodePoints('😀a', 0, 1)).toBe(2);
    expect(advanceCodePoints('😀a', 2, 5)).toBe(3);
  });
});
