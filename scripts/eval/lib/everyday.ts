import fs from 'node:fs';
import { type Half, halfOf } from './halves';

/**
 * One row of scripts/eval/data/everyday-errors.jsonl: an everyday sentence with exactly one error and
 * its corrected form, or (class "correct") a correct sentence a checker must leave alone.
 */
export interface EverydayRow {
  class: string;
  text: string;
  fix?: string;
  /** The variety the sentence is written in: en-US unless the row says en-GB. */
  variant: string;
  half: Half;
}

/** What a checker did to one sentence: its edits' code-point spans and the auto_apply text. */
export interface EverydayOutcome {
  spans: { start: number; end: number; spelling: boolean; replacement: string }[];
  applied: string;
}

/** The everyday rows, each with its half (by a hash of the sentence, as for the other sets). */
export function readEveryday(file: string): EverydayRow[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Omit<EverydayRow, 'half' | 'variant'> & { variant?: string })
    .map((r) => ({ ...r, variant: r.variant ?? 'en-US', half: halfOf(r.text) }));
}

const isWord = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}'’]/u.test(c);
const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);

/**
 * The code-point span of `text` that `fix` changes, widened to whole words: the part between their
 * common prefix and suffix, without surrounding spaces. An inserted word ("I am student" → "I am a
 * student") covers the words on both sides of the insertion point, so an edit on either counts.
 */
export function errorSpan(text: string, fix: string): { start: number; end: number } {
  const t = Array.from(text);
  const f = Array.from(fix);
  let prefix = 0;
  while (prefix < t.length && prefix < f.length && t[prefix] === f[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < t.length - prefix &&
    suffix < f.length - prefix &&
    t[t.length - 1 - suffix] === f[f.length - 1 - suffix]
  )
    suffix++;
  let start = prefix;
  let end = t.length - suffix;
  while (start < end && isSpace(t[start])) start++;
  while (end > start && isSpace(t[end - 1])) end--;
  const inserted = f.slice(prefix, f.length - suffix);
  // A pure insertion of a whole word (it starts or ends with a space) covers both neighbours; one of
  // letters ("sit" → "sits", "dont" → "don't") covers the word it lands in.
  if (start === end && (isSpace(inserted[0]) || isSpace(inserted[inserted.length - 1]))) {
    while (start > 0 && isSpace(t[start - 1])) start--;
    while (end < t.length && isSpace(t[end])) end++;
  }
  while (start > 0 && isWord(t[start - 1])) start--;
  while (end < t.length && isWord(t[end])) end++;
  return { start, end };
}

/** Whether two code-point spans share a character (an empty span counts as its next character). */
export const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);

/** Counts for one class of erroneous rows. */
export interface ClassCounts {
  rows: number;
  detected: number;
  fixed: number;
}

/** One checker's result on one half of the everyday set. */
export interface EverydayResult {
  errors: number;
  detected: number;
  exactFix: number;
  /** Erroneous rows whose auto_apply text equals the row's fix. */
  fixed: number;
  correct: number;
  /** Correct rows with no edit at all. */
  leftAlone: number;
  /** Correct rows with no edit other than spelling. */
  noGrammarEdit: number;
  byClass: Record<string, ClassCounts>;
  /** Erroneous rows not fixed exactly: class, "missed" or "wrong fix", text, fix, auto_apply text. */
  missed: string[];
  /** Correct rows with an edit: "spelling" or "grammar", text, the edits. */
  flagged: string[];
}

/** Scores one checker's outcomes on everyday rows (`outcomes[i]` belongs to `rows[i]`). */
export function scoreEveryday(
  rows: readonly EverydayRow[],
  outcomes: readonly EverydayOutcome[],
): EverydayResult {
  const r: EverydayResult = {
    errors: 0,
    detected: 0,
    exactFix: 0,
    fixed: 0,
    correct: 0,
    leftAlone: 0,
    noGrammarEdit: 0,
    byClass: {},
    missed: [],
    flagged: [],
  };
  rows.forEach((row, i) => {
    const out = outcomes[i];
    if (row.fix === undefined) {
      r.correct++;
      if (out.spans.length === 0) {
        r.leftAlone++;
        r.noGrammarEdit++;
        return;
      }
      const grammar = out.spans.some((s) => !s.spelling);
      if (!grammar) r.noGrammarEdit++;
      const cps = Array.from(row.text);
      const edits = out.spans
        .map((s) => `${cps.slice(s.start, s.end).join('')}→${s.replacement}`)
        .join(' | ');
      r.flagged.push([grammar ? 'grammar' : 'spelling', row.text, edits].join('\t'));
      return;
    }
    r.errors++;
    r.byClass[row.class] ??= { rows: 0, detected: 0, fixed: 0 };
    const counts = r.byClass[row.class];
    counts.rows++;
    const span = errorSpan(row.text, row.fix);
    const hit = out.spans.some((s) => overlaps(s, span));
    const fixed = out.applied === row.fix;
    if (hit) {
      r.detected++;
      counts.detected++;
    }
    if (fixed) {
      r.fixed++;
      counts.fixed++;
    } else
      r.missed.push([row.class, hit ? 'wrong fix' : 'missed', row.text, row.fix, out.applied].join('\t'));
  });
  r.exactFix = r.errors ? r.fixed / r.errors : 0;
  return r;
}

/** A result without its rows, for printing: rates and counts only. */
export function everydaySummary(r: EverydayResult) {
  return {
    exactFix: r.exactFix,
    detectedRate: r.errors ? r.detected / r.errors : 0,
    errors: r.errors,
    fixed: r.fixed,
    detected: r.detected,
    correct: r.correct,
    leftAlone: r.leftAlone,
    noGrammarEdit: r.noGrammarEdit,
    byClass: r.byClass,
  };
}

/** Runs `check` on every row and scores it. */
export async function everyday(
  check: (text: string, variant: string) => Promise<EverydayOutcome>,
  rows: readonly EverydayRow[],
): Promise<EverydayResult> {
  const outcomes: EverydayOutcome[] = [];
  for (const row of rows) outcomes.push(await check(row.text, row.variant));
  return scoreEveryday(rows, outcomes);
}
