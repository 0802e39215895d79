import {
  type RephraseChoice,
  type RephraseOption,
  RephrasePanel,
  SelectionToolbar,
  StatusBadge,
  type StatusView,
  SuggestionCard,
  TonePanel,
} from '@margin/shared/ui/index';
import { injectMarginStyles } from '@margin/shared/ui/styles';
import { locateSentences, type ToneAnalysis } from '@margin/shared/ui/tones';
import type { EditorState } from '@tiptap/pm/state';
import { TextSelection } from '@tiptap/pm/state';
import { render } from 'preact';
import type { MarginController } from '../controller';
import { textAt } from '../state';
import { posAt, textMap } from '../text-map';

/** The interface the controller uses to drive the on-page UI. */
export interface UiHost {
  openCard(key: string, focus: boolean): void;
  closeCard(): void;
  openPanel(kind: 'rephrase' | 'tone'): boolean;
  setStatus(status: StatusView): void;
  update(prev: EditorState): void;
  destroy(): void;
}

interface CardState {
  key: string;
  focus: boolean;
  notice?: string;
}

type PanelState =
  | { kind: 'rephrase'; text: string; request(choice: RephraseChoice): Promise<RephraseOption[]> }
  | {
      kind: 'tone';
      load(): Promise<ToneAnalysis>;
      onHighlight(h: { sentences: number[]; analysis: ToneAnalysis } | null): void;
    };

const GAP = 6;

/**
 * Draws Margin's UI for one editor with the shared Preact kit: the suggestion card under an
 * underline, the selection toolbar and its popovers in a layer on the page, and the status line
 * right after the editor.
 */
export class PreactUiHost implements UiHost {
  private readonly layer: HTMLElement;
  private readonly statusRoot: HTMLElement;
  private card: CardState | null = null;
  private panel: PanelState | null = null;
  private anchor: { from: number; to: number } | null = null;
  /** Whether the layer shows anything (so the next update must render, if only to clear it). */
  private rendered = false;
  private readonly onDocumentDown = (e: Event) => this.onOutsidePointer(e);
  private readonly onFocusChange = () => this.render();
  private readonly onViewportChange = () => this.render();

  constructor(private readonly controller: MarginController) {
    const { view } = controller;
    const doc = view.dom.ownerDocument;
    injectMarginStyles(doc);
    this.layer = doc.createElement('div');
    this.layer.className = 'margin-layer';
    doc.body.append(this.layer);
    this.statusRoot = doc.createElement('div');
    this.statusRoot.className = 'margin-status-root';
    view.dom.after(this.statusRoot);
    doc.addEventListener('mousedown', this.onDocumentDown, true);
    view.dom.addEventListener('focus', this.onFocusChange);
    view.dom.addEventListener('blur', this.onFocusChange);
    doc.defaultView?.addEventListener('resize', this.onViewportChange, { passive: true });
    doc.defaultView?.addEventListener('scroll', this.onViewportChange, { passive: true, capture: true });
  }

  openCard(key: string, focus: boolean): void {
    this.panel = null;
    this.card = { key, focus };
    this.render();
  }

  closeCard(): void {
    if (!this.card) return;
    this.card = null;
    if (this.controller.state?.active) this.controller.dispatchAction({ type: 'active', key: null });
    this.render();
  }

  openPanel(kind: 'rephrase' | 'tone'): boolean {
    const { view, client } = this.controller;
    const { selection, doc } = view.state;
    const hasSelection = !selection.empty && selection instanceof TextSelection;
    if (kind === 'rephrase') {
      if (!hasSelection || !selection.$from.sameParent(selection.$to)) return false;
      const { from, to } = selection;
      const text = textAt(doc, from, to);
      this.anchor = { from, to };
      this.controller.dispatchAction({ type: 'track', range: { from, to } });
      this.panel = {
        kind,
        text,
        request: async (choice) => {
          const answer = await client.rephrase({
            text,
            ...choice,
            num_results: choice.mapping === 'paraphrase' ? 3 : 1,
          });
          return answer.results.map((r) => ({ replacement: r.replacement }));
        },
      };
    } else {
      const from = hasSelection ? selection.from : 0;
      const to = hasSelection ? selection.to : doc.content.size;
      const map = textMap(doc, from, to);
      // The whole document: show the popover at the caret rather than over the text's first lines.
      this.anchor = hasSelection ? { from, to } : { from: selection.head, to: selection.head };
      this.panel = {
        kind,
        load: () => client.tone({ text: map.text }),
        onHighlight: (h) => {
          if (this.controller.view.isDestroyed) return;
          const ranges = h
            ? locateSentences(map.text, h.analysis.sents)
                .filter(
                  (span, i): span is { start: number; end: number } => !!span && h.sentences.includes(i),
                )
                .map((span) => ({ from: posAt(map, span.start), to: posAt(map, span.end, -1) }))
                .filter((r) => r.to > r.from)
            : [];
          this.controller.dispatchAction({ type: 'highlight', ranges });
        },
      };
    }
    this.card = null;
    this.render();
    return true;
  }

  setStatus(status: StatusView): void {
    render(<StatusBadge status={status} />, this.statusRoot);
  }

  update(prev: EditorState): void {
    const { state } = this.controller.view;
    if (this.card && !this.controller.find(this.card.key)) this.card = null;
    // A collapsed caret moving while typing shows nothing: skip the render unless a selection or popover is involved.
    const showsSomething = this.card || this.panel || !state.selection.empty || !prev.selection.empty;
    if (showsSomething || this.rendered) this.render();
  }

