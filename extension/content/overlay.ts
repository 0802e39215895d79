import { MARGIN_UI_CSS } from '@margin/shared/ui/styles';

/** Overlay-only rules: underline boxes, the popover layer, the hidden measuring area. */
const OVERLAY_CSS = `
:host{all:initial;position:fixed;top:0;left:0;width:0;height:0;overflow:visible;z-index:2147483000;pointer-events:none}
.margin-boxes{position:fixed;top:0;left:0;width:0;height:0;pointer-events:none}
.margin-box{position:fixed;box-sizing:border-box;border-bottom:var(--margin-border,2px solid) var(--margin-color,#d55e00);pointer-events:none}
.margin-box.margin-tone-box{border:0;background:rgba(245,213,101,.35)}
.margin-field-badge{position:fixed;box-sizing:border-box;width:18px;height:18px;padding:0;border:0;border-radius:9px;font:600 11px/18px system-ui,sans-serif;text-align:center;cursor:pointer;pointer-events:auto;background:#067647;color:#fff}
.margin-field-badge[data-state=issues]{background:#b42318}
.margin-field-badge[data-state=checking]{background:#475467}
.margin-field-badge[data-state=offline]{background:#b54708}
.margin-field-badge[data-state=error]{background:#344054}
.margin-field-badge:focus-visible{outline:2px solid #175cd3;outline-offset:2px;opacity:1}
.margin-pops{position:fixed;top:0;left:0;width:0;height:0}
.margin-pops .margin-pop{position:fixed;pointer-events:auto}
`;

/** Events that must not reach the page while they happen inside Margin's cards. */
const ISOLATED_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'input',
  'beforeinput',
  'mousedown',
  'mouseup',
  'click',
  'dblclick',
  'pointerdown',
  'pointerup',
  'focusin',
  'focusout',
  'wheel',
  'contextmenu',
  'paste',
  'copy',
  'cut',
];

/**
 * Margin's layer on a page: one element with a shadow root (so page CSS cannot restyle it and
 * ours cannot leak), holding the underline boxes, the popovers and the mirror used for measuring.
 * Events inside it stop at its boundary, so page shortcuts and click handlers never see them.
 */
export class Overlay {
  readonly host: HTMLElement;
  readonly root: ShadowRoot;
  readonly boxes: HTMLElement;
  readonly pops: HTMLElement;

  constructor(doc: Document) {
    this.host = doc.createElement('margin-overlay');
    this.host.setAttribute('data-margin', '');
    this.root = this.host.attachShadow({ mode: 'open' });
    applyStyles(this.root, MARGIN_UI_CSS + OVERLAY_CSS);
    this.boxes = doc.createElement('div');
    this.boxes.className = 'margin-layer margin-boxes';
    this.pops = doc.createElement('div');
    this.pops.className = 'margin-layer margin-pops';
    this.root.append(this.boxes, this.pops);
    for (const type of ISOLATED_EVENTS) {
      this.host.addEventListener(type, (e) => e.stopPropagation());
    }
  }

  /** Puts the layer into the page (again, if the page replaced its document element's children). */
  attach(): void {
    const doc = this.host.ownerDocument;
    if (!this.host.isConnected) doc.documentElement.append(this.host);
  }

  detach(): void {
    this.host.remove();
  }
}

/**
 * Adds a stylesheet to a shadow root. A constructed stylesheet is not an inline <style>, so a
 * page's strict Content-Security-Policy (style-src without 'unsafe-inline') does not block it.
 */
export function applyStyles(root: ShadowRoot | Document, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    (root instanceof Document ? root.head : root).append(style);
  }
}
