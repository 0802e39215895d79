/** A rectangle in viewport (CSS pixel) coordinates. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A text span of a field (UTF-16 offsets into its text). */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * One checked field as the session sees it, whatever it is underneath: its text, where a span of
 * it is on screen, and how to replace a span through the page's own input path so undo works.
 */
export interface FieldAdapter {
  readonly element: HTMLElement;
  /** Whether underlines are painted with the CSS Custom Highlight API (else as boxes). */
  readonly usesHighlights: boolean;
  /** The field's current text (contenteditable: its text model, blocks separated by newlines). */
  text(): string;
  /**
   * Viewport boxes of each span, clipped to the field's client box where it is visible; empty for
   * a span out of view. `area` is the field's `visibleArea`, when the caller has it already.
   */
  boxes(spans: readonly TextSpan[], area?: Box | null): Box[][];
  /** Live DOM ranges of the spans (contenteditable only), for the Highlight API. */
  ranges?(spans: readonly TextSpan[]): (Range | null)[];
  /** The selection as text offsets, or null when the selection is not in this field. */
  selection(): TextSpan | null;
  /**
   * Replaces [start, end) with `text` through the field's own input path, leaving the caret after
   * it. Resolves to whether the field's text then reads as expected (false: it could not apply).
   */
  replace(span: TextSpan, text: string): boolean | Promise<boolean>;
  /** Frees what the adapter holds (the mirror element). */
  dispose(): void;
}

/** Intersection of two boxes, or null when they do not overlap. */
export function intersect(a: Box, b: Box): Box | null {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width);
  const bottom = Math.min(a.top + a.height, b.top + b.height);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The part of the viewport where `el` can be seen: the viewport clipped by every ancestor that
 * clips its overflow (scroll containers, overflow: hidden). Null when it is scrolled out of view.
 */
export function visibleArea(el: Element): Box | null {
  const win = el.ownerDocument.defaultView ?? window;
  let area: Box | null = { left: 0, top: 0, width: win.innerWidth, height: win.innerHeight };
  for (let a = el.parentElement; a && area; a = a.parentElement) {
    if (a === el.ownerDocument.body || a === el.ownerDocument.documentElement) continue;
    const style = win.getComputedStyle(a);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const r = a.getBoundingClientRect();
    const clip = {
      left: r.left + a.clientLeft,
      top: r.top + a.clientTop,
      width: a.clientWidth * (r.width / (a.offsetWidth || r.width || 1)),
      height: a.clientHeight * (r.height / (a.offsetHeight || r.height || 1)),
    };
    area = intersect(area, clip);
  }
  return area;
}

/**
 * The visible part of a field's border box (where its badge goes), or null when it is out of view.
 * `area` is its `visibleArea`, when the caller has it already.
 */
export function visibleBox(el: HTMLElement, area: Box | null = visibleArea(el)): Box | null {
  if (!el.isConnected || !area) return null;
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  return intersect(area, { left: r.left, top: r.top, width: r.width, height: r.height });
}

/**
 * Where a field's text can be seen: its client box (inside the borders: the text scrolls under the
 * padding, never under the borders), scaled by its CSS transform, within its visible area.
 */
export function textClip(el: HTMLElement, area: Box | null = visibleArea(el)): Box | null {
  if (!el.isConnected || !area) return null;
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return null;
  // getBoundingClientRect includes transforms, offsetWidth does not: their ratio is the scale.
  const sx = r.width / (el.offsetWidth || r.width);
  const sy = r.height / (el.offsetHeight || r.height);
  const client: Box = {
    left: r.left + el.clientLeft * sx,
    top: r.top + el.clientTop * sy,
    width: el.clientWidth * sx,
    height: el.clientHeight * sy,
  };
  return intersect(client, area);
}

/**
 * A line box of text clipped to `clip`, or null when its bottom edge, where the underline is drawn,
 * is out of view: a word half scrolled out at the bottom would otherwise get its underline drawn
 * across the middle of the word, or below the field's edge.
 */
export function clipLine(clip: Box, line: Box): Box | null {
  const bottom = line.top + line.height;
  if (bottom > clip.top + clip.height + 0.5 || bottom <= clip.top) return null;
  return intersect(clip, line);
}
