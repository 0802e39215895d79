import { locateSentences } from '@margin/shared/ui/tones';
import { browser } from 'wxt/browser';
import type { BroadcastMessage, ContentConfig } from '../lib/protocol';
import { isSpelling } from '../lib/suggestion';
import { FieldBadge, openFromBadge } from './badge';
import { ControlField } from './control-field';
import { FieldDiscovery } from './discovery';
import { EditableField } from './editable-field';
import type { FieldKind } from './eligibility';
import { type Box, type FieldAdapter, type TextSpan, visibleArea, visibleBox } from './field';
import { guarded, report } from './guard';
import { ask } from './messaging';
import { Overlay } from './overlay';
import { BoxPainter, HighlightRegistry } from './painter';
import { failureError, Popovers } from './popovers';
import { FieldSession, type Placed } from './session';

/** What the card says when the field did not take an accepted change. */
export const COULD_NOT_APPLY = 'Could not apply this change here: the text is unchanged.';

/** A selection must have at least this many non-space characters to offer Rephrase and Tone. */
const MIN_SELECTION = 3;

interface Tracked {
  session: FieldSession;
  painter?: BoxPainter;
  badge: FieldBadge;
  detach: () => void;
}

/**
 * Margin on one document (each frame has its own): discovers fields, runs a FieldSession per
 * active field, paints its suggestions, opens cards and the selection toolbar, and follows
 * scrolling, resizing and zoom with event listeners and observers (no polling).
 */
export class PageController {
  private readonly overlay: Overlay;
  private readonly highlights: HighlightRegistry;
  private readonly popovers: Popovers;
  private readonly discovery: FieldDiscovery;
  private readonly tracked = new Map<HTMLElement, Tracked>();
  private readonly resizes: ResizeObserver;
  private readonly toneBoxes: BoxPainter;
  private frame = 0;
  private countTimer: ReturnType<typeof setTimeout> | undefined;
  private running = false;

  constructor(private readonly doc: Document) {
    this.overlay = new Overlay(doc);
    this.highlights = new HighlightRegistry(doc);
    this.popovers = new Popovers(this.overlay.pops);
    this.toneBoxes = new BoxPainter(this.overlay.boxes, 'margin-tone-box');
    this.resizes = new ResizeObserver(guarded('resize', () => this.schedulePaint()));
    this.discovery = new FieldDiscovery(doc, {
      activate: guarded('activate', (el: HTMLElement, kind: FieldKind) => this.activate(el, kind)),
      deactivate: guarded('deactivate', (el: HTMLElement) => this.deactivate(el)),
      layoutChanged: () => this.schedulePaint(),
    });
  }

  /** Asks the service worker whether this site is enabled and starts or stops accordingly. */
  async start(): Promise<void> {
    browser.runtime.onMessage.addListener((message: unknown) => {
      const m = message as BroadcastMessage;
      if (m?.type === 'config-changed') {
        void ask({ type: 'config' }).then((config) => config && this.configure(config));
      }
    });
    const config = await ask({ type: 'config' });
    if (config) this.configure(config);
  }

  private configure(config: ContentConfig): void {
    if (config.enabled && !this.running) {
      this.running = true;
      this.overlay.attach();
      this.discovery.start();
      const win = this.doc.defaultView ?? window;
      this.doc.addEventListener('scroll', this.onScroll, { capture: true, passive: true });
      this.doc.addEventListener('mousedown', this.onOutside, true);
      win.addEventListener('resize', this.onScroll, { passive: true });
      win.visualViewport?.addEventListener('resize', this.onScroll, { passive: true });
      win.visualViewport?.addEventListener('scroll', this.onScroll, { passive: true });
    } else if (!config.enabled && this.running) {
      this.running = false;
      this.discovery.stop();
      this.popovers.close();
      this.overlay.detach();
      const win = this.doc.defaultView ?? window;
      this.doc.removeEventListener('scroll', this.onScroll, { capture: true });
      this.doc.removeEventListener('mousedown', this.onOutside, true);
      win.removeEventListener('resize', this.onScroll);
      this.reportCount();
    } else if (config.enabled) {
      // Settings changed (language, server, dictionary): check everything again.
      for (const t of this.tracked.values()) t.session.recheck();
    }
  }

  private readonly onScroll = guarded('scroll', () => this.schedulePaint());

  /** A press outside the popover and outside its field closes the popover (as any popup would). */
  private readonly onOutside = guarded('mousedown', (e: MouseEvent) => {
    const open = this.popovers.open;
    if (!open) return;
    const path = e.composedPath();
    if (path.includes(this.overlay.host)) return;
    const owner = [...this.tracked.values()].find((t) => t.session === open.owner);
    if (owner && path.includes(owner.session.field.element)) return;
    this.popovers.close();
  });

