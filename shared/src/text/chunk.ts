import { advanceCodePoints } from './offsets';

/** Options of {@link chunkText}, named after the API's `max_length` and `step_size`. */
export interface ChunkOptions {
  /** Maximum length of each chunk, in code points (what API.md calls characters). At least 1. */
  maxLength: number;
  /**
   * How far back from the `maxLength` boundary to look for a split point, in code points. Larger means
   * more variance in chunk size but a higher chance of a preferred split. Clamped to `[1, maxLength]`.
   * @default Math.max(1, Math.floor(maxLength / 4)) — chunks are then at least 3/4 of `maxLength`
   * (except the last), and a window of a few hundred characters usually holds a paragraph break.
   */
  stepSize?: number;
}

/** The default `stepSize` for a given `maxLength`. */
export function defaultStepSize(maxLength: number): number {
  return Math.max(1, Math.floor(maxLength / 4));
}

// Split levels, in API.md's order of preference (higher wins). Punctuation is split in two so that a
// sentence end is preferred over a comma.
const PAGE = 7;
const PARAGRAPH = 6;
const LINE = 5;
const TAB = 4;
const SENTENCE = 3;
const CLAUSE = 2;
const SPACE = 1;

/**
 * Splits `text` into chunks of at most `maxLength` code points, cutting at the most preferred split
 * point in the last `stepSize` code points before the limit: page break (\f), paragraph break (blank
 * line), line break, tab, sentence punctuation, other punctuation, any other whitespace.
 *
 * - Lossless: separators stay at the end of the chunk before the cut, so `chunks.join('')` is `text`
 *   (callers can map chunk offsets back to the input). A chunk may therefore end in whitespace.
 * - No chunk is empty and none exceeds `maxLength`; empty text gives `[]`.
 * - A cut never falls inside a surrogate pair or a grapheme cluster (base + combining marks, ZWJ emoji,
 *   flags, CRLF). When no split point exists in the window the cut is at the last grapheme boundary
 *   before the limit; a single grapheme longer than `maxLength` is the one exception, cut on code points.
 * - Non-breaking spaces (U+00A0, U+2007, U+202F) are not split points.
 * - Linear time: each chunk looks only at its own window, and grapheme segmentation runs only near a
 *   cut whose neighbours are not plain letters.
 */
export function chunkText(text: string, options: ChunkOptions): string[] {
  const maxLength = Math.floor(options.maxLength);
  if (!(maxLength >= 1)) throw new RangeError('maxLength must be at least 1');
  if (text === '') return [];
  if (!Number.isFinite(maxLength)) return [text];
  const requested = options.stepSize;
  const step = Math.min(
    maxLength,
    Math.max(
      1,
      requested === undefined || Number.isNaN(requested) ? defaultStepSize(maxLength) : Math.floor(requested),
    ),
  );

  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    const windowStart = advanceCodePoints(text, start, maxLength - step);
    const limit = advanceCodePoints(text, windowStart, step);
    if (limit >= text.length) {
      chunks.push(text.slice(start));
      break;
    }
    const cut = findCut(text, start, windowStart, limit);
    chunks.push(text.slice(start, cut));
    start = cut;
  }
  return chunks;
}

interface Candidate {
  at: number;
  level: number;
}

/** The best cut in `[windowStart, limit]` (UTF-16 indices) for a chunk that begins at `start`. */
function findCut(text: string, start: number, windowStart: number, limit: number): number {
  const graphemes = new GraphemeBoundaries(text, start, windowStart, limit);
  // The rightmost split point of the best level is nearly always a grapheme boundary: find just that.
  const rightmost = new Array<number>(PAGE + 1).fill(-1);
  forEachSplitPoint(text, start, windowStart, limit, (at, level) => {
    if (rightmost[level]! < 0) rightmost[level] = at;
    return level === PAGE; // nothing beats the rightmost page break
  });
  for (let level = PAGE; level >= SPACE; level--) {
    const at = rightmost[level]!;
    if (at < 0) continue;
    if (graphemes.has(at)) return at;
    break;
  }
  // It splits a cluster (whitespace before a combining mark): take the best split point that does not.
  const candidates: Candidate[] = [];
  forEachSplitPoint(text, start, windowStart, limit, (at, level) => {
    candidates.push({ at, level });
    return false;
  });
  candidates.sort((a, b) => b.level - a.level); // stable: rightmost first within a level
  for (const candidate of candidates) if (graphemes.has(candidate.at)) return candidate.at;
  return graphemes.lastBefore(limit);
}

/**
 * Calls `visit` with each split point in `[windowStart, limit]` and its level, right to left (so the
 * first of each level is the one giving the longest chunk), until `visit` returns true.
 */
function forEachSplitPoint(
  text: string,
  start: number,
  windowStart: number,
  limit: number,
  visit: (at: number, level: number) => boolean,
): void {
  let at = limit;
  while (at >= windowStart && at > start) {
    if (isSplitSpace(text.charCodeAt(at - 1))) {
      // `at` ends a whitespace run (or clips one at the limit): cut after the whole run.
      let runStart = at - 1;
      while (runStart > start && isSplitSpace(text.charCodeAt(runStart - 1))) runStart--;
      if (visit(at, classifyRun(text, runStart, at))) return;
      at = runStart;
      continue;
    }
    // CJK text has no spaces after its punctuation: cut right after it (and any closing quote).
    const next = text.charCodeAt(at);
    if (!isSplitSpace(next) && !CLOSERS.has(next)) {
      const level = WIDE_PUNCTUATION.get(text.charCodeAt(skipClosers(text, at - 1, start)));
      if (level && visit(at, level)) return;
    }
    at--;
  }
}

