/**
 * Placeholder protection (API.md "Translate": markup and placeholders are preserved in place). Before
 * a text reaches an engine, everything that must not be translated — code, HTML tags and entities,
 * URLs, email addresses, `{braces}` and printf-style placeholders — is replaced by an inert token
 * `⟦n⟧`; after the engine, each token is put back as it was written.
 */

/** What kind of thing a placeholder protects; for statistics and tests. */
export type PlaceholderKind = 'code' | 'tag' | 'entity' | 'url' | 'email' | 'brace' | 'printf' | 'bracket';

/** One protected span of the original text. */
export interface Placeholder {
  kind: PlaceholderKind;
  text: string;
}

/** A text with its placeholders replaced by tokens. */
export interface MaskedText {
  /** The text with every placeholder replaced by `⟦index⟧`. */
  masked: string;
  placeholders: Placeholder[];
}

// Alternatives in priority order: the leftmost match wins, and at the same position the earlier one.
const PATTERNS: [PlaceholderKind, string][] = [
  ['code', '```[\\s\\S]*?```'],
  ['code', '`[^`\\n]+`'],
  ['tag', '<!--[\\s\\S]*?-->'],
  ['tag', '<!?/?[A-Za-z][A-Za-z0-9:._-]*(?:\\s+[^<>]*?)?/?>'],
  ['entity', '&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});'],
  ['email', '(?:mailto:)?[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}'],
  ['url', '(?:[A-Za-z][A-Za-z0-9+.-]*://|www\\.)[^\\s<>"`]+'],
  ['brace', '\\{\\{[^{}\\n]*\\}\\}|\\$?\\{[^{}\\n]*\\}'],
  ['printf', '%(?:\\d+\\$)?[-+0#]*\\d*(?:\\.\\d+)?[sdifuxXeEgGc@]|%\\([A-Za-z_]\\w*\\)[sdif]'],
  // The token brackets themselves, so a text that contains them cannot forge a token.
  ['bracket', '[⟦⟧]'],
];

const PLACEHOLDER = new RegExp(PATTERNS.map(([, p]) => `(${p})`).join('|'), 'g');

/** Tokens as engines may hand them back: `⟦3⟧`, `⟦ 3 ⟧`. */
const TOKEN = /⟦\s*(\d+)\s*⟧/g;

/** The token that stands for placeholder `index`. */
export function placeholderToken(index: number): string {
  return `⟦${index}⟧`;
}

/** A URL ends before trailing punctuation, and before a closing bracket it did not open. */
function trimUrl(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (/[.,;:!?'"»]/.test(last)) end--;
    else if (last === ')' && count(url.slice(0, end), '(') < count(url.slice(0, end), ')')) end--;
    else if (last === ']' && count(url.slice(0, end), '[') < count(url.slice(0, end), ']')) end--;
    else break;
  }
  return url.slice(0, end);
}

function count(s: string, ch: string): number {
  let n = 0;
  for (const c of s) if (c === ch) n++;
  return n;
}

/** Replaces every placeholder of `text` by a token; {@link unmaskPlaceholders} puts them back. */
export function maskPlaceholders(text: string): MaskedText {
  const placeholders: Placeholder[] = [];
  let masked = '';
  let last = 0;
  PLACEHOLDER.lastIndex = 0;
  for (let m = PLACEHOLDER.exec(text); m; m = PLACEHOLDER.exec(text)) {
    const group = m.slice(1).findIndex((g) => g !== undefined);
    const kind = PATTERNS[group][0];
    let span = m[0];
    if (kind === 'url') {
      span = trimUrl(span);
      PLACEHOLDER.lastIndex = m.index + span.length;
    }
    masked += text.slice(last, m.index) + placeholderToken(placeholders.length);
    placeholders.push({ kind, text: span });
    last = m.index + span.length;
  }
  return { masked: masked + text.slice(last), placeholders };
}

/** The token indices found in `text`, in order. */
export function tokenIndices(text: string): number[] {
  return [...text.matchAll(TOKEN)].map((m) => Number(m[1]));
}

/**
 * Puts the placeholders back into an engine's output. Returns undefined when the output lost, repeated
 * or invented a token (the caller then translates the pieces between placeholders on their own).
 * `expected` are the indices the engine was given.
 */
export function unmaskPlaceholders(
  output: string,
  placeholders: readonly Placeholder[],
  expected: readonly number[],
): string | undefined {
  const found = tokenIndices(output);
  if (found.length !== expected.length) return undefined;
  const want = [...expected].sort((a, b) => a - b);
  const got = [...found].sort((a, b) => a - b);
  if (want.some((n, i) => n !== got[i])) return undefined;
  return output.replace(TOKEN, (_, n: string) => placeholders[Number(n)].text);
}

/** Replaces tokens by their placeholders without checks (for text that never went through an engine). */
export function restoreTokens(text: string, placeholders: readonly Placeholder[]): string {
  return text.replace(TOKEN, (token, n: string) => placeholders[Number(n)]?.text ?? token);
}

/** The text with its tokens removed: what language detection and "is there anything to translate" look at. */
export function withoutTokens(masked: string): string {
  return masked.replace(TOKEN, ' ');
}

/**
 * Splits a masked segment at its tokens: `["Hello ", "⟦0⟧", ", visit ", "⟦1⟧", ""]` — text pieces at
 * even indices, tokens at odd ones.
 */
export function splitAtTokens(masked: string): string[] {
  return masked.split(/(⟦\s*\d+\s*⟧)/);
}
