import { maskLongRuns } from '../text/long-runs';
import { isWholeWord } from '../text/tokens';

/**
 * Finds the words of prose worth spell-checking, and leaves alone what only looks like words: URLs,
 * email addresses, @mentions and #hashtags, HTML tags and entities, code (backticks, snake_case,
 * camelCase, calls like `foo()`, paths), numbers and anything with digits, acronyms in capitals, and
 * dotted abbreviations. Offsets are UTF-16 indices into the text.
 */

/** A word to check. */
export interface WordToken {
  text: string;
  /** UTF-16 index of the first character. */
  start: number;
  /** UTF-16 index after the last character. */
  end: number;
  /** The first word of a sentence (so its capital says nothing about it being a name). */
  sentenceInitial: boolean;
}

const SKIP_PATTERNS = [
  /```[\s\S]*?(?:```|$)/g, // fenced code
  /`[^`\n]+`/g, // inline code
  /<!--[\s\S]*?-->/g, // HTML comments
  /<\/?[A-Za-z][^<>]*>/g, // HTML tags
  /&(?:#\d+|#x[0-9a-fA-F]+|[A-Za-z]+\d*);/g, // HTML entities
  /\b(?:[a-z][a-z0-9+.-]*):\/\/[^\s<>"'`]+/gi, // URLs with a scheme
  /\bwww\.[^\s<>"'`]+/gi,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu, // email addresses
  /(?<![\p{L}\p{N}])[@#][\p{L}\p{N}_]+/gu, // mentions, hashtags
  /(?:[A-Za-z]:)?(?:[\\/][\w.-]+){2,}[\\/]?/g, // file paths
];

/** Spans (UTF-16, sorted, merged) that are not prose. */
export function skippedSpans(text: string): [number, number][] {
  // Runs of 100+ non-space characters are skipped whole; masking them keeps the scan linear (#17).
  const { masked, runs } = maskLongRuns(text);
  const spans: [number, number][] = [...runs];
  for (const re of SKIP_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(masked); m; m = re.exec(masked)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      spans.push([m.index, m.index + m[0].length]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}

const LETTER = /[\p{L}\p{M}]/u;
/** Characters that make a token code or markup rather than a word. */
const CODE_CHARS = /[0-9_\\/@=<>{}[\]|*+^~$%#:;()]/;
const SENTENCE_END = /[.!?…。！？]/;
const OPENING = /^[\s"'“‘«([{¡¿—–-]*/u;
const CLOSING = /[\s"'”’»)\]}.,;:!?…—–-]*$/u;

/** Words of `text` to check, in order. */
export function* wordTokens(text: string): Generator<WordToken> {
  const skip = skippedSpans(text);
  let skipAt = 0;
  let sentenceInitial = true;
  let previousEnd = 0;
  const raw = /\S+/g;
  for (let m = raw.exec(text); m; m = raw.exec(text)) {
    const rawStart = m.index;
    const rawEnd = rawStart + m[0].length;
    while (skipAt < skip.length && skip[skipAt][1] <= rawStart) skipAt++;
    // A line break starts a new sentence too (headings, list items).
    const wasInitial = sentenceInitial || text.slice(previousEnd, rawStart).includes('\n');
    previousEnd = rawEnd;
    // Tokens without letters (emoji, dashes, numbers) do not end the sentence start.
    if (SENTENCE_END.test(m[0].replace(/["'”’»)\]]+$/u, '').slice(-1))) sentenceInitial = true;
    else if (LETTER.test(m[0])) sentenceInitial = false;
    const overlapsSkip = skipAt < skip.length && skip[skipAt][0] < rawEnd;
    if (overlapsSkip) {
      // Only the prose part of a token touching markup is checked ("<b>wrod</b>" → "wrod").
      yield* tokensAround(text, rawStart, rawEnd, skip, skipAt, wasInitial);
      continue;
    }
    yield* tokensOf(text, rawStart, rawEnd, wasInitial);
  }
}

function* tokensAround(
  text: string,
  start: number,
  end: number,
  skip: [number, number][],
  from: number,
  initial: boolean,
): Generator<WordToken> {
  let pos = start;
  for (let i = from; i < skip.length && skip[i][0] < end; i++) {
    if (skip[i][0] > pos) yield* tokensOf(text, pos, skip[i][0], initial);
    pos = Math.max(pos, skip[i][1]);
  }
  if (pos < end) yield* tokensOf(text, pos, end, initial);
}

/** The checkable words of one whitespace-free token. */
function* tokensOf(text: string, start: number, end: number, initial: boolean): Generator<WordToken> {
  const token = text.slice(start, end);
  const lead = OPENING.exec(token)?.[0].length ?? 0;
  const trail = CLOSING.exec(token.slice(lead))?.[0].length ?? 0;
  const core = token.slice(lead, token.length - trail);
  if (core.length === 0 || !LETTER.test(core)) return;
  if (CODE_CHARS.test(core) || /\p{L}\(/u.test(token)) return;
  // Internal dots: abbreviations (e.g., U.S.) and domain names.
  if (core.includes('.')) return;
  if (isAcronymOrCode(core)) return;
  const coreStart = start + lead;
  // Hyphenated and slashed compounds are checked part by part.
  const parts = core.split(/([-‐‑–—])/);
  let offset = 0;
  for (const part of parts) {
    const partStart = coreStart + offset;
    offset += part.length;
    if (part.length === 0 || /^[-‐‑–—]$/.test(part)) continue;
    const clean = part.replace(/^['’]+|['’]+$/g, '');
    if (clean.length === 0 || !isWholeWord(clean, 'spelling')) continue;
    if (isAcronymOrCode(clean)) continue;
    const s = partStart + part.indexOf(clean);
    yield {
      text: clean,
      start: s,
      end: s + clean.length,
      sentenceInitial: initial && partStart === coreStart,
    };
  }
}

/** ALL CAPS (two letters or more) and inner capitals (camelCase, iPhone) are not checked. */
function isAcronymOrCode(w: string): boolean {
  const letters = w.replace(/[^\p{L}]/gu, '');
  if (
    letters.length >= 2 &&
    letters === letters.toLocaleUpperCase() &&
    letters !== letters.toLocaleLowerCase()
  ) {
    return true;
  }
  // A lower-case letter followed by a capital inside the word.
  return /\p{Ll}\p{Lu}/u.test(w);
}
