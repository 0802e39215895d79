import type { Suggestion } from './suggestion';

/** A paragraph of a field's text: the unit that is checked, cached and re-checked when it changes. */
export interface Block {
  /** UTF-16 offset of the block in the field's text. */
  start: number;
  text: string;
}

/**
 * Splits a field's text into blocks at line breaks. Each line is its own block (a textarea's
 * paragraphs and an editor's block elements both end in a newline in the text model), so a change
 * re-checks only the line it touched.
 */
export function splitBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    if (end > start && /\S/.test(text.slice(start, end)))
      blocks.push({ start, text: text.slice(start, end) });
    if (nl < 0) break;
    start = nl + 1;
  }
  return blocks;
}

/**
 * Keeps the suggestions of a block that an edit did not touch: those wholly before the changed
 * part keep their offsets, those wholly after it shift by the change in length, the rest go (the
 * text under them changed). The changed part is what lies between the common prefix and suffix.
 */
export function mapThroughChange(
  before: string,
  after: string,
  suggestions: readonly Suggestion[],
): Suggestion[] {
  if (before === after) return [...suggestions];
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }
  const changedEnd = before.length - suffix;
  const delta = after.length - before.length;
  const kept: Suggestion[] = [];
  for (const s of suggestions) {
    // A suggestion touching the change (even at its edge: "teh" → "tehx") is no longer about this text.
    if (s.end < prefix) kept.push(s);
    else if (s.start > changedEnd) kept.push({ ...s, start: s.start + delta, end: s.end + delta });
  }
  return kept;
}
