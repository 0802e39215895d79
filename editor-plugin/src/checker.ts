import {
  BlockResultCache,
  batchBlocks,
  joinBlocks,
  MAX_BATCH_CHARS,
  type Pause,
  prioritise,
  RequestQueue,
  ServerPause,
  SupersededError,
} from '@margin/shared/check/index';
import type { MarginClient } from '@margin/shared/client';
import { describeFailure, type Failure } from '@margin/shared/ui/failure';
import type { Node } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import type { MarginOptions } from './options';
import { type MarginAction, marginPluginKey, type PlacedSuggestion, placed, textAt } from './state';
import { type BlockEdit, type RequestBlock, splitEdits } from './suggestions';
import { blockTextMap, posAt, type TextMap } from './text-map';

export { MAX_BATCH_CHARS };
/** The first request of a check is smaller, so the first underlines appear quickly. */
export const FIRST_BATCH_CHARS = 1000;
/** Requests in flight at once; more blocks wait in a queue. */
export const MAX_CONCURRENT = 2;
const CACHE_ENTRIES = 2000;

/** What the checker needs from its owner. */
export interface CheckerHost {
  view: EditorView;
  client: MarginClient;
  options: MarginOptions;
  sessionId: string;
  /** Filters suggestions the user rejected or added to the dictionary. */
  isDismissed(edit: BlockEdit): boolean;
  /** Called when requests start or end, or a failure changes the status. */
  onStateChange(): void;
  /** Called after suggestions were drawn or removed. */
  onSuggestionsChange(): void;
  onFailure(failure: Failure): void;
}

interface Block {
  node: Node;
  pos: number;
  map: TextMap;
}

/**
 * Checks the document block by block. A textblock node that has its results drawn is remembered by
 * identity (ProseMirror reuses unchanged nodes), so after a keystroke only the edited block is sent.
 * Results are cached by block text: a late answer (sent for an older document version) is never
 * drawn at the positions it was computed for; blocks whose text it still matches get it from the
 * cache at their current positions, and changed blocks are checked again. Queueing, the in-flight
 * limit, batching and the pause after failures come from the shared checking core.
 */
export class Checker {
  private applied = new WeakSet<Node>();
  private readonly cache = new BlockResultCache<BlockEdit[]>(CACHE_ENTRIES);
  /** Requests by the block texts they carry. */
  private readonly requests = new RequestQueue<ReadonlySet<string>>(MAX_CONCURRENT);
  private readonly pause = new ServerPause();
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private nextKey = 0;
  private destroyed = false;
  /** Whether a check has been sent yet (before that the status says nothing is checked). */
  started = false;
  /** Requests answered for an older document version (their positions were not used). */
  staleResponses = 0;

  constructor(private readonly host: CheckerHost) {}

  /** Why checking stopped (401, 501) or waits (429); null while working normally. */
  get paused(): Pause | null {
    const current = this.pause.current;
    return current && current.failure.kind !== 'offline' && !this.pause.open ? current : null;
  }

  /** The last network failure while retrying, and when the next retry is due. */
  get retrying(): { failure: Failure; at: number } | null {
    const current = this.pause.current;
    return current?.failure.kind === 'offline' && current.until !== undefined
      ? { failure: current.failure, at: current.until }
      : null;
  }

  /** Whether requests are in flight or queued. */
  get busy(): boolean {
    return this.requests.busy;
  }

