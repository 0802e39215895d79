import { type Box, clipLine, type FieldAdapter, type TextSpan, textClip } from './field';
import { Mirror } from './mirror';

/**
 * A textarea or text input. Its value is the text; span geometry comes from a mirror element, then
 * follows the field's scroll position, CSS transforms (scale and translate) and clipping ancestors.
 */
export class ControlField implements FieldAdapter {
  readonly usesHighlights = false;
  private readonly mirror: Mirror;

  constructor(
    readonly element: HTMLTextAreaElement | HTMLInputElement,
    mirrorHost: ShadowRoot,
  ) {
    this.mirror = new Mirror(mirrorHost);
  }

  text(): string {
    return this.element.value;
  }

  boxes(spans: readonly TextSpan[], area?: Box | null): Box[][] {
    const el = this.element;
    const clip = spans.length > 0 ? textClip(el, area) : null;
    if (!clip) return spans.map(() => []);
    const local = this.mirror.measure(el, el.value, spans);
    const rect = el.getBoundingClientRect();
    // getBoundingClientRect includes transforms, offsetWidth does not: their ratio is the scale.
    const sx = rect.width / (el.offsetWidth || rect.width);
    const sy = rect.height / (el.offsetHeight || rect.height);
    return local.map((rects) =>
      rects.flatMap((r) => {
        const box = clipLine(clip, {
          left: rect.left + (r.x - el.scrollLeft) * sx,
          top: rect.top + (r.y - el.scrollTop) * sy,
          width: r.width * sx,
          height: r.height * sy,
        });
        return box ? [box] : [];
      }),
    );
  }

  selection(): TextSpan | null {
    const el = this.element;
    if (el.ownerDocument.activeElement !== el && deepActive(el.ownerDocument) !== el) return null;
    const start = el.selectionStart;
    const end = el.selectionEnd;
    return start === null || end === null ? null : { start, end };
  }

  replace(span: TextSpan, text: string): boolean {
    const el = this.element;
    const before = el.value;
    el.focus();
    el.setSelectionRange(span.start, span.end);
    // execCommand goes through the browser's editing path: the page sees beforeinput/input, and
    // the change joins the field's undo stack (Ctrl+Z restores the original).
    const inserted = el.ownerDocument.execCommand('insertText', false, text);
    if (!inserted || el.value === before) {
      el.setRangeText(text, span.start, span.end, 'end');
      el.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }),
      );
    }
    const expected = before.slice(0, span.start) + text + before.slice(span.end);
    return el.value === expected;
  }

  dispose(): void {
    this.mirror.dispose();
  }
}

function deepActive(doc: Document): Element | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}