  private activate(el: HTMLElement, kind: FieldKind): void {
    this.overlay.attach();
    const field: FieldAdapter =
      kind === 'control'
        ? new ControlField(el as HTMLTextAreaElement | HTMLInputElement, this.overlay.root)
        : new EditableField(el);
    const root = el.getRootNode();
    if (field.usesHighlights && root instanceof ShadowRoot) this.highlights.styleShadowRoot(root);
    const session = new FieldSession(field, {
      changed: guarded('changed', (s: FieldSession) => this.onChanged(s)),
    });
    const painter = field.usesHighlights ? undefined : new BoxPainter(this.overlay.boxes);
    // An input event and the DOM mutations behind it arrive in the same task: read the field once.
    let refreshQueued = false;
    const refresh = guarded('input', () => {
      refreshQueued = false;
      session.refresh();
      // Same text, new nodes (an editor redrew a line): the underlines need ranges over the new ones.
      if (field.usesHighlights && this.highlights.stale(session)) this.onChanged(session);
    });
    const onInput = () => {
      if (refreshQueued) return;
      refreshQueued = true;
      queueMicrotask(refresh);
    };
    const onCaret = guarded('caret', () => this.onCaret(session));
    const onPointer = () => setTimeout(onCaret, 0);
    const onKey = guarded('keyup', (e: KeyboardEvent) => {
      if (e.key === 'Escape') this.popovers.close();
      else if (e.key.startsWith('Arrow') || e.key === 'Home' || e.key === 'End') onCaret();
    });
    el.addEventListener('input', onInput);
    el.addEventListener('mouseup', onPointer);
    el.addEventListener('keyup', onKey);
    // Editors that handle beforeinput themselves (Slate, Draft.js, CKEditor) cancel the native edit
    // and render their model: no input event fires, so the editor's DOM changes are the signal.
    const edits = kind === 'editable' ? new MutationObserver(onInput) : undefined;
    edits?.observe(el, { subtree: true, childList: true, characterData: true });
    this.resizes.observe(el);
    const badge: FieldBadge = new FieldBadge(this.overlay.boxes, () =>
      openFromBadge(
        this.popovers,
        session,
        badge,
        () => session.suggestions,
        (s) => this.openCard(session, s, undefined, true),
      ),
    );
    this.tracked.set(el, {
      session,
      painter,
      badge,
      detach: () => {
        el.removeEventListener('input', onInput);
        el.removeEventListener('mouseup', onPointer);
        el.removeEventListener('keyup', onKey);
        edits?.disconnect();
        this.resizes.unobserve(el);
      },
    });
    session.refresh(true);
  }

  private deactivate(el: HTMLElement): void {
    const t = this.tracked.get(el);
    if (!t) return;
    this.tracked.delete(el);
    t.detach();
    this.popovers.closeFor(t.session);
    t.session.dispose();
    t.painter?.dispose();
    t.badge.dispose();
    if (t.session.field.usesHighlights) this.highlights.set(t.session, []);
    this.toneBoxes.paint([]);
    this.reportCount();
  }

  private onChanged(session: FieldSession): void {
    const f = session.field;
    if (f.usesHighlights && f.ranges) {
      const ranges = f.ranges(session.suggestions);
      this.highlights.set(
        session,
        session.suggestions.flatMap((s, i) =>
          ranges[i] ? [{ range: ranges[i], category: s.category }] : [],
        ),
      );
    }
    // A card whose suggestion went away (the text under it changed) closes.
    const open = this.popovers.open;
    if (
      open?.kind === 'card' &&
      open.owner === session &&
      !session.suggestions.some((s) => s.id === open.id)
    ) {
      this.popovers.close();
    }
    this.schedulePaint(true);
    this.scheduleCount();
  }

  /**
   * Places the badges and underline boxes in the next frame (scroll, resize, zoom: they move with
   * the page in that frame). After a change of text (`afterFrame`), in a task just after that frame
   * instead: the frame of a keystroke shows the typed text without waiting for Margin's measuring,
   * and the boxes follow in the frame after it.
   */
  private schedulePaint(afterFrame = false): void {
    if (this.frame) return;
    const win = this.doc.defaultView ?? window;
    const paint = guarded('paint', () => {
      this.frame = 0;
      for (const t of this.tracked.values()) {
        const s = t.session;
        // One walk up the clipping ancestors per field and frame, for the badge and the underlines.
        const area = visibleArea(s.field.element);
        t.badge.update(
          { count: s.suggestions.length, checking: s.checking, status: s.status },
          visibleBox(s.field.element, area),
        );
        if (!t.painter) continue;
        const boxes = s.field.boxes(s.suggestions, area);
        t.painter.paint(s.suggestions.map((x, i) => ({ id: x.id, category: x.category, boxes: boxes[i] })));
      }
      this.popovers.reposition();
    });
    this.frame = win.requestAnimationFrame(() => {
      if (afterFrame) win.setTimeout(paint, 0);
      else paint();
    });
  }