  /** Checks changed blocks after the debounce delay (call on every document change). */
  schedule(delay = this.host.options.debounceMs): void {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => this.scan(true), delay);
  }

  /** Checks every block that has no results now, clearing a pause (401, 501) and the retry delay. */
  checkNow(): void {
    this.pause.reset();
    clearTimeout(this.retryTimer);
    clearTimeout(this.debounceTimer);
    this.scan(true);
  }

  /** Forgets every result (options changed, or the user cleared the suggestions). */
  reset(): void {
    this.applied = new WeakSet();
    this.cache.clear();
    this.requests.clear('reset');
  }

  /** Stops timers and requests; the checker is not used again. */
  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    this.requests.clear('destroyed');
  }

  /**
   * Walks the textblocks: draws cached results of blocks without results and, when `send`, queues
   * the others for checking (aborting requests whose text no longer appears in the document).
   */
  scan(send: boolean): void {
    if (this.destroyed || !this.host.options.enabled) return;
    const { view } = this.host;
    const { doc } = view.state;
    const ready: { block: Block; edits: BlockEdit[] }[] = [];
    const unchecked: Block[] = [];
    doc.descendants((node, pos) => {
      if (!node.isTextblock) return true;
      if (this.applied.has(node)) return false;
      const map = blockTextMap(node, pos, doc);
      const block = { node, pos, map };
      const edits = map.text.trim() ? this.cache.get(map.text) : [];
      if (edits) ready.push({ block, edits });
      else unchecked.push(block);
      return false;
    });
    if (ready.length) this.draw(ready);
    // While paused (refused key, 429, unreachable server) only the retry timer sends, so typing
    // cannot cause a storm.
    if (!send || !this.pause.open) return;

    this.started = true;
    const wanted = new Set(unchecked.map((b) => b.map.text));
    this.requests.abort((texts) => ![...texts].some((t) => wanted.has(t)), 'obsolete');
    // Queued batches are planned again from the current document.
    this.requests.cancel(() => true);
    const pending = new Set<string>();
    for (const texts of this.requests.runningTags()) for (const t of texts) pending.add(t);
    const fresh: Block[] = [];
    for (const block of unchecked) {
      if (pending.has(block.map.text)) continue;
      pending.add(block.map.text);
      fresh.push(block);
    }
    const batches = batchBlocks(prioritise(fresh, view.state.selection.from), (b) => b.map.text, {
      firstChars: FIRST_BATCH_CHARS,
    });
    // The first (small) batch goes alone: on a server with one grammar worker a big batch sent
    // beside it would delay the first underlines.
    batches.forEach((batch, i) => {
      const texts = new Set(batch.map((b) => b.map.text));
      this.requests
        .run((signal) => this.send(batch, signal), {
          tag: texts,
          alone: i === 0 && batches.length > 1,
          timeoutMs: this.host.options.timeoutMs,
        })
        .catch((error: unknown) => {
          if (!(error instanceof SupersededError)) throw error;
        })
        .finally(() => this.host.onStateChange());
    });
    this.host.onStateChange();
  }

  private async send(batch: Block[], signal: AbortSignal): Promise<void> {
    const { client, options, sessionId, view } = this.host;
    const { text, blocks } = joinBlocks(batch.map((b) => b.map.text));
    const version = marginPluginKey.getState(view.state)?.version ?? 0;
    try {
      const response = await client.edits(
        {
          text,
          session_id: sessionId,
          user_id: options.userId,
          lang: options.lang,
          variety: options.variety,
          advanced_edits: options.advancedEdits,
        },
        { signal },
      );
      if (this.destroyed) return;
      for (const [i, edits] of splitEdits(text, blocks, response.edits).entries()) {
        this.cache.set(blocks[i].text, edits);
      }
      this.pause.succeeded();
      if (version !== marginPluginKey.getState(view.state)?.version) this.staleResponses++;
      this.scan(false);
    } catch (error) {
      if (this.destroyed || (signal.aborted && signal.reason !== 'timeout')) return;
      this.fail(describeFailure(error, 'Checking'), blocks);
    }
  }

  private fail(failure: Failure, blocks: RequestBlock[]): void {
    this.host.onFailure(failure);
    if (failure.kind === 'invalid') {
      // The server refuses this text (e.g. too long): remember "no suggestions" so it is not re-sent.
      for (const b of blocks) this.cache.set(b.text, []);
      this.scan(false);
      return;
    }
    // Without an edits engine retrying cannot help until the server changes: wait for checkNow().
    const pause = failure.kind === 'unavailable' ? this.pause.stop(failure) : this.pause.failed(failure);
    this.requests.cancel(() => true);
    if (pause?.until !== undefined) this.retryWhenOpen();
  }

  /** Sends again when the pause ends (a timer may fire a little early: then it waits the rest). */
  private retryWhenOpen(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.pause.open) this.scan(true);
      else if (this.pause.waitMs !== Number.POSITIVE_INFINITY) this.retryWhenOpen();
    }, this.pause.waitMs);
  }

  /** Draws results for blocks in one transaction that is not an undo step. */
  private draw(ready: { block: Block; edits: BlockEdit[] }[]): void {
    const { view } = this.host;
    const { state } = view;
    const current = marginPluginKey.getState(state);
    if (!current) return;
    const blocks = ready.map(({ block, edits }) => {
      const from = block.pos;
      const to = block.pos + block.node.nodeSize;
      const existing = current.decorations.find(from, to).map(placed);
      const suggestions: PlacedSuggestion[] = [];
      for (const e of edits) {
        if (this.host.isDismissed(e)) continue;
        const sFrom = posAt(block.map, e.start);
        const sTo = posAt(block.map, e.end, -1);
        if (sTo <= sFrom || textAt(state.doc, sFrom, sTo) !== e.original) continue;
        // Keep the key of a suggestion already on screen, so an open card stays open.
        const same = existing.find((s) => s.editId === e.editId && s.from === sFrom && s.to === sTo);
        const { start: _s, end: _e, ...rest } = e;
        suggestions.push({ ...rest, key: same?.key ?? `m${++this.nextKey}`, from: sFrom, to: sTo });
      }
      this.applied.add(block.node);
      return { from, to, suggestions };
    });
    const action: MarginAction = { type: 'results', blocks };
    view.dispatch(state.tr.setMeta(marginPluginKey, action).setMeta('addToHistory', false));
    this.host.onSuggestionsChange();
  }
}
