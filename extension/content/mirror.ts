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

/** One hard line of the text in the mirror, kept between measurements while it stays the same. */
interface MirrorLine {
  /** The line's text and its marked pieces (line-relative): equal keys lay out the same. */
  key: string;
  el: HTMLElement;
  /** One <mark> per piece, in the order of the pieces in the key. */
  marks: HTMLElement[];
}

/** The part of a span on one hard line (offsets relative to the line). */
interface Piece {
  start: number;
  end: number;
  span: number;
}

/**
 * A hidden copy of a textarea or input, styled like it, in which spans of the text are wrapped in
 * elements so their rectangles can be measured (form controls expose no geometry for their text).
 * Each hard line is its own block, kept while its text and marked pieces stay the same: typing
 * re-lays out the line being typed in, not the whole field (the browser keeps the layout of
 * untouched blocks). Measurements are cached until the text, the spans or the field's size or font
 * change.
 */
export class Mirror {
  private readonly div: HTMLDivElement;
  private lines: MirrorLine[] = [];
  private layoutKey = '';
  private spansKey = '';
  private text = '';
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
    const layoutKey = `${COPIED.map((p) => style[p]).join('|')}|${field.clientWidth}|${field.clientHeight}|${field.scrollHeight > field.clientHeight}`;
    const spansKey = spans.map((s) => `${s.start},${s.end}`).join(';');
    if (layoutKey === this.layoutKey && spansKey === this.spansKey && text === this.text) return this.cached;
    if (layoutKey !== this.layoutKey) this.style(field, style);
    const marks = this.update(text, spans);
    this.layoutKey = layoutKey;
    this.spansKey = spansKey;
    this.text = text;
    const origin = this.div.getBoundingClientRect();
    this.cached = marks.map((list) =>
      list.flatMap((mark) =>
        [...mark.getClientRects()]
          .filter((r) => r.width > 0 || r.height > 0)
          .map((r) => ({ x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height })),
      ),
    );
    return this.cached;
  }

  /** Styles the mirror like the field (font, box, wrapping, scrollbar). */
  private style(field: HTMLTextAreaElement | HTMLInputElement, style: CSSStyleDeclaration): void {
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
  }

  /**
   * Brings the mirror's lines to `text` with each span's pieces in <mark>s, replacing only the lines
   * whose text or pieces changed (found from both ends, so lines after an edit are kept too, however
   * far the edit shifted their offsets). Returns each span's marks.
   */
  private update(text: string, spans: readonly TextSpan[]): HTMLElement[][] {
    const lineTexts = text.split('\n');
    const starts: number[] = [];
    let at = 0;
    for (const line of lineTexts) {
      starts.push(at);
      at += line.length + 1;
    }
    const pieces: Piece[][] = lineTexts.map(() => []);
    const ordered = spans.map((s, i) => ({ ...s, i })).sort((a, b) => a.start - b.start);
    let covered = 0;
    for (const s of ordered) {
      if (s.start < covered || s.end <= s.start) continue; // overlapping spans: the first one wins
      covered = s.end;
      let line = lineOf(starts, s.start);
      for (; line < lineTexts.length && starts[line] < s.end; line++) {
        const from = Math.max(s.start, starts[line]) - starts[line];
        const to = Math.min(s.end, starts[line] + lineTexts[line].length) - starts[line];
        if (to > from) pieces[line].push({ start: from, end: to, span: s.i });
      }
    }
    const keys = lineTexts.map((t, i) => `${pieces[i].map((p) => `${p.start},${p.end}`).join(';')}|${t}`);
    const old = this.lines;
    let head = 0;
    while (head < old.length && head < keys.length && old[head].key === keys[head]) head++;
    let tail = 0;
    while (
      tail < old.length - head &&
      tail < keys.length - head &&
      old[old.length - 1 - tail].key === keys[keys.length - 1 - tail]
    ) {
      tail++;
    }
    for (const line of old.slice(head, old.length - tail)) line.el.remove();
    const before = tail > 0 ? old[old.length - tail].el : null;
    const fresh: MirrorLine[] = [];
    for (let i = head; i < keys.length - tail; i++) {
      const line = this.makeLine(keys[i], lineTexts[i], pieces[i]);
      this.div.insertBefore(line.el, before);
      fresh.push(line);
    }
    this.lines = [...old.slice(0, head), ...fresh, ...old.slice(old.length - tail)];
    // A textarea indents only its first line.
    const marks: HTMLElement[][] = spans.map(() => []);
    this.lines.forEach((line, i) => {
      const indent = i === 0 ? '' : '0';
      if (line.el.style.textIndent !== indent) line.el.style.textIndent = indent;
      pieces[i].forEach((p, k) => {
        marks[p.span].push(line.marks[k]);
      });
    });
    return marks;
  }

  private makeLine(key: string, text: string, pieces: Piece[]): MirrorLine {
    const el = document.createElement('div');
    const marks: HTMLElement[] = [];
    let at = 0;
    for (const p of pieces) {
      if (p.start > at) el.append(text.slice(at, p.start));
      const mark = document.createElement('mark');
      mark.textContent = text.slice(p.start, p.end);
      marks.push(mark);
      el.append(mark);
      at = p.end;
    }
    // The zero-width space gives an empty line its height, as the field gives it.
    el.append(at < text.length ? text.slice(at) : text.length === 0 ? '\u200b' : '');
    return { key, el, marks };
  }

  dispose(): void {
    this.div.remove();
    this.lines = [];
  }
}

/** The index of the line holding `offset`, by binary search over the lines' start offsets. */
function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
