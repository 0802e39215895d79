import type { EditsResponse } from '@margin/shared/contract';
import type { z } from 'zod';

type Edit = z.output<typeof EditsResponse>['edits'][number];

import { codePointLength, sliceCodePoints, spanToUtf16 } from '@margin/shared/text/offsets';

/**
 * One suggestion in a textblock, in UTF-16 offsets of the block's text (independent of where the
 * block is in the document, so it can be cached by the block's text).
 */
export interface BlockEdit {
  /** The server's edit id, for accept/reject feedback. */
  editId: string;
  start: number;
  end: number;
  original: string;
  replacement: string;
  category?: string;
  errorType?: string;
  description?: string;
}

/** A block of a request: its text and where it starts in the joined request text (UTF-16). */
export interface RequestBlock {
  text: string;
  start: number;
}

const WORD_BEFORE = /\S+$/u;
const WORD_AFTER = /^\S+/u;

/**
 * Splits the edits of one request (code points, sentence-relative, over the joined text) into
 * per-block edits in UTF-16 block offsets. An edit whose sentence does not match the text sent, or
 * that crosses a block boundary, is dropped rather than drawn in the wrong place.
 */
export function splitEdits(
  joined: string,
  blocks: readonly RequestBlock[],
  edits: readonly Edit[],
): BlockEdit[][] {
  const out: BlockEdit[][] = blocks.map(() => []);
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
    out[index].push({
      editId: edit.id,
      ...rel,
      category: edit.general_error_type,
      errorType: edit.error_type,
      description: edit.description,
    });
  }
  return out;
}

function blockIndexOf(blocks: readonly RequestBlock[], start: number, end: number): number {
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