/** The split level of the whitespace run `[runStart, runEnd)`, given the punctuation before it. */
function classifyRun(text: string, runStart: number, runEnd: number): number {
  let breaks = 0;
  let tab = false;
  for (let i = runStart; i < runEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0c) return PAGE;
    if (c === 0x2029)
      breaks += 2; // PARAGRAPH SEPARATOR
    else if (c === 0x0a || c === 0x0b || c === 0x85 || c === 0x2028) breaks++;
    else if (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)
      breaks++; // CRLF counts once, at its LF
    else if (c === 0x09) tab = true;
  }
  if (breaks >= 2) return PARAGRAPH;
  if (breaks === 1) return LINE;
  if (tab) return TAB;
  if (runStart === 0) return SPACE;
  return PUNCTUATION.get(text.charCodeAt(skipClosers(text, runStart - 1, 0))) ?? SPACE;
}

/** Index of the last character at or before `i` that is not a closing quote or bracket. */
function skipClosers(text: string, i: number, floor: number): number {
  let j = i;
  // A few closers at most ("end.)" or 'end."'); the bound keeps a run of brackets cheap.
  while (j > floor && j > i - 4 && CLOSERS.has(text.charCodeAt(j))) j--;
  return j;
}

const codes = (chars: string) => Array.from(chars, (c) => c.charCodeAt(0));
const CLOSERS = new Set(codes(')]}"\'»’”›」』）】〕〉》'));
const SENTENCE_END = '.!?…‽。！？｡؟।';
const CLAUSE_END = ',;:—–、，；：';
const PUNCTUATION = new Map<number, number>([
  ...codes(SENTENCE_END).map((c): [number, number] => [c, SENTENCE]),
  ...codes(CLAUSE_END).map((c): [number, number] => [c, CLAUSE]),
]);
/** Punctuation that ends a split point without a following space (CJK and fullwidth). */
const WIDE_PUNCTUATION = new Map<number, number>([
  ...codes('。！？｡').map((c): [number, number] => [c, SENTENCE]),
  ...codes('、，；：').map((c): [number, number] => [c, CLAUSE]),
]);

/** Whitespace that is a split point: everything `\s` matches except the no-break spaces. */
function isSplitSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0x85 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a && c !== 0x2007) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x205f ||
    c === 0x3000
  );
}

/**
 * A UTF-16 unit whose grapheme break property is Other, Control, CR or LF and that never joins a
 * neighbour: Latin-1 and spacing letters below the combining marks, CJK punctuation, kana, ideographs,
 * Hangul syllables, fullwidth ASCII. A boundary between two of these is always a grapheme boundary.
 */
function isSimple(c: number): boolean {
  return (
    c < 0x300 ||
    (c >= 0x3000 && c <= 0x3029) ||
    (c >= 0x3041 && c <= 0x3096) ||
    (c >= 0x30a1 && c <= 0x30fa) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xff01 && c <= 0xff5e)
  );
}

/** Whether `at` is a grapheme boundary that can be decided from its two neighbours alone. */
function isSimpleBoundary(text: string, at: number): boolean {
  if (at <= 0 || at >= text.length) return true;
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  if (before === 0x0d && after === 0x0a) return false;
  if (isSimple(before) && isSimple(after)) return true;
  // After whitespace only a mark, a joiner or a spacing vowel continues a cluster: whitespace is not
  // Prepend, ZWJ or a regional indicator, so no other rule applies. This is the usual split point.
  return isSplitSpace(before) && !CLUSTER_CONTINUATION.test(String.fromCodePoint(text.codePointAt(at)!));
}

/** Code points that never start a grapheme cluster after whitespace (GB9, GB9a; Thai and Lao AM). */
const CLUSTER_CONTINUATION = /^(?:[\p{M}\p{Grapheme_Extend}\u0e33\u0eb3]|\u200d)/u;

let segmenter: Intl.Segmenter | undefined;

/**
 * Grapheme boundaries near one chunk's window. Plain text answers from the neighbouring characters;
 * only otherwise is a region segmented, once per chunk, starting at a boundary known without context
 * so the segmenter sees every cluster whole (flags pair up from the left, ZWJ sequences look back).
 */
class GraphemeBoundaries {
  private segmented: Set<number> | undefined;
  private sorted: number[] = [];

  constructor(
    private readonly text: string,
    private readonly start: number,
    private readonly windowStart: number,
    private readonly limit: number,
  ) {}

  /** Whether a cut at `at` keeps every grapheme whole. */
  has(at: number): boolean {
    return isSimpleBoundary(this.text, at) || this.segment().has(at);
  }

  /** The last grapheme boundary after the chunk start and at or before `at`; `at` if there is none. */
  lastBefore(at: number): number {
    if (this.has(at)) return at;
    for (let i = this.sorted.length - 1; i >= 0; i--) {
      const b = this.sorted[i]!;
      if (b <= at && b > this.start) return b;
    }
    return at; // one grapheme longer than maxLength: cut on code points
  }

  private segment(): Set<number> {
    if (this.segmented) return this.segmented;
    let from = Math.max(this.start, this.windowStart);
    while (from > this.start && !isSimpleBoundary(this.text, from)) from--;
    // One code point of look-ahead decides a boundary; a little more costs nothing.
    const to = Math.min(this.text.length, this.limit + 16);
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const { index } of segmenter.segment(this.text.slice(from, to))) this.sorted.push(from + index);
    this.segmented = new Set(this.sorted);
    return this.segmented;
  }
}
