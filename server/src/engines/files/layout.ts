/**
 * Rebuilds running text from the positioned lines of a PDF. A PDF has no paragraphs, only glyphs
 * placed on a page, so line breaks inside a paragraph, end-of-line hyphens, page numbers and running
 * heads have to be undone from the geometry.
 */

/** One line of text as laid out on a page (PDF user space: y grows upwards). */
export interface LayoutLine {
  text: string;
  /** Left edge of the line. */
  x: number;
  /** Baseline. */
  y: number;
  /** Font size. */
  size: number;
  /** Right edge of the line. */
  right: number;
}

/** A positioned run of text, as PDF.js's `getTextContent` reports it. */
export interface TextRun {
  str: string;
  /** [a, b, c, d, e, f]: e and f are the origin; the font size is the length of (c, d). */
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/** Groups a page's text runs into lines: a new line at each end-of-line mark or baseline change. */
export function linesFromRuns(runs: readonly TextRun[]): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let line: LayoutLine | undefined;
  let breakBefore = false;
  for (const run of runs) {
    const [, , c = 0, d = 0, x = 0, y = 0] = run.transform;
    const size = run.height || Math.hypot(c, d) || 1;
    if (run.str !== '') {
      const sameLine = line && !breakBefore && Math.abs(line.y - y) <= 0.5 * Math.min(size, line.size);
      if (line && sameLine) {
        // Runs placed apart with no space between them are separate words.
        const gap = x - line.right;
        const spaced = /\s$/.test(line.text) || /^\s/.test(run.str);
        line.text += !spaced && gap > 0.2 * size ? ` ${run.str}` : run.str;
        line.right = Math.max(line.right, x + run.width);
        line.size = Math.max(line.size, size);
      } else {
        line = { text: run.str, x, y, size, right: x + run.width };
        lines.push(line);
      }
      breakBefore = false;
    }
    if (run.hasEOL) breakBefore = true;
  }
  for (const l of lines) l.text = cleanLine(l.text);
  return lines.filter((l) => l.text !== '');
}

/** Joins the lines of every page into paragraphs separated by blank lines. */
export function textFromPages(pages: readonly LayoutLine[][]): string {
  const bodies = removeRunningHeads(pages.map((lines) => lines.filter((l) => l.text !== '')));
  const hyphens = hyphenEvidence(bodies);
  const documentPitch = typicalPitch(bodies.flatMap(lineDrops), bodies[0]?.[0]?.size);
  // Pieces joined once at the end: growing one string line by line and reading its end is quadratic.
  const pieces: string[] = [];
  let previous: LayoutLine | undefined;
  for (const lines of bodies) {
    const drops = lineDrops(lines);
    // A page with a few lines says little about its line spacing: use the whole document's.
    const pitch = drops.length >= 3 ? typicalPitch(drops, lines[0]?.size) : documentPitch;
    const width = typicalRight(lines);
    lines.forEach((line, i) => {
      if (previous) {
        const separator = i > 0 ? lineSeparator(previous, line, pitch, width) : pageSeparator(previous, line);
        if (separator === '') {
          // The last piece is the previous line's text.
          const [before, glue] = joint(pieces.pop()!, line.text, hyphens);
          pieces.push(before, glue);
        } else pieces.push(separator);
      }
      pieces.push(line.text);
      previous = line;
    });
  }
  return pieces.join('').trim();
}

/** '' to join `b` onto `a`'s paragraph, '\n' for a new line (list items), '\n\n' for a new paragraph. */
function lineSeparator(a: LayoutLine, b: LayoutLine, pitch: number, right: number): string {
  if (BULLET.test(b.text)) return '\n';
  const drop = a.y - b.y;
  // Upwards or far down: a new column or a figure, continue as across a page.
  if (drop <= 0 || drop > 4 * Math.max(pitch, a.size)) return pageSeparator(a, b);
  if (drop > 1.3 * Math.max(pitch, a.size * 1.1)) return '\n\n';
  if (Math.abs(a.size - b.size) > 0.15 * Math.max(a.size, b.size)) return '\n\n';
  // A first-line indent starts a paragraph in books without space between paragraphs.
  if (b.x - a.x > 0.8 * b.size) return '\n\n';
  // A line that stops well short of the column and ends a sentence ends its paragraph.
  if (SENTENCE_END.test(a.text) && a.right - a.x < 0.75 * (right - a.x)) return '\n\n';
  return '';
}

/** Across a page (or column) break, a paragraph continues only where a sentence visibly does. */
function pageSeparator(a: LayoutLine, b: LayoutLine): string {
  if (BULLET.test(b.text)) return '\n';
  const continues =
    (/\p{Ll}/u.test(b.text[0] ?? '') && !SENTENCE_END.test(a.text)) || HYPHEN_END.test(a.text);
  return continues && Math.abs(a.size - b.size) <= 0.15 * Math.max(a.size, b.size) ? '' : '\n\n';
}

/**
 * Joins a line onto the paragraph so far, repairing end-of-line hyphenation: "docu-" + "ment" →
 * "document" when both sides are lowercase letters, unless the document itself writes the hyphenated
 * form ("well-known") elsewhere and never the joined one. A capital or digit next to the hyphen
 * ("COVID-19", "Anglo-Saxon") keeps it; a soft hyphen is always dropped.
 */
export function joinLines(text: string, next: string, hyphens: HyphenEvidence = EMPTY_EVIDENCE): string {
  const [before, glue] = joint(text, next, hyphens);
  return before + glue + next;
}

