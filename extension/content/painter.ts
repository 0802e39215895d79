import { CATEGORY_STYLES, categoryStyle, highlightRules } from '@margin/shared/ui/categories';
import type { Box } from './field';
import { applyStyles } from './overlay';

/** One underline to draw: the suggestion it belongs to, its category and where its text is. */
export interface Mark {
  id: string;
  category: string | undefined;
  boxes: Box[];
}

/**
 * Draws underlines as boxes in the overlay's shadow root (form controls, and editors when the
 * Highlight API is missing). Elements are reused between frames, so following a scroll only moves them.
 */
export class BoxPainter {
  private readonly layer: HTMLElement;
  private pool: HTMLElement[] = [];
  /** The geometry each pooled box was last given. */
  private readonly placed = new WeakMap<HTMLElement, string>();

  constructor(
    parent: HTMLElement,
    private readonly extraClass = '',
  ) {
    this.layer = parent.ownerDocument.createElement('div');
    parent.append(this.layer);
  }

  paint(marks: readonly Mark[]): void {
    let used = 0;
    for (const mark of marks) {
      const slug = categoryStyle(mark.category).slug;
      for (const b of mark.boxes) {
        let el = this.pool[used];
        if (!el) {
          el = this.layer.ownerDocument.createElement('div');
          this.layer.append(el);
          this.pool.push(el);
        }
        used++;
        // Typing moves only the boxes after the caret: the others are left untouched (no style work).
        const className = `margin-box margin-cat-${slug} ${this.extraClass}`;
        if (el.className !== className) el.className = className;
        if (el.dataset.suggestionId !== mark.id) el.dataset.suggestionId = mark.id;
        const css = `left:${b.left}px;top:${b.top}px;width:${b.width}px;height:${b.height}px`;
        if (this.placed.get(el) !== css) {
          el.style.cssText = css;
          this.placed.set(el, css);
        }
      }
    }
    for (const el of this.pool.splice(used)) el.remove();
  }

  dispose(): void {
    this.layer.remove();
    this.pool = [];
  }
}

const HIGHLIGHT_PREFIX = 'margin-';

/**
 * The CSS Custom Highlight registry of a document: one Highlight per category, holding the ranges
 * of every field's suggestions. The browser paints them in the text itself, so they follow
 * scrolling, zoom and transforms without any work here.
 */
export class HighlightRegistry {
  private readonly byOwner = new Map<object, { range: Range; category: string | undefined }[]>();
  private styled = false;
  private readonly styledRoots = new WeakSet<ShadowRoot>();

  constructor(private readonly doc: Document) {}

  /** A document's ::highlight() rules do not reach text in a shadow tree: the tree gets its own copy. */
  styleShadowRoot(root: ShadowRoot): void {
    if (this.styledRoots.has(root)) return;
    this.styledRoots.add(root);
    applyStyles(root, highlightCss());
  }

  /**
   * Whether an editor re-rendered under the owner's ranges without changing its text (CodeMirror
   * redraws lines, React editors replace nodes): a range whose text node left the document has
   * moved to the parent element or collapsed, and paints nothing until it is made again.
   */
  stale(owner: object): boolean {
    const live = (n: Node) => n.nodeType === Node.TEXT_NODE && n.isConnected;
    return (this.byOwner.get(owner) ?? []).some(
      ({ range }) => range.collapsed || !live(range.startContainer) || !live(range.endContainer),
    );
  }

  set(owner: object, items: { range: Range; category: string | undefined }[]): void {
    if (items.length === 0) this.byOwner.delete(owner);
    else this.byOwner.set(owner, items);
    this.flush();
  }

  private flush(): void {
    if (!this.styled) {
      // ::highlight() rules live in the document (highlights paint page text); constructed, so CSP allows them.
      applyStyles(this.doc, highlightCss());
      this.styled = true;
    }
    const groups = new Map<string, Range[]>();
    for (const items of this.byOwner.values()) {
      for (const { range, category } of items) {
        const name = HIGHLIGHT_PREFIX + categoryStyle(category).slug;
        const list = groups.get(name) ?? [];
        list.push(range);
        groups.set(name, list);
      }
    }
    for (const c of CATEGORY_STYLES) {
      const name = HIGHLIGHT_PREFIX + c.slug;
      const ranges = groups.get(name);
      if (ranges) CSS.highlights.set(name, new Highlight(...ranges));
      else CSS.highlights.delete(name);
    }
  }
}

function highlightCss(): string {
  return highlightRules(HIGHLIGHT_PREFIX);
}
