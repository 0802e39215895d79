/**
 * The sentence splitter of the checking pipeline (server/src/services/checking) and the wire adapter:
 * the `sentence` of every Edit and Spellcheck edit. The analysis models (shared/src/ml/sentences.ts)
 * and textstat's count (server/src/engines/statistics/textstat-sentences.ts) keep their own rules,
 * which their measured results depend on.
 */

/** A half-open UTF-16 range of a paragraph. */
export interface TextRange {
  start: number;
  end: number;
}

// Abbreviations after which a full stop does not end an English sentence (lower case, no dot).
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'cf',
  'approx',
  'no',
  'fig',
  'inc',
  'ltd',
  'co',
  'corp',
  'dept',
  'est',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'mt',
  'gen',
  'col',
  'lt',
  'sgt',
  'capt',
  'rev',
  'hon',
  'u.s',
  'a.m',
  'p.m',
]);

// A terminator (with closing quotes/brackets) followed by space; or CJK terminators with no space.
const BOUNDARY = /([.!?…]+)(["'”’)\]]*)(\s+)|([。！？]+)(["'”’)\]」』]*)\s*/gu;

/**
 * Sentence ranges of one paragraph, language-independent: a break after . ! ? … followed by space
 * (not after a known abbreviation, a single initial, or before a lower-case letter) and after 。！？.
 * Leading and trailing whitespace is not part of a sentence; every character is in at most one.
 */
export function splitSentences(text: string): TextRange[] {
  const ranges: TextRange[] = [];
  let start = skipSpace(text, 0);
  for (const m of text.matchAll(BOUNDARY)) {
    const at = m.index ?? 0;
    const end = at + m[0].length - (m[3]?.length ?? 0);
    if (m[1] !== undefined) {
      const next = text.slice(at + m[0].length, at + m[0].length + 1);
      if (next && /\p{Ll}/u.test(next)) continue;
      if (m[1] === '.' && isAbbreviation(text, at)) continue;
    }
    const trimmedEnd = m[1] !== undefined ? end : at + m[0].trimEnd().length;
    if (trimmedEnd > start) ranges.push({ start, end: trimmedEnd });
    start = skipSpace(text, at + m[0].length);
  }
  const last = text.trimEnd().length;
  if (last > start) ranges.push({ start, end: last });
  return ranges;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i])) i++;
  return i;
}

/** Whether the word before the full stop at `dot` is an abbreviation or a single initial. */
function isAbbreviation(text: string, dot: number): boolean {
  const before = text.slice(Math.max(0, dot - 12), dot).match(/([\p{L}.]+)$/u)?.[1] ?? '';
  if (!before) return false;
  if (/^\p{Lu}$/u.test(before)) return true;
  return ABBREVIATIONS.has(before.toLowerCase());
}
