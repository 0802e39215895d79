/**
 * The tokeniser shared by Margin's trained models (tone, sentiment, AI detection): training and
 * inference both call it, so a model never sees text split differently from how it learned. The
 * pattern is the one tokenizer's `MODEL_TOKENS` (`text/tokens.ts`).
 */

import { MODEL_TOKENS, type Token, tokenize as tokenizeText } from '../text/tokens';

export type { Token };

/** Splits text into words, emoji and single punctuation characters, with their UTF-16 offsets. */
export function tokenize(text: string): Token[] {
  return tokenizeText(text, MODEL_TOKENS);
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
