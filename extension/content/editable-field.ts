import { type Box, clipLine, type FieldAdapter, type TextSpan, textClip } from './field';
import { TextModel } from './text-model';

/**
 * A contenteditable editing host (plain, ProseMirror/TipTap, Quill, Lexical …). Its text is read
 * into a TextModel; spans map back to DOM Ranges, painted with the CSS Custom Highlight API when the
 * browser has it (the browser then follows scrolling and transforms), else as boxes from
 * Range.getClientRects().
 */
export class EditableField implements FieldAdapter {
  readonly usesHighlights: boolean;
  private model: TextModel | undefined;

  constructor(readonly element: HTMLElement) {
    this.usesHighlights =
      typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
  }

  text(): string {
    this.model = TextModel.read(this.element);
    return this.model.text;
  }

  private current(): TextModel {
    return this.model ?? TextModel.read(this.element);
  }

  ranges(spans: readonly TextSpan[]): (Range | null)[] {
    const model = this.current();
    return spans.map((s) => model.range(s.start, s.end));
  }

  boxes(spans: readonly TextSpan[], area?: Box | null): Box[][] {
    const clip = spans.length > 0 ? textClip(this.element, area) : null;
    if (!clip) return spans.map(() => []);
    return this.ranges(spans).map((range) => {
      if (!range) return [];
      return [...range.getClientRects()].flatMap((r) => {
        if (r.width === 0) return [];
        const box = clipLine(clip, { left: r.left, top: r.top, width: r.width, height: r.height });
        return box ? [box] : [];
      });
    });
  }

  selection(): TextSpan | null {
    const range = selectedRange(this.element);
    if (!range || !this.element.contains(range.startContainer) || !this.element.contains(range.endContainer))
      return null;
    const span = (model: TextModel) => {
      const start = model.offsetOf(range.startContainer, range.startOffset);
      const end = model.offsetOf(range.endContainer, range.endOffset);
      return start === null || end === null ? null : { start, end };
    };
    const known = span(this.current());
    if (known) return known;
    // Inside the field but not in the model: the editor re-rendered since the last read.
    this.model = TextModel.read(this.element);
    return span(this.model);
  }

  /**
   * Replaces the span the way the browser would for a spelling correction: select it, then offer
   * the editor a cancelable `beforeinput` of type insertReplacementText (text in `data` and a
   * `dataTransfer`, the span as its target range). Editors that own their model (Slate, CKEditor,
   * Lexical, Quill) take it, apply it through their model and record it for undo. When no one takes
   * it, `execCommand('insertText')` goes through the browser's editing path (ProseMirror, Draft.js
   * and plain editing hosts read that). The DOM is never written behind the editor's back: if the
   * text does not read as expected once the editor has rendered, the result is false.
   */
  async replace(span: TextSpan, text: string): Promise<boolean> {
    const doc = this.element.ownerDocument;
    const model = TextModel.read(this.element);
    const range = model.range(span.start, span.end);
    if (!range) return false;
    const expected = model.text.slice(0, span.start) + text + model.text.slice(span.end);
    this.element.focus({ preventScroll: true });
    const sel = doc.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    // Editors sync their own selection from selectionchange, which fires asynchronously.
    await nextTask();
    const target = range.startContainer.parentElement ?? this.element;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const offer = new InputEvent('beforeinput', {
      bubbles: true,
      cancelable: true,
      composed: true,
      inputType: 'insertReplacementText',
      data: text,
      dataTransfer: data,
      targetRanges: [new StaticRange(range)],
    });
    const taken = !target.dispatchEvent(offer);
    if (!taken) {
      const current = doc.getSelection();
      if (current?.rangeCount === 0 || !rangesEqual(current!.getRangeAt(0), range)) {
        current?.removeAllRanges();
        current?.addRange(range);
      }
      insertAsReplacement(doc, this.element, text);
    }
    this.model = undefined;
    // React-rendered editors (Slate, Draft.js) update the DOM after the event: give them a frame.
    for (let i = 0; i < 5; i++) {
      if (TextModel.read(this.element).text === expected) return true;
      await nextFrame(doc);
    }
    return TextModel.read(this.element).text === expected;
  }

  dispose(): void {
    this.model = undefined;
  }
}

/**
 * Inserts `text` over the selection with `execCommand('insertText')`, the browser's own editing
 * path, but announces it as what it is, a spelling replacement: the `input` event the command
 * fires (inputType insertText) is held back and an `input` of type insertReplacementText is sent
 * in its place, so the page sees the same beforeinput/input pair as for the browser's spelling
 * corrections. Editors that record those as their own undo step need it (TinyMCE records an undo
 * level for insertReplacementText, not for insertText without a keystroke).
 */
function insertAsReplacement(doc: Document, field: HTMLElement, text: string): void {
  const win = doc.defaultView ?? window;
  let held: Node | undefined;
  const hold = (e: Event) => {
    if (held || !(e instanceof InputEvent) || e.inputType !== 'insertText') return;
    if (!(e.target instanceof Node) || !field.contains(e.target)) return;
    held = e.target;
    e.stopImmediatePropagation();
  };
  win.addEventListener('input', hold, true);
  try {
    doc.execCommand('insertText', false, text);
  } finally {
    win.removeEventListener('input', hold, true);
  }
  if (held) {
    held.dispatchEvent(
      new InputEvent('input', {
        bubbles: true,
        composed: true,
        inputType: 'insertReplacementText',
        data: text,
      }),
    );
  }
}

function rangesEqual(a: Range, b: Range): boolean {
  return (
    a.startContainer === b.startContainer &&
    a.startOffset === b.startOffset &&
    a.endContainer === b.endContainer &&
    a.endOffset === b.endOffset
  );
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function nextFrame(doc: Document): Promise<void> {
  const win = doc.defaultView ?? window;
  return new Promise((resolve) => win.requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * The selection as a range inside the field. For a field in a shadow tree the document's selection
 * is retargeted to the shadow host: `getComposedRanges` (or Chromium's `ShadowRoot.getSelection`)
 * gives the real one.
 */
function selectedRange(el: HTMLElement): AbstractRange | null {
  const sel = el.ownerDocument.getSelection();
  const root = el.getRootNode();
  if (root instanceof ShadowRoot) {
    const composed = (
      sel as Selection & { getComposedRanges?(o: { shadowRoots: ShadowRoot[] }): StaticRange[] }
    )?.getComposedRanges;
    if (sel && composed) {
      try {
        const [r] = composed.call(sel, { shadowRoots: [root] });
        if (r && el.contains(r.startContainer)) return r;
      } catch {
        // Older form of the API (shadow roots as arguments): fall through to ShadowRoot.getSelection.
      }
    }
    const own = (root as ShadowRoot & { getSelection?(): Selection | null }).getSelection?.();
    if (own && own.rangeCount > 0) return own.getRangeAt(0);
  }
  if (!sel || sel.rangeCount === 0) return null;
  return sel.getRangeAt(0);
}