  private scheduleCount(): void {
    clearTimeout(this.countTimer);
    this.countTimer = setTimeout(() => this.reportCount(), 300);
  }

  private reportCount(): void {
    let count = 0;
    for (const t of this.tracked.values()) count += t.session.suggestions.length;
    void ask({ type: 'report-count', count });
  }

  /** After a click or caret move: open the card of the suggestion under the caret, or the selection toolbar. */
  private onCaret(session: FieldSession): void {
    const sel = session.field.selection();
    if (!sel) return;
    if (sel.end > sel.start) {
      this.offerSelectionTools(session, sel);
      return;
    }
    const s = session.at(sel.start);
    if (s) this.openCard(session, s);
    else if (this.popovers.open?.owner === session) this.popovers.close();
  }

  private anchorOf(session: FieldSession, span: TextSpan): () => Box | undefined {
    return () => {
      const boxes = session.field.boxes([span])[0];
      return boxes?.[boxes.length - 1] ?? boxes?.[0];
    };
  }

  private openCard(session: FieldSession, s: Placed, notice?: string, autoFocus = false): void {
    if (!notice && this.popovers.open?.kind === 'card' && this.popovers.open.id === s.id) return;
    const anchor = () => {
      const current = session.suggestions.find((x) => x.id === s.id);
      return current ? session.field.boxes([current])[0]?.[0] : undefined;
    };
    const navigate = (direction: 1 | -1) => {
      const list = session.suggestions;
      const i = list.findIndex((x) => x.id === s.id);
      const next = list[(i + direction + list.length) % list.length];
      if (next) this.openCard(session, next);
    };
    this.popovers.card(session, anchor, {
      suggestion: {
        id: s.id,
        original: s.original,
        replacements: s.replacements,
        category: s.category,
        errorType: s.errorType,
        description: s.description,
      },
      onAccept: (replacement) => {
        this.popovers.close();
        void session.accept(s, replacement).then(
          (ok) => {
            // The field did not take the change: the suggestion stays and its card says so.
            const still = !ok && session.suggestions.find((x) => x.id === s.id);
            if (still) this.openCard(session, still, COULD_NOT_APPLY);
          },
          (error: unknown) => report('accept', error),
        );
      },
      onIgnore: () => {
        this.popovers.close();
        session.ignore(s);
      },
      onReject: () => {
        this.popovers.close();
        session.reject(s);
      },
      onAddToDictionary: isSpelling(s)
        ? () => {
            this.popovers.close();
            const word = s.original.toLocaleLowerCase();
            for (const t of this.tracked.values()) {
              t.session.drop((x) => isSpelling(x) && x.original.toLocaleLowerCase() === word);
            }
            void ask({ type: 'add-word', word: s.original });
          }
        : undefined,
      onNavigate: navigate,
      onClose: () => this.popovers.close(),
      notice,
      autoFocus,
    });
  }

  private offerSelectionTools(session: FieldSession, sel: TextSpan): void {
    const text = session.field.text().slice(sel.start, sel.end);
    if (text.replace(/\s/g, '').length < MIN_SELECTION) return;
    const anchor = this.anchorOf(session, sel);
    this.popovers.toolbar(session, anchor, {
      onRephrase: () =>
        this.popovers.rephrase(session, anchor, {
          text,
          request: async (choice) => {
            const r = await ask({ type: 'rephrase', text, choice });
            if (!r) throw new Error('The extension is not running.');
            if (!r.ok) throw failureError(r.failure);
            return r.value;
          },
          onReplace: (replacement) => {
            this.popovers.close();
            if (session.field.text().slice(sel.start, sel.end) === text)
              void session.replaceSpan(sel, replacement).catch((error: unknown) => report('rephrase', error));
          },
          onClose: () => this.popovers.close(),
        }),
      onTone: () =>
        this.popovers.tone(session, anchor, {
          load: async () => {
            const r = await ask({ type: 'tone', text });
            if (!r) throw new Error('The extension is not running.');
            if (!r.ok) throw failureError(r.failure);
            return r.value;
          },
          onHighlight: (h) => {
            if (!h) {
              this.toneBoxes.paint([]);
              return;
            }
            const places = locateSentences(text, h.analysis.sents);
            const spans = h.sentences.flatMap((i) => {
              const p = places[i];
              return p ? [{ start: sel.start + p.start, end: sel.start + p.end }] : [];
            });
            const boxes = session.field.boxes(spans);
            this.toneBoxes.paint(
              spans.map((_, i) => ({ id: `tone-${i}`, category: undefined, boxes: boxes[i] })),
            );
          },
          onClose: () => this.popovers.close(),
        }),
    });
  }
}
