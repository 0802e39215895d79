/**
 * How text becomes language-model tokens, for training and scoring alike: the one tokenizer with the
 * trained models' options (`text/tokens`, `MODEL_TOKENS`) and the sentence splitter (`text/sentences`,
 * line breaks ending sentences), then one normalisation per token.
 */

import { sentenceSpans } from '../text/sentences';
import { MODEL_TOKENS, type Token, tokenize } from '../text/tokens';

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

/** A text with its tokens (UTF-16 offsets) and their normalised forms (`lmTokens` of it). */
export interface TokenisedText {
  text: string;
  tokens: Token[];
  normalised: string[];
}

/** `text` tokenised once, for `lmTokensOfEdit`. */
export function tokeniseText(text: string, lowercase: boolean): TokenisedText {
  const tokens = tokenize(text, MODEL_TOKENS);
  return { text, tokens, normalised: tokens.map((t) => lmToken(t.text, lowercase)) };
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);

/**
 * `lmTokens` of `source.text` with its UTF-16 range [start, end) replaced by `replacement`, reusing
 * the source's tokens when whitespace separates the replaced part from what is kept on both sides,
 * in the source and in the edited text: no token contains whitespace and the word patterns look at
 * no character outside their match, so the tokens on either side of a space are those of each side
 * alone. Otherwise the edited text is tokenised whole.
 */
export function lmTokensOfEdit(
  source: TokenisedText,
  start: number,
  end: number,
  replacement: string,
  lowercase: boolean,
): string[] {
  const { text } = source;
  // A space (or the text's edge) between what comes before and the rest, written or edited.
  const apartBefore = (first: string | undefined) =>
    start === 0 || isSpace(text[start - 1]) || first === undefined || isSpace(first);
  // …and between the written or edited part and what comes after it.
  const apartAfter = (part: string) =>
    part === '' || end === text.length || isSpace(part[part.length - 1]) || isSpace(text[end]);
  const written = text.slice(start, end);
  const apart =
    apartBefore(written[0] ?? text[end]) &&
    apartAfter(written) &&
    apartBefore(replacement[0] ?? text[end]) &&
    apartAfter(replacement);
  if (!apart) return lmTokens(text.slice(0, start) + replacement + text.slice(end), lowercase);
  const out: string[] = [];
  const { tokens, normalised } = source;
  let i = 0;
  for (; i < tokens.length && tokens[i].end <= start; i++) out.push(normalised[i]);
  out.push(...lmTokens(replacement, lowercase));
  while (i < tokens.length && tokens[i].start < end) i++;
  for (; i < tokens.length; i++) out.push(normalised[i]);
  return out;
}
