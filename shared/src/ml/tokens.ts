/**
 * The tokeniser shared by Margin's trained models (tone, sentiment, AI detection): training and
 * inference both call it, so a model never sees text split differently from how it learned.
 */

/** A token and its half-open UTF-16 range in the text it came from. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

// A word (letters, marks, digits, with inner apostrophes: "don't", "it's"), an emoji sequence
// (ZWJ joins, skin tones and variation selectors kept together), or any other single visible character.
const TOKEN =
  /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*(?:\u200D\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*)*|[\u{1F1E6}-\u{1F1FF}]{2}|[^\s\p{L}\p{M}\p{N}]/gu;

/** Splits text into words, emoji and single punctuation characters, with their UTF-16 offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    // Variation selectors and zero-width joiners on their own carry nothing to read.
    if (/^[\u{FE0E}\u{FE0F}\u200B-\u200D\u2060]$/u.test(m[0])) continue;
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

const DIGITS = /^\p{N}+$/u;
const LONG_REPEAT = /(\p{L})\1{2,}/gu;

/**
 * The form a classifier sees: lower case, curly apostrophes straightened, numbers collapsed to
 * `<num>`, letters repeated three times or more cut to two ("soooo" → "soo").
 */
export function normalizeToken(token: string): string {
  if (DIGITS.test(token)) return '<num>';
  return token.toLowerCase().replace(/’/g, "'").replace(LONG_REPEAT, '$1$1');
}
