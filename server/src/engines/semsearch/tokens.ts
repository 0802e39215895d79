/**
 * Tokenisers for semantic search. `lexicalTokens` mirrors SQLite FTS5's `unicode61 remove_diacritics 2`
 * (runs of letters and digits, lower-cased, accents removed) so the server can look query terms up in
 * the FTS vocabulary; `wordTokens` yields the lower-case words the word-vector table is keyed by.
 */

const LETTERS_AND_DIGITS = /[\p{L}\p{N}\p{M}]+/gu;
const WORDS = /\p{L}[\p{L}\p{M}]*/gu;
const MARKS = /\p{M}/gu;

/** Lower-cases and strips diacritics (é → e), as FTS5's remove_diacritics does. */
export function foldCase(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The tokens FTS5's unicode61 tokenizer would produce, in order. */
export function lexicalTokens(text: string): string[] {
  return foldCase(text).match(LETTERS_AND_DIGITS) ?? [];
}

/** Lower-case words (letters only; digits and punctuation separate words), in order. */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(WORDS) ?? [];
}
