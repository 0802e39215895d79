import { joinBlocks } from '@margin/shared/check/batches';
import { splitEdits, type WireEdit } from '@margin/shared/check/split-edits';

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
  /** ERRANT `error_type` (or advanced option), which the card explains when there is no description. */
  errorType?: string;
  description?: string;
  /** Where it came from: the server's edits can be reported (accept/reject), the worker's cannot. */
  source: 'server' | 'offline';
}

export type { WireEdit };

/** Whether a suggestion is about spelling (only those can go into the personal dictionary). */
export function isSpelling(s: Pick<Suggestion, 'category'>): boolean {
  return s.category === undefined || s.category === 'Spelling';
}

/**
 * Splits the edits of one request over the blocks it was made of (joined with the shared block
 * separator) with the shared splitter: offsets become UTF-16 offsets in each block, an insertion is
 * shown on the word beside it, and an edit that straddles two blocks or whose sentence does not match
 * the text sent is dropped: no single field range could show it.
 */
export function editsToBlocks(blocks: readonly string[], edits: readonly WireEdit[]): Suggestion[][] {
  const joined = joinBlocks(blocks);
  return splitEdits(joined.text, joined.blocks, edits).map((spans) =>
    spans.map(({ edit, start, end, original, replacement }) => ({
      id: edit.id,
      start,
      end,
      original,
      replacements: [replacement],
      category: edit.general_error_type,
      errorType: edit.error_type,
      description: edit.description,
      source: 'server' as const,
    })),
  );
}
