import type { SuggestionView } from '@margin/shared/ui/index';
import type { ServiceStatus } from '../lib/protocol';
import type { Box } from './field';
import type { Popovers } from './popovers';

/** What a field's badge shows. */
export interface BadgeView {
  count: number;
  checking: boolean;
  /** The service worker's status from the field's last check, if any. */
  status?: ServiceStatus;
}

/** The badge's text, state (for its colour) and accessible name. */
export function badgeLabel(view: BadgeView): { text: string; state: string; label: string } {
  const n = view.count;
  const suggestions = `${n} suggestion${n === 1 ? '' : 's'}`;
  if (view.status?.state === 'error')
    return { text: '!', state: 'error', label: `Margin: not checking — ${view.status.reason}` };
  if (view.checking) return { text: '…', state: 'checking', label: 'Margin: checking' };
  if (view.status?.state === 'offline')
    return { text: String(n), state: 'offline', label: `Margin offline (spelling only): ${suggestions}` };
  return { text: String(n), state: n > 0 ? 'issues' : 'clean', label: `Margin: ${suggestions}` };
}

/**
 * A small button at the bottom-right corner of a checked field saying what Margin is doing there
 * (suggestion count, checking, offline, not checking); clicking it or pressing Enter or Space on it
 * opens the field's suggestions (see openFromBadge). Lives in the overlay's shadow root, so page CSS cannot touch it.
 */
export class FieldBadge {
  readonly element: HTMLButtonElement;

  constructor(layer: HTMLElement, onOpen: () => void) {
    this.element = layer.ownerDocument.createElement('button');
    this.element.type = 'button';
    this.element.className = 'margin-field-badge';
    this.element.addEventListener('click', onOpen);
    layer.append(this.element);
  }

  /** Shows the view at the field's box (hidden when the field is out of view). */
  update(view: BadgeView, field: Box | null): void {
    const el = this.element;
    if (!field) {
      el.hidden = true;
      return;
    }
    const { text, state, label } = badgeLabel(view);
    el.hidden = false;
    if (el.textContent !== text) el.textContent = text;
    el.dataset.state = state;
    el.setAttribute('aria-label', label);
    el.title = label;
    el.style.left = `${field.left + field.width - BADGE_SIZE - 4}px`;
    el.style.top = `${field.top + field.height - BADGE_SIZE - 4}px`;
  }

  /** The badge's box in the viewport, for placing what it opens; undefined while hidden. */
  box(): Box | undefined {
    if (this.element.hidden || !this.element.isConnected) return undefined;
    const r = this.element.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }

  dispose(): void {
    this.element.remove();
  }
}

/**
 * What the badge opens, with focus inside: the card of a field's only suggestion, or the list of
 * its suggestions (text order) where picking one opens its card. Nothing when there are none (the
 * badge's name already says why: checking, offline, not checking).
 */
export function openFromBadge<S extends SuggestionView>(
  popovers: Popovers,
  owner: object,
  badge: FieldBadge,
  suggestions: () => readonly S[],
  openCard: (s: S) => void,
): void {
  const list = suggestions();
  if (list.length === 0) return;
  if (list.length === 1) {
    openCard(list[0]);
    return;
  }
  popovers.list(owner, () => badge.box(), {
    suggestions: list.map((s) => ({
      id: s.id,
      original: s.original,
      replacements: s.replacements,
      category: s.category,
      description: s.description,
    })),
    onPick: (id) => {
      const chosen = suggestions().find((s) => s.id === id);
      if (chosen) openCard(chosen);
      else popovers.close();
    },
    onClose: () => {
      popovers.close();
      badge.element.focus();
    },
  });
}

/** The badge's side in CSS pixels (kept in step with the overlay's stylesheet). */
export const BADGE_SIZE = 18;
