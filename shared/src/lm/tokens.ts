/**
 * How text becomes language-model tokens, for training and scoring alike: the one tokenizer with the
 * trained models' options (`text/tokens`, `MODEL_TOKENS`) and the sentence splitter (`text/sentences`,
 * line breaks ending sentences), then one normalisation per token.
 */

import { sentenceSpans } from '../text/sentences';
import { MODEL_TOKENS, tokenize } from '../text/tokens';

export const UNK_TOKEN = '<unk>';
export const BOS_TOKEN = '<s>';
export const EOS_TOKEN = '</s>';
export const NUM_TOKEN = '<num>';

const DIGITS = /^\p{N}+$/u;

/** The form the model knows a token by: curly apostrophes straightened, numbers as `<num>`. */
export function lmToken(raw: string, lowercase: boolean): string {
  if (DIGITS.test(raw)) return NUM_TOKEN;
  const straight = raw.replace(/’/g, "'");
  return lowercase ? straight.toLowerCase() : straight;
}

/** Normalised tokens of one sentence (no `<s>` / `</s>`). */
export function lmTokens(sentence: string, lowercase: boolean): string[] {
  return tokenize(sentence, MODEL_TOKENS).map((t) => lmToken(t.text, lowercase));
}

/** The sentences of a text, each as normalised tokens; empty sentences are dropped. */
export function lmSentences(text: string, lowercase: boolean): string[][] {
  const out: string[][] = [];
  for (const s of sentenceSpans(text, { lineBreaks: true })) {
    const tokens = lmTokens(s.text, lowercase);
    if (tokens.length > 0) out.push(tokens);
  }
  return out;
}
