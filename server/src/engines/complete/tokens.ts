import { tokenize as tokenizeText } from '@margin/shared/text/tokens';

// Words (with inner apostrophes and hyphens) and the punctuation that shapes what comes next.
const TOKENS = { words: 'joined', punctuation: '.,!?;:' } as const;

/** One token with its surface form and where it ends in the text. */
export interface Token {
  /** Lower-cased form, the model's key. */
  key: string;
  surface: string;
  end: number;
}

/** Tokens of a text: lower-cased words and punctuation, apostrophes normalised. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const t of tokenizeText(text, TOKENS)) {
    const surface = t.text.replace(/’/g, "'");
    out.push({ key: surface.toLowerCase(), surface, end: t.end });
  }
  return out;
}

/** Whether a token is a word (not punctuation). */
export function isWord(key: string): boolean {
  return /^[\p{L}\p{N}]/u.test(key);
}

/** Whether a token ends a sentence, so the next word is capitalised. */
export function endsSentence(key: string | undefined): boolean {
  return key === undefined || key === '.' || key === '!' || key === '?';
}
