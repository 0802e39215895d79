/**
 * The one sentence splitter: the checking pipeline (server/src/services/checking) and the wire
 * adapter (the `sentence` of every Edit and Spellcheck edit), the analysis models (tone, sentiment,
 * AI detection, the language model; `sentenceSpans` with line breaks as boundaries) and the
 * summariser. Only textstat's count (server/src/engines/statistics/textstat-sentences.ts) keeps its
 * own rules, which its exact conformance with textstat depends on.
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
  'al',
  'nos',
  'vol',
  'tue',
  'tues',
  'thu',
  'thur',
  'thurs',
  'fri',
  'cmdr',
  'adm',
  'gov',
  'sen',
  'rep',
  'pres',
  'u.k',
  'u.n',
  'ph.d',
  'b.a',
  'm.a',
]);

// A terminator (with closing quotes/brackets) followed by space; or CJK terminators with no space.
const BOUNDARY = /([.!?…‽]+)(["'”’)\]»]*)(\s+)|([。！？]+)(["'”’)\]」』]*)\s*/gu;

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

/** A sentence with its half-open UTF-16 range and its code point range in the text. */
export interface SentenceSpan {
  text: string;
  /** UTF-16 offsets (for slicing in JavaScript). */
  start: number;
  end: number;
  /** Code point offsets (what the analysis API reports). */
  cpStart: number;
  cpEnd: number;
}

export interface SentenceSpanOptions {
  /**
   * Also end a sentence at every line break: the analysis models read a list item or a line of
   * a poem as a sentence of its own even without closing punctuation.
   * @default false
   */
  lineBreaks?: boolean;
}

const LINE_BREAK = /\r?\n|\r|\u2028|\u2029/gu;

/** `splitSentences` with each sentence's text and code point offsets; white space alone has none. */
export function sentenceSpans(text: string, options: SentenceSpanOptions = {}): SentenceSpan[] {
  const ranges: TextRange[] = [];
  if (options.lineBreaks) {
    let from = 0;
    for (const m of [...text.matchAll(LINE_BREAK), null]) {
      const to = m ? (m.index ?? 0) : text.length;
      for (const r of splitSentences(text.slice(from, to)))
        ranges.push({ start: r.start + from, end: r.end + from });
      if (m) from = to + m[0].length;
    }
  } else {
    ranges.push(...splitSentences(text));
  }
  const spans: SentenceSpan[] = [];
  let cp = 0;
  let at = 0;
  const advance = (to: number) => {
    for (; at < to; at++) {
      const c = text.charCodeAt(at);
      // The high half of a pair counts the code point; its low half does not count again.
      if (c >= 0xdc00 && c <= 0xdfff && at > 0) {
        const p = text.charCodeAt(at - 1);
        if (p >= 0xd800 && p <= 0xdbff) continue;
      }
      cp++;
    }
    return cp;
  };
  for (const { start, end } of ranges) {
    const cpStart = advance(start);
    const cpEnd = advance(end);
    spans.push({ text: text.slice(start, end), start, end, cpStart, cpEnd });
  }
  return spans;
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
