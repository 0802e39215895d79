import { BlockResultCache, batchBlocks } from '@margin/shared/check/index';
import { type Block, mapThroughChange, splitBlocks } from '../lib/blocks';
import type { ServiceStatus } from '../lib/protocol';
import type { Suggestion } from '../lib/suggestion';
import type { FieldAdapter, TextSpan } from './field';
import { guarded } from './guard';
import { ask } from './messaging';

/** Quiet time after the last keystroke before the changed blocks are checked. */
export const CHECK_DEBOUNCE_MS = 400;
/** Block results remembered per field, so undoing or retyping a paragraph needs no new request. */
const RESULTS_KEPT = 2_000;

/** A suggestion placed in the field: offsets into the field's whole text. */
export type Placed = Suggestion & { blockStart: number };

/** What a session tells its owner. */
export interface SessionEvents {
  /** The suggestions changed (count for the popup, repaint). */
  changed(session: FieldSession): void;
}

/**
 * One field being checked: it splits the text into blocks, sends the blocks it has no result for
 * (debounced, after typing stops), keeps suggestions positioned while the text changes (those under
 * an edit disappear, the others shift) and applies Accept through the field's input path.
 */
export class FieldSession {
  /** The document id sent as session_id: edits and their feedback belong to it. */
  readonly sessionId = crypto.randomUUID();
  suggestions: Placed[] = [];
  /** The service worker's status from the last answer (online, offline, refused). */
  status: ServiceStatus | undefined;
  private text = '';
  private blocks: Block[] = [];
  private readonly results = new BlockResultCache<Suggestion[]>(RESULTS_KEPT);
  private readonly inFlight = new Set<string>();
  /** Blocks answered by the offline worker: asked again (server first) after the next edit. */
  private readonly provisional = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    readonly field: FieldAdapter,
    private readonly events: SessionEvents,
  ) {}

  /** Reads the field (after input, or when it is first focused) and schedules a check of what changed. */
  refresh(immediate = false): void {
    if (this.disposed) return;
    const text = this.field.text();
    if (text !== this.text) {
      // The server may be back: offline answers are replaced on the next check (their underlines
      // stay until then). The service worker decides whether the server is tried, with its backoff.
      for (const t of this.provisional) this.results.delete(t);
      this.provisional.clear();
      const mapped = mapThroughChange(this.text, text, this.suggestions) as Placed[];
      this.text = text;
      this.blocks = splitBlocks(text);
      this.suggestions = this.placeKnown(mapped);
      this.events.changed(this);
    }
    if (this.blocks.some((b) => !this.results.has(b.text) && !this.inFlight.has(b.text)))
      this.schedule(immediate);
  }

  /** Whether a check is waiting for typing to stop or for its answer. */
  get checking(): boolean {
    return this.timer !== undefined || this.inFlight.size > 0;
  }

  /** Forgets every result (settings or the dictionary changed) and checks again. */
  recheck(): void {
    this.results.clear();
    this.refresh(true);
  }

  /** Removes suggestions (and cached results) matching `test`, e.g. a word just added to the dictionary. */
  drop(test: (s: Suggestion) => boolean): void {
    this.results.update((list) => list.filter((s) => !test(s)));
    this.suggestions = this.suggestions.filter((s) => !test(s));
    this.events.changed(this);
  }

  /** The suggestion whose span holds `offset` (the caret), if any. */
  at(offset: number): Placed | undefined {
    return this.suggestions.find((s) => s.start <= offset && offset <= s.end && s.end > s.start);
  }

  /**
   * Applies a replacement if the text under the suggestion is still what it was. Resolves to false
   * when the text changed in the meantime (the suggestion is dropped) or when the field did not
   * take the change (the suggestion stays, so the user can try again or fix it by hand).
   */
  async accept(s: Placed, replacement: string): Promise<boolean> {
    const text = this.field.text();
    if (text.slice(s.start, s.end) !== s.original) {
      this.suggestions = this.suggestions.filter((x) => x !== s);
      this.events.changed(this);
      return false;
    }
    const ok = await this.field.replace({ start: s.start, end: s.end }, replacement);
    if (this.disposed) return ok;
    this.refresh();
    if (ok) void ask({ type: 'feedback', verdict: 'accept', suggestion: s, sessionId: this.sessionId });
    return ok;
  }

  /** Hides this one suggestion, locally: the same words elsewhere stay underlined, and the server is not told. */
  ignore(s: Placed): void {
    this.drop((x) => x.id === s.id);
  }

  /** Hides the suggestion and tells the server (which stops suggesting it). */
  reject(s: Placed): void {
    this.drop((x) => x.original === s.original && x.replacements[0] === s.replacements[0]);
    void ask({ type: 'feedback', verdict: 'reject', suggestion: s, sessionId: this.sessionId });
  }

  /** Replaces a span (Rephrase) through the field's input path. */
  async replaceSpan(span: TextSpan, text: string): Promise<boolean> {
    const ok = await this.field.replace(span, text);
    if (!this.disposed) this.refresh();
    return ok;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.suggestions = [];
    this.field.dispose();
  }

  private schedule(immediate: boolean): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      guarded('check', () => {
        this.timer = undefined;
        return this.check();
      }),
      immediate ? 0 : CHECK_DEBOUNCE_MS,
    );
  }

  private async check(): Promise<void> {
    if (this.disposed) return;
    const parts = this.parts();
    // The text went back to blocks already answered (undo) while the debounce ran: nothing to send,
    // but the owner showed "checking" and must hear that it ended.
    if (parts.length === 0) {
      this.events.changed(this);
      return;
    }
    await Promise.all(parts.map((part, i) => this.send(part.blocks, part.ordinal, i === 0)));
  }

  /**
   * The blocks that need a check, in requests of the shared batch size, the part around the
   * caret first: in a long field the paragraph being written is answered before the rest.
   */
  private parts(): { blocks: string[]; ordinal: number }[] {
    const caret = this.field.selection()?.start ?? 0;
    const seen = new Set<string>();
    const pending: { block: Block; ordinal: number }[] = [];
    this.blocks.forEach((block, ordinal) => {
      if (this.results.has(block.text) || this.inFlight.has(block.text) || seen.has(block.text)) return;
      seen.add(block.text);
      pending.push({ block, ordinal });
    });
    const parts = batchBlocks(pending, ({ block }) => block.text).map((batch) => ({
      blocks: batch.map(({ block }) => block.text),
      ordinal: batch[0].ordinal,
      distance: Math.min(...batch.map(({ block }) => distanceFrom(caret, block))),
    }));
    return parts.sort((a, b) => a.distance - b.distance);
  }

  private async send(blocks: string[], ordinal: number, urgent: boolean): Promise<void> {
    for (const t of blocks) this.inFlight.add(t);
    const response = await ask({
      type: 'check',
      sessionId: this.sessionId,
      blocks,
      part: String(ordinal),
      urgent,
    });
    for (const t of blocks) this.inFlight.delete(t);
    if (this.disposed) return;
    if (!response || response.superseded) {
      this.events.changed(this);
      return;
    }
    this.status = response.status;
    // Nothing at all (server and worker both unavailable): leave the blocks unchecked, try on next input.
    if (response.source === 'none') {
      this.events.changed(this);
      return;
    }
    blocks.forEach((t, i) => {
      this.results.set(t, response.blocks[i]);
      if (response.source === 'offline') this.provisional.add(t);
      else this.provisional.delete(t);
    });
    this.suggestions = this.placeKnown(this.suggestions);
    this.events.changed(this);
  }

  /**
   * The suggestions to show: for every block with a result, exactly that result (at the block's
   * current position); for blocks still being checked, what survived the edit.
   */
  private placeKnown(current: Placed[]): Placed[] {
    const out: Placed[] = [];
    const checked: Block[] = [];
    for (const b of this.blocks) {
      const result = this.results.get(b.text);
      if (!result) continue;
      checked.push(b);
      for (const s of result)
        out.push({ ...s, start: s.start + b.start, end: s.end + b.start, blockStart: b.start });
    }
    // Both lists are in text order: walk them together to find the suggestions of unchecked blocks.
    const sorted = [...current].sort((a, b) => a.start - b.start);
    let k = 0;
    for (const s of sorted) {
      while (k < checked.length && checked[k].start + checked[k].text.length < s.start) k++;
      const b = checked[k];
      const inChecked = b !== undefined && s.start >= b.start && s.end <= b.start + b.text.length;
      if (!inChecked && s.end <= this.text.length) out.push(s);
    }
    return out.sort((a, b) => a.start - b.start);
  }
}

/** How far the caret is from a block (0 inside it), in UTF-16 units. */
function distanceFrom(caret: number, block: Block): number {
  return caret < block.start ? block.start - caret : Math.max(0, caret - (block.start + block.text.length));
}
