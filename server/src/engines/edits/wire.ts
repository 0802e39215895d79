import type { Edit } from '@margin/shared/contract';
import { codePointToUtf16, sliceCodePoints } from '@margin/shared/text/offsets';
import { sentenceSpans } from '@margin/shared/text/sentences';
import type { z } from 'zod';
import { classifyEdit, generalErrorType } from './classify';
import type { Finding } from './finding';
import type { Paragraph } from './paragraphs';

export type WireEdit = z.input<typeof Edit>;

/** A wire edit with what produced it, for storage (accept/reject) and auto_apply. */
export interface IssuedWireEdit {
  edit: WireEdit;
  finding: Finding;
  /** The text the edit replaces. */
  original: string;
  /** Start and end in the request text, in code points. */
  absStart: number;
  absEnd: number;
  /** Start and end in the request text, in UTF-16 code units (for auto_apply). */
  utf16Start: number;
  utf16End: number;
}

/** What the wire edits carry besides offsets and the replacement. */
export interface WireOptions {
  /**
   * `error_type`, `general_error_type` and `description` (Edits sends them; Spellcheck's edits have
   * none). @default true
   */
  errorTypes?: boolean;
}

/** Makes the id of an edit (deterministic, so the same edit in the same document keeps its id). */
export type EditIdFactory = (parts: {
  sentence: string;
  start: number;
  original: string;
  replacement: string;
  ruleId: string;
}) => string;

/**
 * The one adapter from internal findings (code points, relative to the paragraph) to wire Edits, for
 * /edits, /spellcheck and /medical-spellcheck: sentence-relative code-point offsets, ERRANT
 * `error_type` and `general_error_type` (DECISIONS.md), `description` where the finding has one, and
 * an id. An edit's `sentence` is the smallest run of whole sentences that contains it, so an edit
 * that crosses a sentence boundary carries both sentences (never the whole paragraph). A run longer
 * than `SENTENCE_WINDOW` code points is cut to a window around the edit (`sentence_start` is where the
 * window starts), so the answer grows linearly with the text however long its sentences are.
 */
export function toWireEdits(
  paragraph: Paragraph,
  findings: Finding[],
  idFor: EditIdFactory,
  options: WireOptions = {},
): IssuedWireEdit[] {
  if (findings.length === 0) return [];
  const text = paragraph.text;
  // Code-point offsets in one pass (converting each boundary on its own rescans the paragraph).
  const sentences = sentenceSpans(text).map((r) => ({ start: r.cpStart, end: r.cpEnd }));
  const out: IssuedWireEdit[] = [];
  for (const f of findings) {
    const [sStart, sEnd] = windowAround(sentenceAround(sentences, f.start, f.end), f.start, f.end);
    const sentence = sliceCodePoints(text, sStart, sEnd);
    const original = sliceCodePoints(sentence, f.start - sStart, f.end - sStart);
    const replacement = f.replacements[0] ?? original;
    const edit: WireEdit = {
      id: idFor({ sentence, start: f.start - sStart, original, replacement, ruleId: f.ruleId }),
      sentence,
      sentence_start: paragraph.cpStart + sStart,
      start: f.start - sStart,
      end: f.end - sStart,
      replacement,
    };
    if (options.errorTypes !== false) {
      const errorType = f.advancedOption ?? f.errorType ?? classifyEdit(original, replacement, f.category);
      edit.error_type = errorType;
      edit.general_error_type = generalErrorType(errorType, original, replacement, f.category);
      const description = f.description ?? (f.category === 'advanced' ? f.message : undefined);
      if (description) edit.description = description;
    }
    out.push({
      edit,
      finding: f,
      original,
      absStart: paragraph.cpStart + f.start,
      absEnd: paragraph.cpStart + f.end,
      utf16Start: paragraph.start + codePointToUtf16(text, f.start),
      utf16End: paragraph.start + codePointToUtf16(text, f.end),
    });
  }
  return out;
}

/**
 * Longest `sentence` an edit carries, in code points. Past it the sentence is cut to a window with
 * `WINDOW_CONTEXT` code points of context on each side of the edit (issue #17: a 400 KB one-sentence
 * text repeated whole in each of its edits made a response thousands of times the request's size).
 */
export const SENTENCE_WINDOW = 400;
const WINDOW_CONTEXT = 150;

/** The sentence span, or a window of it around [start, end) when the sentence is too long. */
function windowAround([from, to]: [number, number], start: number, end: number): [number, number] {
  if (to - from <= SENTENCE_WINDOW) return [from, to];
  return [Math.max(from, start - WINDOW_CONTEXT), Math.min(to, end + WINDOW_CONTEXT)];
}

/**
 * The smallest run of whole sentences covering [start, end) (an insertion at a sentence's end belongs
 * to it); a span between sentences joins the sentence before it, so the sentence always contains it.
 * `sentences` are in text order and do not overlap, so a binary search finds the first candidate and
 * the scan stops past `end`: linear in the edits, not edits × sentences.
 */
function sentenceAround(
  sentences: { start: number; end: number }[],
  start: number,
  end: number,
): [number, number] {
  let from = start;
  let to = end;
  let touched = false;
  let before: { start: number; end: number } | undefined;
  let lo = 0;
  let hi = sentences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid].end < start) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0) before = sentences[lo - 1];
  for (let i = lo; i < sentences.length; i++) {
    const s = sentences[i];
    if (s.start > Math.max(to, start)) break;
    const overlaps = s.start < to && s.end > from;
    const holdsInsertion = start === end && s.start <= start && start <= s.end;
    if (overlaps || holdsInsertion) {
      from = Math.min(from, s.start);
      to = Math.max(to, s.end);
      touched = true;
    } else if (s.end <= start) before = s;
  }
  if (!touched && before) from = before.start;
  return [from, to];
}
