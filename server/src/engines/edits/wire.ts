import type { Edit } from '@margin/shared/contract';
import { codePointToUtf16, sliceCodePoints, utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { z } from 'zod';
import { classifyEdit, generalErrorType } from './classify';
import type { Finding } from './finding';
import type { Paragraph } from './paragraphs';
import { splitSentences } from './sentences';

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
 * that crosses a sentence boundary carries both sentences (never the whole paragraph).
 */
export function toWireEdits(
  paragraph: Paragraph,
  findings: Finding[],
  idFor: EditIdFactory,
  options: WireOptions = {},
): IssuedWireEdit[] {
  if (findings.length === 0) return [];
  const text = paragraph.text;
  const sentences = splitSentences(text).map((r) => ({
    start: utf16ToCodePoint(text, r.start),
    end: utf16ToCodePoint(text, r.end),
  }));
  const out: IssuedWireEdit[] = [];
  for (const f of findings) {
    const [sStart, sEnd] = sentenceAround(sentences, f.start, f.end);
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
 * The smallest run of whole sentences covering [start, end) (an insertion at a sentence's end belongs
 * to it); a span between sentences joins the sentence before it, so the sentence always contains it.
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
  for (const s of sentences) {
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
