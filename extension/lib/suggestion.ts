import type { Edit } from '@margin/shared/contract';
import { codePointLength, codePointToUtf16 } from '@margin/shared/text/offsets';
import type { z } from 'zod';

/** One underlined suggestion inside a block of text; offsets are UTF-16 indices relative to the block. */
export interface Suggestion {
  /** The server's edit id (feedback goes to it), or `offline:…` for the local spell worker's findings. */
  id: string;
  start: number;
  end: number;
  /** The text the suggestion replaces (checked again before Accept applies it). */
  original: string;
  /** Replacements, best first. */
  replacements: string[];
  /** `general_error_type`; absent for spelling-only results (spellcheck, offline), which look like spelling. */
  category?: string;
  description?: string;
  /** Where it came from: the server's edits can be reported (accept/reject), the worker's cannot. */
  source: 'server' | 'offline';
}

export type WireEdit = z.output<typeof Edit>;

/** Whether a suggestion is about spelling (only those can go into the personal dictionary). */
export function isSpelling(s: Pick<Suggestion, 'category'>): boolean {
  return s.category === undefined || s.category === 'Spelling';
}

/**
 * Splits the edits of one request over the blocks it was made of. The request text is the blocks
 * joined by `separator`; edit offsets are code points into it (sentence_start + start). Edits that
 * straddle two blocks are dropped: no single field range could show them.
 */
export function editsToBlocks(
  blocks: readonly string[],
  separator: string,
  edits: readonly WireEdit[],
): Suggestion[][] {
  const out: Suggestion[][] = blocks.map(() => []);
  const starts: number[] = [];
  let at = 0;
  const sepLength = codePointLength(separator);
  for (const b of blocks) {
    starts.push(at);
    at += codePointLength(b) + sepLength;
  }
  for (const e of edits) {
    const absStart = e.sentence_start + e.start;
    const absEnd = e.sentence_start + e.end;
    let i = upperBound(starts, absStart) - 1;
    if (i < 0) i = 0;
    const block = blocks[i];
    const relStart = absStart - starts[i];
    const relEnd = absEnd - starts[i];
    if (relEnd > codePointLength(block) || relEnd < relStart) continue;
    const start = codePointToUtf16(block, relStart);
    const end = codePointToUtf16(block, relEnd);
    out[i].push({
      id: e.id,
      start,
      end,
      original: block.slice(start, end),
      replacements: [e.replacement],
      category: e.general_error_type,
      description: e.description,
      source: 'server',
    });
  }
  return out;
}

/** Index of the first element greater than `x` in an ascending array. */
function upperBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
