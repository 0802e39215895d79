/**
 * Python's notion of characters, as textstat's regular expressions and `str.split()` see them.
 * JavaScript's `\s` and `\w` differ (JS `\w` is ASCII only; Python's `\s` also covers U+001C–U+001F
 * and U+0085 but not U+FEFF), and every count below depends on those two classes.
 */

/** Python's `str.isspace()` set: what `\s` and `str.split()` treat as whitespace. */
export const WHITESPACE =
  '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** Python's Unicode `\w`: letters, numbers and the underscore. Combining marks are not included. */
export const WORD_CHARACTER = '\\p{L}\\p{N}_';

const whitespaceRun = new RegExp(`[${WHITESPACE}]+`, 'u');
const whitespaceCharacter = new RegExp(`[${WHITESPACE}]`, 'gu');
const wordCharacter = new RegExp(`[${WORD_CHARACTER}]`, 'gu');

/** `str.split()`: the runs of non-whitespace, in order. */
export function splitOnWhitespace(text: string): string[] {
  return text.split(whitespaceRun).filter((part) => part.length > 0);
}

/** Length in code points, as Python's `len()` counts (a JS string's length counts UTF-16 units). */
export function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}

/** textstat's `count_chars`: characters, by default not counting whitespace. */
export function countChars(text: string, ignoreSpaces = true): number {
  return codePointLength(ignoreSpaces ? text.replace(whitespaceCharacter, '') : text);
}

/** textstat's `count_letters`: word characters only (punctuation and whitespace removed). */
export function countLetters(text: string): number {
  return text.match(wordCharacter)?.length ?? 0;
}
