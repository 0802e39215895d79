import { MarginApiError } from '@margin/shared/client';
import {
  RephrasePanel,
  type RephrasePanelProps,
  SelectionToolbar,
  type SelectionToolbarProps,
  SuggestionCard,
  type SuggestionCardProps,
  SuggestionList,
  type SuggestionListProps,
  TonePanel,
  type TonePanelProps,
} from '@margin/shared/ui/index';
import { type ComponentChild, render } from 'preact';
import type { WireFailure } from '../lib/protocol';
import type { Box } from './field';

/** Which popover is open, and for what (the session and suggestion it belongs to). */
export interface OpenPopover {
  kind: 'card' | 'list' | 'toolbar' | 'rephrase' | 'tone';
  owner: object;
  /** The suggestion id of a card. */
  id?: string;
}

const GAP = 6;

/**
 * The one popover Margin shows at a time (a suggestion card, the selection toolbar, the Rephrase or
 * Tone panel), rendered with the shared UI kit inside the overlay's shadow root, next to an anchor
 * box in the viewport.
 */
export class Popovers {
  private readonly box: HTMLElement;
  open: OpenPopover | undefined;
  private anchor: (() => Box | undefined) | undefined;

  constructor(layer: HTMLElement) {
    this.box = layer.ownerDocument.createElement('div');
    this.box.className = 'margin-pop';
    this.box.hidden = true;
    // Clicking a card must not take focus (and the selection) away from the field it is about.
    this.box.addEventListener('mousedown', (e) => {
      if (!(e.target instanceof HTMLInputElement)) e.preventDefault();
    });
    layer.append(this.box);
  }

  card(owner: object, anchor: () => Box | undefined, props: SuggestionCardProps): void {
    this.show({ kind: 'card', owner, id: props.suggestion.id }, anchor, <SuggestionCard {...props} />);
  }

  /** A field's suggestions to pick from (opened from its badge). */
  list(owner: object, anchor: () => Box | undefined, props: SuggestionListProps): void {
    this.show({ kind: 'list', owner }, anchor, <SuggestionList {...props} />);
  }

  toolbar(owner: object, anchor: () => Box | undefined, props: SelectionToolbarProps): void {
    this.show({ kind: 'toolbar', owner }, anchor, <SelectionToolbar {...props} />);
  }

  rephrase(owner: object, anchor: () => Box | undefined, props: RephrasePanelProps): void {
    this.show({ kind: 'rephrase', owner }, anchor, <RephrasePanel {...props} />);
  }

  tone(owner: object, anchor: () => Box | undefined, props: TonePanelProps): void {
    this.show({ kind: 'tone', owner }, anchor, <TonePanel {...props} />);
  }

  close(): void {
    if (!this.open) return;
    this.open = undefined;
    this.anchor = undefined;
    render(null, this.box);
    this.box.hidden = true;
  }

  /** Closes the popover if it belongs to `owner` (a field that went away or was disabled). */
  closeFor(owner: object): void {
    if (this.open?.owner === owner) this.close();
  }

  /** Moves the popover to its anchor's current position (after scrolling); closes it if the anchor is gone. */
  reposition(): void {
    if (!this.open || !this.anchor) return;
    const box = this.anchor();
    if (!box) {
      this.close();
      return;
    }
    const win = this.box.ownerDocument.defaultView ?? window;
    const height = this.box.offsetHeight;
    const width = this.box.offsetWidth;
    const below = box.top + box.height + GAP;
    const top =
      below + height > win.innerHeight && box.top - GAP - height > 0 ? box.top - GAP - height : below;
    const left = Math.max(4, Math.min(box.left, win.innerWidth - width - 4));
    this.box.style.left = `${left}px`;
    this.box.style.top = `${top}px`;
  }

  private show(open: OpenPopover, anchor: () => Box | undefined, node: ComponentChild): void {
    render(null, this.box);
    this.open = open;
    this.anchor = anchor;
    this.box.hidden = false;
    render(node, this.box);
    this.reposition();
  }
}

/** Turns a failure carried over the message boundary back into the error the UI kit describes. */
export function failureError(f: WireFailure): Error {
  if (f.status === 0) return new Error(f.msg);
  const headers = new Headers(f.retryAfter === undefined ? {} : { 'retry-after': String(f.retryAfter) });
  return new MarginApiError(f.endpoint, f.status, f.msg, { msg: f.msg }, headers);
}
