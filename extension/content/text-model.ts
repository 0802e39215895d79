/** Elements that start a new line of text in an editor (a paragraph, list item, heading …). */
const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

interface Segment {
  node: Text;
  /** Offset of the node's first character in the model text. */
  start: number;
}

/**
 * The plain text of a contenteditable region and the way back from text offsets to DOM positions:
 * text nodes in document order, a newline between block elements and for each `<br>`. Editors
 * (ProseMirror, Quill, Lexical) keep one text node per run of text, so offsets map exactly.
 */
export class TextModel {
  private constructor(
    readonly root: HTMLElement,
    readonly text: string,
    private readonly segments: Segment[],
  ) {}

  /** Reads the region's text. */
  static read(root: HTMLElement): TextModel {
    const segments: Segment[] = [];
    const parts: string[] = [];
    let length = 0;
    let lastBlock: Element | null = null;
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node instanceof HTMLElement && (node.hidden || node.tagName === 'STYLE' || node.tagName === 'SCRIPT')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const newline = () => {
      if (length > 0 && parts[parts.length - 1] !== '\n') {
        parts.push('\n');
        length++;
      }
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        const block = blockOf(node, root);
        if (block !== lastBlock) {
          newline();
          lastBlock = block;
        }
        const data = node.data;
        if (data.length === 0) continue;
        segments.push({ node, start: length });
        parts.push(data);
        length += data.length;
      } else if ((node as Element).tagName === 'BR') {
        parts.push('\n');
        length++;
      }
    }
    return new TextModel(root, parts.join(''), segments);
  }

  /** The DOM position of a text offset (the end of a text node rather than the start of the next). */
  position(offset: number): { node: Text; offset: number } | null {
    const segs = this.segments;
    if (segs.length === 0) return null;
    let lo = 0;
    let hi = segs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segs[mid].start < offset) lo = mid;
      else hi = mid - 1;
    }
    const seg = segs[lo];
    const at = Math.max(0, Math.min(offset - seg.start, seg.node.data.length));
    return { node: seg.node, offset: at };
  }

  /** A Range over text offsets [start, end), or null when the text has changed under the model. */
  range(start: number, end: number): Range | null {
    const a = this.position(start);
    const b = this.position(end);
    if (!a || !b || !a.node.isConnected || !b.node.isConnected) return null;
    const range = this.root.ownerDocument.createRange();
    // The start must be inside the node that holds the first character, not at the previous one's end.
    const first = this.position(start + 1);
    if (first && first.offset === 1 && first.node !== a.node) range.setStart(first.node, 0);
    else range.setStart(a.node, a.offset);
    range.setEnd(b.node, b.offset);
    return range;
  }

  /**
   * The text offset of a DOM position inside the region (a selection end), or null outside it, or
   * when the model no longer matches the DOM (an editor re-rendered since it was read: read again).
   */
  offsetOf(node: Node, offset: number): number | null {
    if (!this.root.contains(node)) return null;
    const segs = this.segments;
    if (node instanceof Text) {
      const seg = segs.find((s) => s.node === node);
      if (seg) return seg.start + Math.min(offset, node.data.length);
    }
    const point = this.root.ownerDocument.createRange();
    point.setStart(node, offset);
    // The first text node at or after the position gives its offset (segments are in document order).
    let lo = 0;
    let hi = segs.length;
    try {
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (point.comparePoint(segs[mid].node, 0) >= 0) hi = mid;
        else lo = mid + 1;
      }
    } catch {
      // A node the editor replaced since the read (comparePoint throws WrongDocumentError for it).
      return null;
    }
    return lo < segs.length ? segs[lo].start : this.text.length;
  }
}

function blockOf(node: Node, root: HTMLElement): Element | null {
  for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
    if (BLOCK_TAGS.has(el.tagName)) return el;
  }
  return root;
}
