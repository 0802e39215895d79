import type { JoinedBlock } from '@margin/shared/check/batches';
import { splitEdits as splitOverBlocks, type WireEdit } from '@margin/shared/check/split-edits';

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
export type RequestBlock = JoinedBlock;

/** The edits of one request as per-block suggestions (the shared splitter; see its rules). */
export function splitEdits(
  joined: string,
  blocks: readonly RequestBlock[],
  edits: readonly WireEdit[],
): BlockEdit[][] {
  return splitOverBlocks(joined, blocks, edits).map((spans) =>
    spans.map(({ edit, ...span }) => ({
      editId: edit.id,
      ...span,
      category: edit.general_error_type,
      errorType: edit.error_type,
      description: edit.description,
    })),
  );
}
