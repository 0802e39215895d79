import { type Box, type FieldAdapter, intersect, type TextSpan, visibleArea } from './field';
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

  boxes(spans: readonly TextSpan[]): Box[][] {
    const area = visibleArea(this.element);
    const host = this.element.getBoundingClientRect();
    const clip = area
      ? intersect(area, { left: host.left, top: host.top, width: host.width, height: host.height })
      : null;
    return this.ranges(spans).map((range) => {
      if (!range || !clip) return [];
      return [...range.getClientRects()].flatMap((r) => {
        if (r.width === 0) return [];
        const box = intersect(clip, { left: r.left, top: r.top, width: r.width, height: r.height });
        return box ? [box] : [];
      });
    });
  }

  selection(): TextSpan | null {
    const sel = this.element.ownerDocument.getSelection();
    if (!sel || sel.rangeCount === 0) return null;
    const model = this.current();
    const range = sel.getRangeAt(0);
    const start = model.offsetOf(range.startContainer, range.startOffset);
    const end = model.offsetOf(range.endContainer, range.endOffset);
    return start === null || end === null ? null : { start, end };
  }

  replace(span: TextSpan, text: string): boolean {
    const doc = this.element.ownerDocument;
    const model = TextModel.read(this.element);
    const range = model.range(span.start, span.end);
    if (!range) return false;
    const expected = model.text.slice(0, span.start) + text + model.text.slice(span.end);
    this.element.focus({ preventScroll: true });
    const sel = doc.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    // The editor sees a normal beforeinput/input for typed text, applies it through its own model
    // (ProseMirror transaction, Quill delta, Lexical update) and records it for undo.
    const inserted = doc.execCommand('insertText', false, text);
    if (!inserted) {
      range.deleteContents();
      range.insertNode(doc.createTextNode(text));
      this.element.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }),
      );
    }
    this.model = undefined;
    return TextModel.read(this.element).text === expected;
  }

  dispose(): void {
    this.model = undefined;
  }
}
