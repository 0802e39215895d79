import type { MarginClient } from '@margin/shared/client';
import { MarginApiError } from '@margin/shared/client';
import { describeFailure, type Failure } from '@margin/shared/ui/failure';
import type { StatusView } from '@margin/shared/ui/index';
import { closeHistory } from '@tiptap/pm/history';
import { type EditorState, TextSelection, type Transaction } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { Checker } from './checker';
import { Emitter, type MarginEvents } from './events';
import { clientFor, type MarginOptions, randomSessionId } from './options';
import {
  type MarginAction,
  type MarginState,
  marginPluginKey,
  type PlacedSuggestion,
  placed,
  textAt,
} from './state';
import type { BlockEdit } from './suggestions';
import type { UiHost } from './ui/host';

const controllers = new WeakMap<EditorView, MarginController>();

/** The controller of the Margin plugin installed in `view`, if any. */
export function getMarginController(view: EditorView): MarginController | undefined {
  return controllers.get(view);
}

/** Creates the UI host; injected so headless editors (ui: false) never load Preact. */
export type UiFactory = (controller: MarginController) => UiHost;

/**
 * Everything Margin does in one editor: checking (through the Checker), the suggestion actions
 * (accept, reject, add to dictionary), events, and the UI host. One per EditorView.
 */
