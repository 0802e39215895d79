import { editingHost, type FieldKind, fieldKind, notePassword } from './eligibility';
import { guarded } from './guard';

/** What discovery reports to its owner. */
export interface DiscoveryEvents {
  /** A field the user focused (or that has focus when it appears) and that may be checked. */
  activate(el: HTMLElement, kind: FieldKind): void;
  /** A field left the page, became ineligible (disabled, read-only, opted out, password) or changed a lot. */
  deactivate(el: HTMLElement): void;
  /** Something moved or changed size: overlays need repositioning. */
  layoutChanged(): void;
}

const WATCHED_ATTRIBUTES = [
  'disabled',
  'readonly',
  'type',
  'contenteditable',
  'data-margin',
  'data-margin-ignore',
  'data-gramm',
  'data-enable-grammarly',
  'data-lt-active',
  'aria-readonly',
  'aria-disabled',
  'autocomplete',
];

/**
 * Finds the fields to check as the user reaches them: a focusin listener activates the focused
 * field, and a MutationObserver notices fields that are removed, replaced or switched off, and fields
 * that appear already focused (autofocus). Nothing polls.
 */
export class FieldDiscovery {
  private readonly active = new Set<HTMLElement>();
  private readonly observer: MutationObserver;

  constructor(
    private readonly doc: Document,
    private readonly events: DiscoveryEvents,
  ) {
    this.observer = new MutationObserver(
      guarded('mutations', (records: MutationRecord[]) => this.onMutations(records)),
    );
  }

  start(): void {
    this.doc.addEventListener('focusin', this.onFocus, true);
    this.observer.observe(this.doc.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: WATCHED_ATTRIBUTES,
    });
    this.consider(this.deepActiveElement());
  }

  stop(): void {
    this.doc.removeEventListener('focusin', this.onFocus, true);
    this.observer.disconnect();
    for (const el of this.active) this.events.deactivate(el);
    this.active.clear();
  }

  private readonly onFocus = guarded('focusin', (event: FocusEvent) => {
    // composedPath()[0] is the real target inside open shadow roots.
    const target = event.composedPath()[0];
    if (target instanceof Element) this.consider(target);
  });

  private deepActiveElement(): Element | null {
    let el: Element | null = this.doc.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el;
  }

  private consider(target: Element | null): void {
    if (!target) return;
    if (target instanceof HTMLInputElement && target.type === 'password') notePassword(target);
    const el = target instanceof HTMLElement && target.isContentEditable ? editingHost(target) : target;
    if (!(el instanceof HTMLElement) || this.active.has(el)) return;
    const kind = fieldKind(el);
    if (!kind) return;
    this.active.add(el);
    this.events.activate(el, kind);
  }

  private onMutations(records: MutationRecord[]): void {
    let removed = false;
    for (const r of records) {
      if (r.type === 'attributes') {
        const el = r.target as Element;
        if (el instanceof HTMLInputElement && el.type === 'password') notePassword(el);
        for (const field of this.active) {
          if ((field === el || el.contains(field)) && fieldKind(field) === null) this.drop(field);
        }
      } else if (r.removedNodes.length > 0) {
        removed = true;
      }
    }
    if (removed) {
      for (const field of this.active) if (!field.isConnected) this.drop(field);
    }
    // A focused field that was just inserted (autofocus, or an editor that replaced its node).
    this.consider(this.deepActiveElement());
    this.events.layoutChanged();
  }

  private drop(el: HTMLElement): void {
    this.active.delete(el);
    this.events.deactivate(el);
  }
}
