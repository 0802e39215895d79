/**
 * Offsets on the wire count Unicode code points (as the hosted Python service does); the DOM and
 * ProseMirror count UTF-16 code units. These helpers convert between the two.
 *
 * A lone surrogate (a high surrogate not followed by a low one, or a low one on its own) counts as one
 * code point, as Python and `Array.from` count it, so malformed text never throws or drifts.
 * Indices out of range are clamped to the string; a UTF-16 index that falls between the two halves of
 * a surrogate pair maps to the code point that pair encodes (it rounds down).
 */

/** A half-open range `[start, end)`. */
export interface Span {
  start: number;
  end: number;
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

// Text without any surrogate has identical UTF-16 and code point offsets: most text takes this path.
const SURROGATE = /[\uD800-\uDFFF]/;

/** Number of Unicode code points in `s` (what API.md calls characters). */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    if (isHigh(s.charCodeAt(i)) && i + 1 < s.length && isLow(s.charCodeAt(i + 1))) i++;
    n++;
  }
  return n;
}

/** UTF-16 index reached by moving `count` code points forward from UTF-16 index `from` (clamped to the end). */
export function advanceCodePoints(s: string, from: number, count: number): number {
  let i = Math.max(0, from);
  for (let n = 0; n < count && i < s.length; n++) {
    if (isHigh(s.charCodeAt(i)) && i + 1 < s.length && isLow(s.charCodeAt(i + 1))) i += 2;
    else i++;
  }
  return Math.min(i, s.length);
}

/** Code point offset of UTF-16 index `utf16Index` in `s`. */
export function utf16ToCodePoint(s: string, utf16Index: number): number {
  const end = Math.min(Math.max(0, utf16Index), s.length);
  if (!SURROGATE.test(s)) return end;
  let n = 0;
  for (let i = 0; i < end; i++) {
    if (isHigh(s.charCodeAt(i)) && i + 1 < s.length && isLow(s.charCodeAt(i + 1))) {
      // An index between the halves of a pair stays on that pair's code point.
      if (i + 1 === end) return n;
      i++;
    }
    n++;
  }
  return n;
}

/** UTF-16 index of code point offset `cpIndex` in `s`. */
export function codePointToUtf16(s: string, cpIndex: number): number {
  const cp = Math.max(0, cpIndex);
  if (!SURROGATE.test(s)) return Math.min(cp, s.length);
  return advanceCodePoints(s, 0, cp);
}

/** The part of `s` from code point `start` up to (not including) code point `end` (default: the end). */
export function sliceCodePoints(s: string, start: number, end?: number): string {
  const from = codePointToUtf16(s, start);
  if (end === undefined) return s.slice(from);
  if (end <= start) return '';
  // Walk on from `from` rather than from 0 so long slices stay one pass.
  return s.slice(from, advanceCodePoints(s, from, end - Math.max(0, start)));
}

/** A code point span of `s` (as on the wire) converted to UTF-16 indices (as in the DOM). */
export function spanToUtf16(s: string, span: Span): Span {
  const start = codePointToUtf16(s, span.start);
  const end =
    span.end <= span.start ? start : advanceCodePoints(s, start, span.end - Math.max(0, span.start));
  return { start, end };
}

/** A UTF-16 span of `s` (as in the DOM) converted to code point offsets (as on the wire). */
export function spanToCodePoints(s: string, span: Span): Span {
  return { start: utf16ToCodePoint(s, span.start), end: utf16ToCodePoint(s, span.end) };
}
