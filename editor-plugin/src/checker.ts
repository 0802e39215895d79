import type { MarginClient } from '@margin/shared/client';
import { codePointLength } from '@margin/shared/text/offsets';
import { describeFailure, type Failure } from '@margin/shared/ui/failure';
import type { Node } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { Backoff } from './backoff';
import type { MarginOptions } from './options';
import { type MarginAction, marginPluginKey, type PlacedSuggestion, placed, textAt } from './state';
import { type BlockEdit, type RequestBlock, splitEdits } from './suggestions';
import { BLOCK_SEPARATOR, blockTextMap, posAt, type TextMap } from './text-map';

/** A request text stays under this many code points (API.md advises chunks of about 4,000). */
export const MAX_BATCH_CHARS = 4000;
/** The first request of a check is smaller, so the first underlines appear quickly. */
export const FIRST_BATCH_CHARS = 1000;
/** Requests in flight at once; more blocks wait in a queue. */
export const MAX_CONCURRENT = 2;
const CACHE_ENTRIES = 2000;
const DEFAULT_RATE_LIMIT_WAIT_S = 60;

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

interface InFlight {
  texts: Set<string>;
  controller: AbortController;
  /** Document version the request was sent for. */
  version: number;
}

/**
 * Checks the document block by block. A textblock node that has its results drawn is remembered by
 * identity (ProseMirror reuses unchanged nodes), so after a keystroke only the edited block is sent.
 * Results are cached by block text: a late answer (sent for an older document version) is never
 * drawn at the positions it was computed for; blocks whose text it still matches get it from the
 * cache at their current positions, and changed blocks are checked again.
 */
export class Checker {
  private applied = new WeakSet<Node>();
  private readonly cache = new Map<string, BlockEdit[]>();
  private readonly inflight = new Set<InFlight>();
  private queue: Block[][] = [];
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly backoff = new Backoff();
  private nextKey = 0;
  private leadInFlight = false;
  private destroyed = false;
  /** Why checking stopped (401, 501) or waits (429); null while working normally. */
  paused: { failure: Failure; until?: number } | null = null;
  /** The last network failure while retrying, and when the next retry is due. */
  retrying: { failure: Failure; at: number } | null = null;
  /** Whether a check has been sent yet (before that the status says nothing is checked). */
  started = false;
  /** Requests answered for an older document version (their positions were not used). */
  staleResponses = 0;

  constructor(private readonly host: CheckerHost) {}

  /** Whether requests are in flight or queued. */
  get busy(): boolean {
    return this.inflight.size > 0 || this.queue.length > 0;
  }

