import { BLOCK_SEPARATOR } from '@margin/shared/check/batches';
import type { Node } from '@tiptap/pm/model';

/** What separates two textblocks in a text sent to the server: the server splits paragraphs at line breaks. */
export { BLOCK_SEPARATOR };

/** The character that stands for an inline node that is not text (an image, a mention). */
export const LEAF_CHAR = '\ufffc';

/** A stretch of the text whose characters map one-to-one onto consecutive document positions. */
interface Run {
  /** UTF-16 offset in the text. */
  offset: number;
  /** Document position of the run's first character. */
  pos: number;
  length: number;
}

/**
 * Plain text of part of a document, with the map from text offsets (UTF-16) back to document
 * positions. Marks (bold, links) add no characters; a hard break counts as `\n` and any other inline
 * leaf as U+FFFC, so each of them keeps exactly its one position and offsets never drift.
 */
export interface TextMap {
  text: string;
  runs: Run[];
}

/** The character an inline leaf node stands for (also passed to `textBetween`, so both agree). */
export function leafText(node: Node): string {
  return /hard_?break/i.test(node.type.name) ? '\n' : LEAF_CHAR;
}

/** The text of `doc` between positions `from` and `to`, textblocks separated by BLOCK_SEPARATOR. */
export function textMap(doc: Node, from = 0, to = doc.content.size): TextMap {
  let text = '';
  const runs: Run[] = [];
  let lastBlock = -1;
  doc.nodesBetween(from, to, (node, pos, parent) => {
    if (node.isText) {
      const start = Math.max(from, pos);
      const end = Math.min(to, pos + node.nodeSize);
      if (end <= start) return false;
      separate(parent, pos);
      runs.push({ offset: text.length, pos: start, length: end - start });
      text += node.text!.slice(start - pos, end - pos);
      return false;
    }
    if (node.isInline && node.isLeaf) {
      if (pos < from || pos >= to) return false;
      separate(parent, pos);
      runs.push({ offset: text.length, pos, length: 1 });
      text += leafText(node);
      return false;
    }
    return true;
  });
  return { text, runs };

  // Separates blocks by the position of their parent textblock: a new parent starts a new paragraph.
  function separate(parent: Node | null, pos: number) {
    if (!parent?.isTextblock) return;
    const $pos = doc.resolve(pos);
    const blockStart = $pos.start($pos.depth);
    if (lastBlock !== -1 && blockStart !== lastBlock && text.length > 0) text += BLOCK_SEPARATOR;
    lastBlock = blockStart;
  }
}

/** The text of one textblock (`node` at `pos`). */
export function blockTextMap(node: Node, pos: number, doc: Node): TextMap {
  return textMap(doc, pos + 1, pos + node.nodeSize - 1);
}

/**
 * Document position of text offset `offset`. An offset between runs (a block separator) maps to the
 * end of the run before it; `bias` -1 maps a run boundary to the end of the earlier run.
 */
export function posAt(map: TextMap, offset: number, bias: 1 | -1 = 1): number {
  const { runs } = map;
  if (runs.length === 0) return 0;
  let lo = 0;
  let hi = runs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (runs[mid].offset <= offset) lo = mid;
    else hi = mid - 1;
  }
  let run = runs[lo];
  if (bias === -1 && lo > 0 && offset === run.offset) run = runs[lo - 1];
  return run.pos + Math.max(0, Math.min(offset - run.offset, run.length));
}
