import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { DecorationSet } from '@tiptap/pm/view';

/** Key of Margin's ProseMirror plugin; its state is the DecorationSet of the suggestions on screen. */
export const marginPluginKey = new PluginKey<DecorationSet>('margin');

/** Marks `tr` so the plugin replaces its decorations with `decorations` (used when results arrive). */
export function setMarginDecorations(tr: Transaction, decorations: DecorationSet): Transaction {
  return tr.setMeta(marginPluginKey, decorations);
}

/**
 * The plain ProseMirror plugin behind the TipTap extension. It holds the suggestion decorations and
 * maps them through every transaction so underlines stay on their words while the user types.
 * Checking (debounced requests to the server, stale-response handling) arrives with the
 * editor-plugin issue; until then the set stays empty unless `setMarginDecorations` fills it.
 */
export function createMarginPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: marginPluginKey,
    state: {
      init: () => DecorationSet.empty,
      apply(tr, decorations) {
        const replacement = tr.getMeta(marginPluginKey) as DecorationSet | undefined;
        if (replacement) return replacement;
        return decorations.map(tr.mapping, tr.doc);
      },
    },
    props: {
      decorations: (state) => marginPluginKey.getState(state),
    },
  });
}
