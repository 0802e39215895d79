import type { ServiceStatus } from '../lib/protocol';
import type { Box } from './field';

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
 * (suggestion count, checking, offline, not checking); clicking it or pressing Enter on it opens the
 * field's first suggestion. Lives in the overlay's shadow root, so page CSS cannot touch it.
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

  dispose(): void {
    this.element.remove();
  }
}

/** The badge's side in CSS pixels (kept in step with the overlay's stylesheet). */
export const BADGE_SIZE = 18;
