import type { TextSpan } from './field';

/** Computed style properties that decide where text wraps and lands in a textarea or input. */
const COPIED = [
  'direction',
  'boxSizing',
  'width',
  'height',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'fontSizeAdjust',
  'lineHeight',
  'fontFamily',
  'fontFeatureSettings',
  'fontKerning',
  'fontVariantLigatures',
  'textAlign',
  'textTransform',
  'textIndent',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
  'wordBreak',
  'overflowWrap',
  'unicodeBidi',
  'writingMode',
] as const;

/** A rectangle relative to the field's border box, before CSS transforms and before scrolling. */
export interface LocalRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A hidden copy of a textarea or input, styled like it, in which spans of the text are wrapped in
 * elements so their rectangles can be measured (form controls expose no geometry for their text).
 * Measurements are cached until the text, the spans or the field's size or font change.
 */
export class Mirror {
  private readonly div: HTMLDivElement;
  private cacheKey = '';
  private cached: LocalRect[][] = [];

  constructor(container: ShadowRoot | HTMLElement) {
    this.div = document.createElement('div');
    this.div.setAttribute('aria-hidden', 'true');
    container.append(this.div);
  }

  /** Rectangles of each span of `text` laid out as `field` lays it out (unscrolled). */
  measure(
    field: HTMLTextAreaElement | HTMLInputElement,
    text: string,
    spans: readonly TextSpan[],
  ): LocalRect[][] {
    const style = getComputedStyle(field);
    const layoutKey = COPIED.map((p) => style[p]).join('|');
    const key = `${layoutKey}|${field.clientWidth}|${field.scrollHeight > field.clientHeight}|${spans.map((s) => `${s.start},${s.end}`).join(';')}|${text}`;
    if (key === this.cacheKey) return this.cached;
    // Text after the line of the last span cannot move the spans: leave it out of the layout.
    const lastEnd = spans.reduce((m, s) => Math.max(m, s.end), 0);
    const lineEnd = text.indexOf('\n', lastEnd);
    const marks = this.layout(field, style, lineEnd < 0 ? text : text.slice(0, lineEnd), spans);
    const origin = this.div.getBoundingClientRect();
    this.cached = marks.map((mark) =>
      [...(mark?.getClientRects() ?? [])]
        .filter((r) => r.width > 0 || r.height > 0)
        .map((r) => ({ x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height })),
    );
    this.cacheKey = key;
    // Keep no copy of the text around longer than the measurement needs.
    this.div.textContent = '';
    return this.cached;
  }

  /** Lays the text out in the mirror with each span in a <mark>; returns the marks in span order. */
  private layout(
    field: HTMLTextAreaElement | HTMLInputElement,
    style: CSSStyleDeclaration,
    text: string,
    spans: readonly TextSpan[],
  ): (HTMLElement | undefined)[] {
    const d = this.div.style;
    d.cssText = 'position:absolute;top:0;left:-100000px;visibility:hidden;pointer-events:none;margin:0;';
    for (const p of COPIED) d[p] = style[p];
    const isInput = field instanceof HTMLInputElement;
    d.whiteSpace = isInput ? 'pre' : 'pre-wrap';
    if (!isInput) d.overflowWrap = style.overflowWrap === 'normal' ? 'break-word' : style.overflowWrap;
    // Same scrollbar as the field, so the text wraps at the same width.
    d.overflowY = !isInput && field.scrollHeight > field.clientHeight ? 'scroll' : 'hidden';
    d.overflowX = 'hidden';
    if (isInput) {
      // An input centres its single line vertically in its content box.
      const pt = Number.parseFloat(style.paddingTop) || 0;
      const pb = Number.parseFloat(style.paddingBottom) || 0;
      d.lineHeight = `${field.clientHeight - pt - pb}px`;
    }
    const frag = document.createDocumentFragment();
    const marks: (HTMLElement | undefined)[] = new Array(spans.length);
    const ordered = spans
      .map((s, i) => ({ start: s.start, end: s.end, i }))
      .sort((a, b) => a.start - b.start);
    let at = 0;
    for (const s of ordered) {
      if (s.start < at) continue; // overlapping spans: the first one wins
      if (s.start > at) frag.append(text.slice(at, s.start));
      const mark = document.createElement('mark');
      mark.textContent = text.slice(s.start, s.end);
      marks[s.i] = mark;
      frag.append(mark);
      at = s.end;
    }
    // The zero-width space keeps a trailing newline's empty last line in the layout.
    frag.append(`${text.slice(at)}\u200b`);
    this.div.textContent = '';
    this.div.append(frag);
    return marks;
  }

  dispose(): void {
    this.div.remove();
  }
}
