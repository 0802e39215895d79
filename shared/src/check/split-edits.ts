import type { z } from 'zod';
import type { Edit } from '../contract/edits';
import { codePointLength, sliceCodePoints, spanToUtf16 } from '../text/offsets';
import type { JoinedBlock } from './batches';

/** An edit as the server sends it (type only: no zod at run time). */
export type WireEdit = z.output<typeof Edit>;

/** Where one edit of a request falls in one block: UTF-16 offsets of the block's text. */
export interface BlockSpan {
  edit: WireEdit;
  start: number;
  end: number;
  /** The block's text under the span. */
  original: string;
  /** What replaces `original` (an insertion's replacement includes the word it is shown on). */
  replacement: string;
}

const WORD_BEFORE = /\S+$/u;
const WORD_AFTER = /^\S+/u;

/**
 * Splits the edits of one request (code points, sentence-relative, over the joined text) into
 * per-block spans in UTF-16 block offsets. An edit whose sentence does not match the text sent, or
 * that crosses a block boundary, is dropped rather than drawn in the wrong place.
 */
export function splitEdits(
  joined: string,
  blocks: readonly JoinedBlock[],
  edits: readonly WireEdit[],
): BlockSpan[][] {
  const out: BlockSpan[][] = blocks.map(() => []);
  for (const edit of edits) {
    const sentenceLength = codePointLength(edit.sentence);
    if (edit.end < edit.start || edit.end > sentenceLength) continue;
    if (sliceCodePoints(joined, edit.sentence_start, edit.sentence_start + sentenceLength) !== edit.sentence)
      continue;
    const span = spanToUtf16(joined, {
      start: edit.sentence_start + edit.start,
      end: edit.sentence_start + edit.end,
    });
    const index = blockIndexOf(blocks, span.start, span.end);
    if (index < 0) continue;
    const block = blocks[index];
    const rel = widenInsertion(
      block.text,
      span.start - block.start,
      span.end - block.start,
      edit.replacement,
    );
    if (!rel) continue;
    out[index].push({ edit, ...rel });
  }
  return out;
}

function blockIndexOf(blocks: readonly JoinedBlock[], start: number, end: number): number {
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (start >= b.start && end <= b.start + b.text.length) return i;
  }
  return -1;
}

/**
 * An insertion (start === end, e.g. a missing comma) has nothing to underline: it is shown on the
 * word before it (or after it, at the start of a block), and the replacement includes that word.
 */
function widenInsertion(
  text: string,
  start: number,
  end: number,
  replacement: string,
): { start: number; end: number; original: string; replacement: string } | null {
  if (start < end) return { start, end, original: text.slice(start, end), replacement };
  const before = WORD_BEFORE.exec(text.slice(0, start))?.[0];
  if (before) {
    return { start: start - before.length, end, original: before, replacement: before + replacement };
  }
  const after = WORD_AFTER.exec(text.slice(end))?.[0];
  if (after) return { start, end: end + after.length, original: after, replacement: replacement + after };
  return null;
}