/** How `line` ends before `next` is joined onto it: the line (its hyphen dropped or not) and the glue. */
function joint(line: string, next: string, hyphens: HyphenEvidence): [string, string] {
  if (line.endsWith('\u00ad')) return [line.slice(0, -1), ''];
  const m = /(\p{L}*)(\p{L})[-\u2010]$/u.exec(line);
  if (m) {
    const right = /^\p{L}+/u.exec(next)?.[0] ?? '';
    if (right === '') return [line, ''];
    const leftWord = (m[1]! + m[2]!).toLowerCase();
    const rightWord = right.toLowerCase();
    const lowercase = /\p{Ll}/u.test(m[2]!) && /^\p{Ll}/u.test(right);
    const compound = `${leftWord}-${rightWord}`;
    const keep = !lowercase || (hyphens.compounds.has(compound) && !hyphens.words.has(leftWord + rightWord));
    return [keep ? line : line.slice(0, -1), ''];
  }
  // An em or en dash joins tightly unless spaced; ideographic scripts have no spaces between lines.
  if (/[\u2013\u2014]$/.test(line) && !/\s[\u2013\u2014]$/.test(line)) return [line, ''];
  if (CJK.test(line.slice(-1)) && CJK.test(next[0] ?? '')) return [line, ''];
  return [line, ' '];
}

/** Which hyphenated compounds and plain words a document uses within lines. */
export interface HyphenEvidence {
  compounds: Set<string>;
  words: Set<string>;
}

const EMPTY_EVIDENCE: HyphenEvidence = { compounds: new Set(), words: new Set() };

function hyphenEvidence(pages: readonly LayoutLine[][]): HyphenEvidence {
  const evidence: HyphenEvidence = { compounds: new Set(), words: new Set() };
  for (const lines of pages) {
    for (const { text } of lines) {
      for (const m of text.matchAll(/\p{L}+(?:-\p{L}+)+/gu)) evidence.compounds.add(m[0].toLowerCase());
      // A word broken at the end of this line is not evidence of itself.
      for (const m of text.replace(/\p{L}+[-\u2010]$/u, '').matchAll(/\p{L}+/gu))
        evidence.words.add(m[0].toLowerCase());
    }
  }
  return evidence;
}

/**
 * Drops page numbers and running heads or feet: a page's first or last line that is only a number
 * ("12", "- 12 -", "Page 3 of 9"), or text repeated at the top or bottom of most pages.
 */
function removeRunningHeads(pages: LayoutLine[][]): LayoutLine[][] {
  const key = (l: LayoutLine | undefined) => l?.text.replace(/\d+/g, '#').toLowerCase();
  const counts = new Map<string, number>();
  for (const lines of pages) {
    for (const k of new Set([key(lines[0]), key(lines.at(-1))])) {
      if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  const repeated = (l: LayoutLine) => pages.length >= 3 && (counts.get(key(l)!) ?? 0) > pages.length / 2;
  const isFurniture = (l: LayoutLine) => PAGE_NUMBER.test(l.text) || repeated(l);
  return pages.map((lines) => {
    let start = 0;
    let end = lines.length;
    if (end - start > 1 && isFurniture(lines[start]!)) start++;
    if (end - start > 1 && isFurniture(lines[end - 1]!)) end--;
    return lines.slice(start, end);
  });
}

/** The vertical steps from each line to the next one below it (text never sits closer than its size). */
function lineDrops(lines: readonly LayoutLine[]): number[] {
  const drops = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    if (a.y - b.y >= 0.8 * Math.min(a.size, b.size)) drops.push(a.y - b.y);
  }
  return drops;
}

/**
 * The usual baseline-to-baseline distance: the most frequent step (to half a point), the smaller on a
 * tie, as lines inside paragraphs outnumber the gaps between them.
 */
function typicalPitch(drops: readonly number[], size = 10): number {
  const counts = new Map<number, number>();
  for (const drop of drops) {
    const rounded = Math.round(drop * 2) / 2;
    counts.set(rounded, (counts.get(rounded) ?? 0) + 1);
  }
  let best: number | undefined;
  for (const [drop, count] of counts) {
    const bestCount = best === undefined ? 0 : counts.get(best)!;
    if (count > bestCount || (count === bestCount && drop < best!)) best = drop;
  }
  return best ?? size * 1.2;
}

/** Where full lines end on a page (a high percentile of the right edges, so one wide line does not count). */
function typicalRight(lines: readonly LayoutLine[]): number {
  const rights = lines.map((l) => l.right).sort((a, b) => a - b);
  return rights[Math.floor(rights.length * 0.9)] ?? 0;
}

function cleanLine(text: string): string {
  // Control characters come from broken font encodings; runs of spaces from justified text.
  return text
    .replace(/\t/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .replace(/[ \u00a0]{2,}/g, ' ')
    .trim();
}

const SENTENCE_END = /[.!?:;…。！？]["'”’»)\]]*$/;
const HYPHEN_END = /\p{L}[-\u2010\u00ad]$/u;
const BULLET = /^(?:[•◦▪▫■□●○‣⁃∙*–-]\s|\(?(?:\d{1,3}|[a-z])[.)]\s)/;
const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:(?:page|p\.)\s*)?(?:\d{1,5}|(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3}))(?:\s*(?:of|\/)\s*\d{1,5})?(?:\s*[-–—])?$/i;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
