/**
 * Tokenisers for semantic search. `lexicalTokens` mirrors SQLite FTS5's `unicode61 remove_diacritics 2`
 * (runs of letters and digits, lower-cased, accents removed) so the server can look query terms up in
 * the FTS vocabulary; `wordTokens` yields the lower-case words the word-vector table is keyed by.
 */

import { words } from '@margin/shared/text/tokens';

const MARKS = /\p{M}/gu;

/** Lower-cases and strips diacritics (é → e), as FTS5's remove_diacritics does. */
export function foldCase(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The tokens FTS5's unicode61 tokenizer would produce, in order. */
export function lexicalTokens(text: string): string[] {
  return words(foldCase(text), { words: 'alnum' });
}

/** Lower-case words (letters only; digits and punctuation separate words), in order. */
export function wordTokens(text: string): string[] {
  return words(text, { words: 'letters', lowercase: true });
}