  destroy(): void {
    const doc = this.layer.ownerDocument;
    doc.removeEventListener('mousedown', this.onDocumentDown, true);
    this.controller.view.dom.removeEventListener('focus', this.onFocusChange);
    this.controller.view.dom.removeEventListener('blur', this.onFocusChange);
    doc.defaultView?.removeEventListener('resize', this.onViewportChange);
    doc.defaultView?.removeEventListener('scroll', this.onViewportChange, { capture: true });
    render(null, this.layer);
    render(null, this.statusRoot);
    this.layer.remove();
    this.statusRoot.remove();
  }

  private closePanel(refocus = true): void {
    if (!this.panel) return;
    this.panel = null;
    this.anchor = null;
    this.controller.dispatchAction({ type: 'track', range: null });
    this.render();
    if (refocus) this.controller.view.focus();
  }

  private replaceSelection(replacement: string): void {
    const { view } = this.controller;
    const tracked = this.controller.state.tracked;
    const panel = this.panel;
    if (
      tracked &&
      panel?.kind === 'rephrase' &&
      textAt(view.state.doc, tracked.from, tracked.to) === panel.text
    ) {
      const tr = view.state.tr.insertText(replacement, tracked.from, tracked.to);
      tr.setSelection(TextSelection.create(tr.doc, tracked.from + replacement.length)).scrollIntoView();
      view.dispatch(tr);
    }
    this.closePanel();
  }

  private onOutsidePointer(e: Event): void {
    const target = e.target as Node | null;
    if (!target || this.layer.contains(target)) return;
    // Clicks inside the editor are handled by the plugin (an underline opens its card).
    if (this.controller.view.dom.contains(target)) {
      if (this.panel) this.closePanel(false);
      return;
    }
    if (this.card) this.closeCard();
    if (this.panel) this.closePanel(false);
  }

  /** Page coordinates (for the absolutely positioned layer) below or above a document range. */
  private place(from: number, to: number, above: boolean): { left: number; top: number } | null {
    const { view } = this.controller;
    const win = view.dom.ownerDocument.defaultView;
    try {
      const start = view.coordsAtPos(from);
      const end = view.coordsAtPos(to, -1);
      const scrollX = win?.scrollX ?? 0;
      const scrollY = win?.scrollY ?? 0;
      const left = Math.max(4, Math.min(start.left, end.left) + scrollX);
      return above
        ? { left, top: Math.min(start.top, end.top) + scrollY - 40 - GAP }
        : { left, top: Math.max(start.bottom, end.bottom) + scrollY + GAP };
    } catch {
      // No layout (a detached or hidden editor): still show the UI, at the editor's corner.
      return this.editorCorner();
    }
  }

  private render(): void {
    const { controller } = this;
    const { view } = controller;
    if (view.isDestroyed) return;
    let content: preact.JSX.Element | null = null;

    const suggestion = this.card ? controller.find(this.card.key) : undefined;
    if (this.card && suggestion) {
      const card = this.card;
      const at = this.place(suggestion.from, suggestion.to, false);
      const spelling = suggestion.category === undefined || suggestion.category === 'Spelling';
      content = at && (
        <div class="margin-pop" style={{ left: `${at.left}px`, top: `${at.top}px` }}>
          <SuggestionCard
            suggestion={{
              id: suggestion.key,
              original: suggestion.original,
              replacements: [suggestion.replacement],
              category: suggestion.category,
              errorType: suggestion.errorType,
              description: suggestion.description,
            }}
            autoFocus={card.focus}
            notice={card.notice}
            onAccept={(r) => {
              controller.accept(card.key, r);
              view.focus();
            }}
            onReject={() => {
              controller.reject(card.key);
              view.focus();
            }}
            onAddToDictionary={
              spelling
                ? async () => {
                    const problem = await controller.addToDictionary(card.key);
                    if (problem && this.card?.key === card.key) {
                      this.card = { ...card, notice: problem };
                      this.render();
                    } else view.focus();
                  }
                : undefined
            }
            onNavigate={(d) => controller.next(d)}
            onClose={() => {
              this.closeCard();
              view.focus();
            }}
          />
        </div>
      );
    } else if (this.panel) {
      const anchor = this.anchor ?? controller.state.tracked;
      const at = anchor ? this.place(anchor.from, anchor.to, false) : this.editorCorner();
      const panel = this.panel;
      content = at && (
        <div class="margin-pop" style={{ left: `${at.left}px`, top: `${at.top}px` }}>
          {panel.kind === 'rephrase' ? (
            <RephrasePanel
              text={panel.text}
              request={panel.request}
              onReplace={(r) => this.replaceSelection(r)}
              onClose={() => this.closePanel()}
            />
          ) : (
            <TonePanel load={panel.load} onHighlight={panel.onHighlight} onClose={() => this.closePanel()} />
          )}
        </div>
      );
    } else {
      const { selection } = view.state;
      if (view.hasFocus() && !selection.empty && selection instanceof TextSelection) {
        const at = this.place(selection.from, selection.to, true);
        content = at && (
          <div class="margin-pop" style={{ left: `${at.left}px`, top: `${Math.max(0, at.top)}px` }}>
            <SelectionToolbar
              onRephrase={
                selection.$from.sameParent(selection.$to) ? () => this.openPanel('rephrase') : undefined
              }
              onTone={() => this.openPanel('tone')}
            />
          </div>
        );
      }
    }
    render(content, this.layer);
    this.rendered = content !== null;
  }

  private editorCorner(): { left: number; top: number } {
    const rect = this.controller.view.dom.getBoundingClientRect();
    const win = this.controller.view.dom.ownerDocument.defaultView;
    return { left: rect.left + (win?.scrollX ?? 0), top: rect.top + (win?.scrollY ?? 0) + GAP };
  }
}
