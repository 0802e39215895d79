/**
 * Margin's one word tokenizer. Every consumer picks one of the named word patterns below and a few
 * options; none keeps a regular expression of its own. The patterns differ on purpose: each is the
 * one a trained artefact or an outside index was built with (tokens.test.ts proves the consumers'
 * tokens unchanged on 10,000+ corpus sentences), so none may change without retraining its users.
 */

const L = '\\p{L}';
const M = '\\p{M}';
const N = '\\p{N}';
const ZWNJ_ZWJ = '\\u200c\\u200d';

/** A run of `part` characters, joined to further runs of `joined` characters by one of `joiners`. */
const joinedRun = (part: string, joiners: string, joined: string) =>
  `[${part}]+(?:[${joiners}][${joined}]+)*`;

/** The named word patterns (regular-expression source, Unicode mode, no anchors or flags). */
export const WORD_PATTERNS = {
  /**
   * Letters, marks and digits, with inner apostrophes followed by letters ("don't", "1990's"): the
   * trained models' words (language model, AI detection, tone, sentiment).
   */
  model: joinedRun(L + M + N, "'’", L + M),
  /** Letters and digits joined by apostrophes and hyphens ("well-known", "it's"): summarising, autocomplete. */
  joined: joinedRun(L + N, "'’-", L + N),
  /** Runs of letters, digits and marks, nothing joined: SQLite FTS5's `unicode61` tokenizer. */
  alnum: `[${L}${N}${M}]+`,
  /** A letter and the letters and marks after it (digits and punctuation separate): semantic-search word vectors. */
  letters: `${L}[${L}${M}]*`,
  /** Letters, marks and the joiners Persian and Indic scripts write inside words, inner apostrophes: spelling. */
  spelling: joinedRun(L + M + ZWNJ_ZWJ, "'’", L + M + ZWNJ_ZWJ),
} as const;

export type WordKind = keyof typeof WORD_PATTERNS;

/** An emoji sequence: ZWJ joins, skin tones and variation selectors kept together; or a flag. */
const EMOJI =
  '\\p{Extended_Pictographic}[\\u{FE0F}\\u{1F3FB}-\\u{1F3FF}]*(?:\\u200D\\p{Extended_Pictographic}[\\u{FE0F}\\u{1F3FB}-\\u{1F3FF}]*)*|[\\u{1F1E6}-\\u{1F1FF}]{2}';
/** Any other single visible character. */
const ANY_OTHER = `[^\\s${L}${M}${N}]`;
/** Tokens that are only a variation selector or an invisible joiner carry nothing to read. */
const INVISIBLE = /^[\u{FE0E}\u{FE0F}\u200B-\u200D\u2060]$/u;

export interface TokenOptions {
  /** Which word pattern (default `model`). */
  words?: WordKind;
  /** Emoji sequences and flags as tokens (default false). */
  emoji?: boolean;
  /**
   * Punctuation tokens: none (false, the default), every other visible character one by one (true),
   * or only the characters of this string.
   */
  punctuation?: boolean | string;
}

/** The trained models' tokens: `model` words, emoji sequences, and every other visible character. */
export const MODEL_TOKENS: TokenOptions = { words: 'model', emoji: true, punctuation: true };

/** A token and its half-open UTF-16 range in the text it came from. */
export interface Token {
  text: string;
  start: number;
  end: number;
}

const patterns = new Map<string, RegExp>();

/** The global regular expression for these options (built once per option set). */
export function tokenPattern(options: TokenOptions = {}): RegExp {
  const { words = 'model', emoji = false, punctuation = false } = options;
  const key = `${words}\u0000${emoji}\u0000${punctuation}`;
  let re = patterns.get(key);
  if (!re) {
    const parts: string[] = [WORD_PATTERNS[words]];
    if (emoji) parts.push(EMOJI);
    if (punctuation === true) parts.push(ANY_OTHER);
    else if (punctuation) parts.push(`[${punctuation.replace(/[\\\]^-]/g, '\\$&')}]`);
    re = new RegExp(parts.join('|'), 'gu');
    patterns.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

/** Tokens of `text` as written, with their UTF-16 offsets; lone invisible joiners are dropped. */
export function tokenize(text: string, options?: TokenOptions): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(tokenPattern(options))) {
    if (INVISIBLE.test(m[0])) continue;
    tokens.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/**
 * The words of `text`, in order (no offsets). With `lowercase` the text is lower-cased before it is
 * split, as the consumers that key tables by lower-case words have always done.
 */
export function words(text: string, options: TokenOptions & { lowercase?: boolean } = {}): string[] {
  const source = options.lowercase ? text.toLowerCase() : text;
  return source.match(tokenPattern(options)) ?? [];
}

const anchored = new Map<WordKind, RegExp>();

/** Whether the whole of `text` is one word of the given pattern. */
export function isWholeWord(text: string, kind: WordKind = 'model'): boolean {
  let re = anchored.get(kind);
  if (!re) {
    re = new RegExp(`^(?:${WORD_PATTERNS[kind]})$`, 'u');
    anchored.set(kind, re);
  }
  return re.test(text);
}