export class MarginController {
  readonly client: MarginClient;
  readonly sessionId: string;
  readonly checker: Checker;
  private readonly emitter = new Emitter();
  private readonly dismissedEdits = new Set<string>();
  /** Rejected original→replacement pairs: the server gives a re-checked sentence new edit ids. */
  private readonly dismissedPairs = new Set<string>();
  private readonly dictionaryWords = new Set<string>();
  private ui: UiHost | undefined;
  private lastStatus = '';
  private destroyed = false;
  private hoverTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly view: EditorView,
    readonly options: MarginOptions,
    uiFactory?: UiFactory,
  ) {
    this.client = clientFor(options);
    this.sessionId = options.sessionId ?? randomSessionId();
    this.checker = new Checker({
      view,
      client: this.client,
      options,
      sessionId: this.sessionId,
      isDismissed: (e) => this.isDismissed(e),
      onStateChange: () => this.publishStatus(),
      onSuggestionsChange: () => this.publishSuggestions(),
      onFailure: (f) => this.emit('error', f),
    });
    controllers.set(view, this);
    if (options.ui && uiFactory) this.ui = uiFactory(this);
    if (options.enabled) this.checker.schedule(0);
    this.publishStatus();
  }

  /** Subscribes to an event; returns the function that unsubscribes. */
  on<K extends keyof MarginEvents>(event: K, handler: (payload: MarginEvents[K]) => void): () => void {
    return this.emitter.on(event, handler);
  }

  /** The plugin state of the current editor state. */
  get state(): MarginState {
    return marginPluginKey.getState(this.view.state)!;
  }

  /** Every suggestion on screen, in document order. */
  suggestions(state: EditorState = this.view.state): PlacedSuggestion[] {
    return (marginPluginKey.getState(state)?.decorations.find() ?? [])
      .map(placed)
      .sort((a, b) => a.from - b.from);
  }

  /** The suggestion with this key, at its current range. */
  find(key: string, state: EditorState = this.view.state): PlacedSuggestion | undefined {
    const found = marginPluginKey
      .getState(state)
      ?.decorations.find(undefined, undefined, (s) => s.margin?.key === key);
    return found?.[0] ? placed(found[0]) : undefined;
  }

  private counted: { set: unknown; count: number } = { set: null, count: 0 };

  /** Number of underlines in `state`, remembered per DecorationSet (typing asks for it on every key). */
  private countOf(state: EditorState): number {
    const set = marginPluginKey.getState(state)?.decorations;
    if (!set) return 0;
    if (this.counted.set !== set) this.counted = { set, count: set.find().length };
    return this.counted.count;
  }

  /** The state the status line shows. */
  status(): StatusView {
    const count = this.countOf(this.view.state);
    const { checker } = this;
    if (!this.options.enabled) return { state: 'disabled', message: 'Margin is off', count: 0 };
    if (checker.paused) {
      const { failure } = checker.paused;
      const state = failure.kind === 'invalid' || failure.kind === 'offline' ? 'error' : failure.kind;
      return { state, message: failure.message, count };
    }
    if (checker.retrying) {
      const seconds = Math.max(1, Math.round((checker.retrying.at - Date.now()) / 1000));
      return {
        state: 'offline',
        message: `${checker.retrying.failure.message} Retrying in ${seconds} s.`,
        count,
      };
    }
    if (checker.busy) return { state: 'checking', message: 'Checking…', count };
    if (!checker.started) return { state: 'idle', message: 'Not checked yet', count };
    const message = count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count} suggestions`;
    return { state: 'ready', message, count };
  }

  /** Checks now every block that has no results, also after a 401/501 pause. */
  checkNow(): void {
    if (!this.options.enabled) return;
    this.checker.checkNow();
    this.publishStatus();
  }

  /** Turns checking on or off; off removes every underline. */
  setEnabled(enabled: boolean): void {
    if (this.options.enabled === enabled) return;
    this.options.enabled = enabled;
    if (enabled) this.checker.checkNow();
    else {
      this.checker.reset();
      this.dispatchAction({ type: 'clear' });
    }
    this.publishStatus();
  }

  /**
   * Applies `replacement` (default: the first) for suggestion `key` to `tr`: one step, so one undo
   * step, with the caret after the replacement. Returns the suggestion, or undefined when it is gone
   * or its text changed. Used by commands that own the transaction.
   */
  applyAccept(
    tr: Transaction,
    key: string,
    replacement?: string,
  ): { suggestion: PlacedSuggestion; replacement: string } | undefined {
    const suggestion = this.find(key);
    if (!suggestion) return undefined;
    if (textAt(tr.doc, suggestion.from, suggestion.to) !== suggestion.original) return undefined;
    const chosen = replacement ?? suggestion.replacement;
    closeHistory(tr);
    if (chosen === '') tr.delete(suggestion.from, suggestion.to);
    else tr.insertText(chosen, suggestion.from, suggestion.to);
    tr.setSelection(TextSelection.create(tr.doc, suggestion.from + chosen.length));
    tr.setMeta(marginPluginKey, { type: 'remove', keys: [key] } satisfies MarginAction);
    tr.scrollIntoView();
    return { suggestion, replacement: chosen };
  }

  /** After an accepted transaction was dispatched: posts the feedback and tells listeners. */
  afterAccept(accepted: { suggestion: PlacedSuggestion; replacement: string }): void {
    this.ui?.closeCard();
    this.postFeedback('acceptEdit', accepted.suggestion.editId);
    this.emit('accept', accepted);
    this.publishSuggestions();
  }

  /** Accepts suggestion `key` (see applyAccept); returns whether it was applied. */
  accept(key: string, replacement?: string): boolean {
    const tr = this.view.state.tr;
    const accepted = this.applyAccept(tr, key, replacement);
    if (!accepted) return false;
    this.view.dispatch(tr);
    this.afterAccept(accepted);
    return true;
  }

  /** Hides suggestion `key`, keeps it hidden in later checks and posts reject feedback. */
  reject(key: string): boolean {
    const suggestion = this.find(key);
    if (!suggestion) return false;
    this.dismissedEdits.add(suggestion.editId);
    this.dismissedPairs.add(pair(suggestion));
    this.dispatchAction({ type: 'remove', keys: [key] });
    this.ui?.closeCard();
    this.postFeedback('rejectEdit', suggestion.editId);
    this.emit('reject', { suggestion });
    this.publishSuggestions();
    return true;
  }

  /**
   * Adds the suggestion's word to the account dictionary, then hides every spelling suggestion for
   * that word. Resolves to an error message when the server refused (the card shows it).
   */
  async addToDictionary(key: string): Promise<string | undefined> {
    const suggestion = this.find(key);
    if (!suggestion) return 'This suggestion is no longer in the text.';
    const word = suggestion.original.trim();
    try {
      await this.client.addDictionaryWord({ word });
    } catch (error) {
      const failure = describeFailure(error, 'The dictionary');
      this.emit('error', failure);
      return failure.message;
    }
    if (this.destroyed) return undefined;
    this.dictionaryWords.add(word);
    const keys = this.suggestions()
      .filter((s) => s.original.trim() === word && isSpelling(s.category))
      .map((s) => s.key);
    this.dispatchAction({ type: 'remove', keys });
    this.ui?.closeCard();
    this.emit('dictionary', { word });
    this.publishSuggestions();
    return undefined;
  }

  /** Removes every underline and forgets cached results (the next change checks again). */
  clear(): void {
    this.checker.reset();
    this.dispatchAction({ type: 'clear' });
    this.ui?.closeCard();
    this.publishSuggestions();
  }

  /** The suggestion after (or before) the caret, wrapping around; opens its card with focus in it. */
  next(direction: 1 | -1 = 1): PlacedSuggestion | undefined {
    const all = this.suggestions();
    if (!all.length) return undefined;
    const active = this.state.active ? this.find(this.state.active) : undefined;
    // From an open card move strictly past it; from the caret, a suggestion starting there counts.
    const pivot = active?.from ?? this.view.state.selection.from;
    const after = (s: PlacedSuggestion) => (active ? s.from > pivot : s.from >= pivot);
    const target =
      direction === 1
        ? (all.find(after) ?? all[0])
        : ([...all].reverse().find((s) => s.from < pivot) ?? all[all.length - 1]);
    this.openCard(target.key, true);
    return target;
  }

  /** Opens the card of suggestion `key` (highlighting its underline). */
  openCard(key: string, focus = false): void {
    if (!this.find(key)) return;
    this.dispatchAction({ type: 'active', key });
    this.ui?.openCard(key, focus);
  }

  /** The pointer entered (key) or left (null) an underline: opens its card after `hoverDelayMs`. */
  hover(key: string | null): void {
    clearTimeout(this.hoverTimer);
    if (!key || !this.options.hoverDelayMs || key === this.state.active) return;
    this.hoverTimer = setTimeout(() => {
      if (!this.destroyed) this.openCard(key);
    }, this.options.hoverDelayMs);
  }

  /** Closes the card, if one is open. */
  closeCard(): void {
    this.ui?.closeCard();
  }

  /** Opens the Rephrase popover for the current selection. */
  openRephrase(): boolean {
    return this.ui?.openPanel('rephrase') ?? false;
  }

  /** Opens the Tone popover for the selection, or for the whole document when nothing is selected. */
  openTone(): boolean {
    return this.ui?.openPanel('tone') ?? false;
  }

  /** Called by the plugin view on every state update. */
  update(view: EditorView, prev: EditorState): void {
    if (view.state.doc !== prev.doc) {
      this.checker.schedule();
      // Typing maps the underlines without removing any: tell listeners only when one went away.
      if (this.countOf(prev) !== this.countOf(view.state)) this.publishSuggestions();
    }
    this.ui?.update(prev);
    this.publishStatus();
  }

  /** Dispatches a plugin action as a transaction that is not an undo step. */
  dispatchAction(action: MarginAction): void {
    if (this.destroyed) return;
    this.view.dispatch(this.view.state.tr.setMeta(marginPluginKey, action).setMeta('addToHistory', false));
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.hoverTimer);
    this.checker.destroy();
    this.ui?.destroy();
    this.emitter.clear();
    controllers.delete(this.view);
  }

  private isDismissed(e: BlockEdit): boolean {
    return (
      this.dismissedEdits.has(e.editId) ||
      this.dismissedPairs.has(pair(e)) ||
      (this.dictionaryWords.has(e.original.trim()) && isSpelling(e.category))
    );
  }

  private postFeedback(kind: 'acceptEdit' | 'rejectEdit', editId: string): void {
    this.client[kind]({ edit_id: editId, session_id: this.sessionId, user_id: this.options.userId }).catch(
      (error: unknown) => {
        // 409: already reported in this document (the same edit in two places); nothing to tell.
        if (error instanceof MarginApiError && error.status === 409) return;
        this.emit('error', describeFailure(error, 'Feedback'));
      },
    );
  }

  private publishStatus(): void {
    if (this.destroyed) return;
    const status = this.status();
    const signature = `${status.state}|${status.message}`;
    if (signature === this.lastStatus) return;
    this.lastStatus = signature;
    this.ui?.setStatus(status);
    this.emit('status', status);
  }

  private publishSuggestions(): void {
    if (this.destroyed) return;
    this.emit('suggestions', this.suggestions());
    this.publishStatus();
  }

  private emit<K extends keyof MarginEvents>(event: K, payload: MarginEvents[K]): void {
    this.emitter.emit(event, payload);
    this.options.onEvent?.(event, payload);
  }
}

const pair = (s: { original: string; replacement: string }) => `${s.original}\u0000${s.replacement}`;

function isSpelling(category: string | undefined): boolean {
  return category === undefined || category === 'Spelling';
}

export type { Failure };