  /** Checks changed blocks after the debounce delay (call on every document change). */
  schedule(delay = this.host.options.debounceMs): void {
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => this.scan(true), delay);
  }

  /** Checks every block that has no results now, clearing a pause (401, 501) and the retry delay. */
  checkNow(): void {
    this.paused = null;
    this.retrying = null;
    this.backoff.reset();
    clearTimeout(this.retryTimer);
    clearTimeout(this.debounceTimer);
    this.scan(true, true);
  }

  /** Forgets every result (options changed, or the user cleared the suggestions). */
  reset(): void {
    this.applied = new WeakSet();
    this.cache.clear();
    for (const request of this.inflight) request.controller.abort('reset');
    this.queue = [];
  }

  /** Stops timers and requests; the checker is not used again. */
  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.debounceTimer);
    clearTimeout(this.retryTimer);
    for (const request of this.inflight) request.controller.abort('destroyed');
  }

  /**
   * Walks the textblocks: draws cached results of blocks without results and, when `send`, queues
   * the others for checking (aborting requests whose text no longer appears in the document).
   */
  scan(send: boolean, retry = false): void {
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
      const edits = map.text.trim() ? this.cacheGet(map.text) : [];
      if (edits) ready.push({ block, edits });
      else unchecked.push(block);
      return false;
    });
    if (ready.length) this.draw(ready);
    if (!send) return;
    if (this.paused && (this.paused.until === undefined || Date.now() < this.paused.until)) return;
    // While the server is unreachable only the retry timer sends, so typing cannot cause a storm.
    if (this.retrying && !retry) return;

    this.started = true;
    const wanted = new Set(unchecked.map((b) => b.map.text));
    for (const request of this.inflight) {
      if (![...request.texts].some((t) => wanted.has(t))) request.controller.abort('obsolete');
    }
    const pending = new Set<string>();
    for (const request of this.inflight) for (const t of request.texts) pending.add(t);
    const fresh: Block[] = [];
    for (const block of unchecked) {
      if (pending.has(block.map.text)) continue;
      pending.add(block.map.text);
      fresh.push(block);
    }
    this.queue = batches(prioritise(fresh, view.state.selection.from));
    // The first (small) batch goes alone: on a server with one grammar worker a big batch sent
    // beside it would delay the first underlines.
    const lead = this.queue.length > 1 ? this.queue.shift() : undefined;
    if (lead) {
      this.leadInFlight = true;
      void this.send(lead).finally(() => {
        this.leadInFlight = false;
        this.pump();
      });
    }
    this.pump();
    this.host.onStateChange();
  }

  private pump(): void {
    while (
      !this.destroyed &&
      this.inflight.size < MAX_CONCURRENT &&
      this.queue.length &&
      !this.leadInFlight
    ) {
      const batch = this.queue.shift()!;
      void this.send(batch);
    }
  }

  private async send(batch: Block[]): Promise<void> {
    const { client, options, sessionId, view } = this.host;
    let joined = '';
    const blocks: RequestBlock[] = [];
    for (const b of batch) {
      if (joined) joined += BLOCK_SEPARATOR;
      blocks.push({ text: b.map.text, start: joined.length });
      joined += b.map.text;
    }
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort('timeout'), options.timeoutMs);
    const request: InFlight = {
      texts: new Set(blocks.map((b) => b.text)),
      controller,
      version: marginPluginKey.getState(view.state)?.version ?? 0,
    };
    this.inflight.add(request);
    try {
      const response = await client.edits(
        {
          text: joined,
          session_id: sessionId,
          user_id: options.userId,
          lang: options.lang,
          variety: options.variety,
          advanced_edits: options.advancedEdits,
        },
        { signal: controller.signal },
      );
      if (this.destroyed) return;
      for (const [i, edits] of splitEdits(joined, blocks, response.edits).entries()) {
        this.cacheSet(blocks[i].text, edits);
      }
      this.backoff.reset();
      this.retrying = null;
      if (request.version !== marginPluginKey.getState(view.state)?.version) this.staleResponses++;
      this.inflight.delete(request);
      this.scan(false);
    } catch (error) {
      const reason = controller.signal.reason;
      if (this.destroyed || (controller.signal.aborted && reason !== 'timeout')) return;
      this.fail(describeFailure(error, 'Checking'), blocks);
    } finally {
      clearTimeout(timeout);
      this.inflight.delete(request);
      this.pump();
      this.host.onStateChange();
    }
  }

  private fail(failure: Failure, blocks: RequestBlock[]): void {
    this.host.onFailure(failure);
    if (failure.kind === 'unauthorized' || failure.kind === 'unavailable') {
      // Retrying cannot help until the key or the server changes: wait for checkNow().
      this.paused = { failure };
      this.queue = [];
    } else if (failure.kind === 'rate-limited') {
      const waitMs = (failure.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S) * 1000;
      this.paused = { failure, until: Date.now() + waitMs };
      this.queue = [];
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        this.paused = null;
        this.scan(true, true);
      }, waitMs);
    } else if (failure.kind === 'invalid') {
      // The server refuses this text (e.g. too long): remember "no suggestions" so it is not re-sent.
      for (const b of blocks) this.cacheSet(b.text, []);
      this.scan(false);
    } else {
      const wait = this.backoff.next();
      this.retrying = { failure, at: Date.now() + wait };
      this.queue = [];
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.scan(true, true), wait);
    }
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

  private cacheGet(text: string): BlockEdit[] | undefined {
    const hit = this.cache.get(text);
    if (hit) {
      this.cache.delete(text);
      this.cache.set(text, hit);
    }
    return hit;
  }

  private cacheSet(text: string, edits: BlockEdit[]): void {
    this.cache.delete(text);
    this.cache.set(text, edits);
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
  }
}

/** Blocks nearest the caret first: that is where the writer looks, so its underlines come first. */
export function prioritise<T extends { pos: number }>(blocks: T[], caret: number): T[] {
  const near = blocks.findIndex((b) => b.pos >= caret);
  const at = near < 0 ? blocks.length - 1 : Math.max(0, near - 1);
  return [...blocks.slice(at), ...blocks.slice(0, at)];
}

/**
 * Groups blocks into request texts: the first of at most FIRST_BATCH_CHARS, so the first underlines
 * come back fast, the others of at most MAX_BATCH_CHARS (a longer block goes alone).
 */
export function batches<T extends { map: { text: string } }>(blocks: T[]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const block of blocks) {
    const n = codePointLength(block.map.text) + 2;
    const limit = out.length === 0 ? FIRST_BATCH_CHARS : MAX_BATCH_CHARS;
    if (current.length && size + n > limit) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(block);
    size += n;
  }
  if (current.length) out.push(current);
  return out;
}
