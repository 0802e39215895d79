import { Plugin, type Transaction } from '@tiptap/pm/state';
import type { DecorationSet, EditorView } from '@tiptap/pm/view';
import { getMarginController, MarginController, type UiFactory } from './controller';
import { DEFAULT_OPTIONS, type MarginOptions } from './options';
import { applyTransaction, initialState, type MarginState, marginPluginKey } from './state';
import { PreactUiHost } from './ui/host';

export { marginPluginKey };

/** Marks `tr` so the plugin replaces its underlines with `decorations`. */
export function setMarginDecorations(tr: Transaction, decorations: DecorationSet): Transaction {
  return tr.setMeta(marginPluginKey, { type: 'replace', decorations });
}

const preactUi: UiFactory = (controller) => new PreactUiHost(controller);

/**
 * The plain ProseMirror plugin (the TipTap extension wraps it): checks the document block by block,
 * keeps the suggestions as a DecorationSet mapped through every transaction, opens a card when an
 * underline is clicked, and binds Alt+ArrowDown / Alt+ArrowUp to the next / previous suggestion.
 * Get its controller (commands, events) with `getMarginController(view)`.
 */
export function createMarginPlugin(options: Partial<MarginOptions> = {}): Plugin<MarginState> {
  const resolved: MarginOptions = { ...DEFAULT_OPTIONS, ...options };
  return new Plugin<MarginState>({
    key: marginPluginKey,
    state: {
      init: initialState,
      apply: applyTransaction,
    },
    props: {
      decorations(state) {
        const s = marginPluginKey.getState(state);
        return s ? mergeSets(state.doc, s) : null;
      },
      handleClick(view, _pos, event) {
        const controller = getMarginController(view);
        if (!controller) return false;
        const target = event.target instanceof Element ? event.target.closest('[data-margin-key]') : null;
        const key = target?.getAttribute('data-margin-key');
        if (key) controller.openCard(key);
        else controller.closeCard();
        return false;
      },
      handleDOMEvents: {
        mouseover(view, event) {
          const target = event.target instanceof Element ? event.target.closest('[data-margin-key]') : null;
          getMarginController(view)?.hover(target?.getAttribute('data-margin-key') ?? null);
          return false;
        },
        mouseout(view, event) {
          const to =
            event.relatedTarget instanceof Element ? event.relatedTarget.closest('[data-margin-key]') : null;
          if (!to) getMarginController(view)?.hover(null);
          return false;
        },
      },
      handleKeyDown(view, event) {
        const controller = getMarginController(view);
        if (!controller) return false;
        if (
          event.altKey &&
          !event.ctrlKey &&
          !event.metaKey &&
          (event.key === 'ArrowDown' || event.key === 'ArrowUp')
        ) {
          return controller.next(event.key === 'ArrowDown' ? 1 : -1) !== undefined;
        }
        if (event.key === 'Escape' && controller.state.active) {
          controller.closeCard();
          return true;
        }
        return false;
      },
    },
    view(view: EditorView) {
      const controller = new MarginController(view, { ...resolved }, resolved.ui ? preactUi : undefined);
      return {
        update: (v, prev) => controller.update(v, prev),
        destroy: () => controller.destroy(),
      };
    },
  });
}

/** Suggestions and tone highlights drawn together. */
function mergeSets(doc: Parameters<typeof DecorationSet.create>[0], s: MarginState): DecorationSet {
  const highlights = s.highlights.find();
  if (!highlights.length) return s.decorations;
  return s.decorations.add(doc, highlights);
}
