import { codePointLength } from '../text/offsets';

/** A request text stays under this many code points (API.md advises chunks of about 4,000). */
export const MAX_BATCH_CHARS = 4000;
/** Blocks are joined with a blank line so no sentence runs from one block into the next. */
export const BLOCK_SEPARATOR = '\n\n';

/** Limits of {@link batchBlocks}. */
export interface BatchLimits {
  /** Code points in every request but the first. @default MAX_BATCH_CHARS */
  maxChars?: number;
  /**
   * Code points in the first request: smaller, so the first underlines come back quickly.
   * @default maxChars
   */
  firstChars?: number;
}

/**
 * Groups blocks, in order, into request texts of at most the limit in code points counting the
 * separator after each block; a block longer than the limit goes alone.
 */
export function batchBlocks<T>(
  blocks: readonly T[],
  textOf: (block: T) => string,
  limits: BatchLimits = {},
): T[][] {
  const maxChars = limits.maxChars ?? MAX_BATCH_CHARS;
  const firstChars = limits.firstChars ?? maxChars;
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const block of blocks) {
    const n = codePointLength(textOf(block)) + BLOCK_SEPARATOR.length;
    const limit = out.length === 0 ? firstChars : maxChars;
    if (current.length > 0 && size + n > limit) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(block);
    size += n;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** One block's place in the request text that joined several with {@link BLOCK_SEPARATOR}. */
export interface JoinedBlock {
  text: string;
  /** UTF-16 offset of the block in the joined text. */
  start: number;
}

/** Joins block texts into one request text, remembering where each block starts. */
export function joinBlocks(texts: readonly string[]): { text: string; blocks: JoinedBlock[] } {
  let text = '';
  const blocks: JoinedBlock[] = [];
  for (const t of texts) {
    if (text) text += BLOCK_SEPARATOR;
    blocks.push({ text: t, start: text.length });
    text += t;
  }
  return { text, blocks };
}

/**
 * Blocks nearest the caret first, then the rest in document order wrapping around: that is where
 * the writer looks, so its underlines come first. `pos` is each block's start, in document order.
 */
export function prioritise<T extends { pos: number }>(blocks: T[], caret: number): T[] {
  const near = blocks.findIndex((b) => b.pos >= caret);
  const at = near < 0 ? blocks.length - 1 : Math.max(0, near - 1);
  return [...blocks.slice(at), ...blocks.slice(0, at)];
}
