import { Extension } from '@tiptap/core';
import type { MarginController } from './controller';
import { getMarginController } from './controller';
import { DEFAULT_OPTIONS, type MarginOptions } from './options';
import { createMarginPlugin, marginPluginKey } from './plugin';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    margin: {
      /** Checks every block that has no results now (also resumes after a refused key or a 501). */
      checkNow: () => ReturnType;
      /** Applies suggestion `key` (with `replacement`, default the first) as one undo step, and posts accept. */
      acceptSuggestion: (key: string, replacement?: string) => ReturnType;
      /** Hides suggestion `key` and posts reject. */
      rejectSuggestion: (key: string) => ReturnType;
      /** Adds the word of suggestion `key` to the account dictionary. */
      addToDictionary: (key: string) => ReturnType;
      /** Removes every underline. */
      clearSuggestions: () => ReturnType;
      /** Opens the card of the next (1) or previous (-1) suggestion. */
      nextSuggestion: (direction?: 1 | -1) => ReturnType;
      /** Turns checking on or off. */
      setMarginEnabled: (enabled: boolean) => ReturnType;
      /** Opens the Rephrase popover for the selection. */
      openRephrase: () => ReturnType;
      /** Opens the Tone popover for the selection or the whole document. */
      openTone: () => ReturnType;
    };
  }
}

/** What `editor.storage.margin` holds. */
export interface MarginStorage {
  /** The controller (events with `.on()`, suggestions, status); set once the editor is mounted. */
  controller: MarginController | undefined;
}

const storageOf = (editor: { storage: unknown }) => (editor.storage as { margin: MarginStorage }).margin;

// Side effects that dispatch their own transaction run after the command's transaction, never inside it.
const later = (fn: () => void) => queueMicrotask(fn);

/**
 * The Margin TipTap extension: underlines Margin's suggestions as you type and offers a card to
 * accept, reject or add to the dictionary, and a selection toolbar with Rephrase and Tone.
 */
export const Margin = Extension.create<MarginOptions, MarginStorage>({
  name: 'margin',

  addOptions() {
    return { ...DEFAULT_OPTIONS };
  },

  addStorage() {
    return { controller: undefined };
  },

  addProseMirrorPlugins() {
    return [createMarginPlugin(this.options)];
  },

  // Through editor.storage: TipTap 3 hands hooks a storage object that a later setup may replace.
  onCreate() {
    storageOf(this.editor).controller = getMarginController(this.editor.view);
  },

  onDestroy() {
    storageOf(this.editor).controller = undefined;
  },

  addCommands() {
    const controller = () => getMarginController(this.editor.view);
    return {
      checkNow:
        () =>
        ({ dispatch }) => {
          const c = controller();
          if (!c) return false;
          if (dispatch) later(() => c.checkNow());
          return true;
        },
      acceptSuggestion:
        (key, replacement) =>
        ({ tr, dispatch }) => {
          const c = controller();
          if (!c?.find(key)) return false;
          if (!dispatch) return true;
          const accepted = c.applyAccept(tr, key, replacement);
          if (!accepted) return false;
          later(() => c.afterAccept(accepted));
          return true;
        },
      rejectSuggestion:
        (key) =>
        ({ dispatch }) => {
          const c = controller();
          if (!c?.find(key)) return false;
          if (dispatch) later(() => c.reject(key));
          return true;
        },
      addToDictionary:
        (key) =>
        ({ dispatch }) => {
          const c = controller();
          if (!c?.find(key)) return false;
          if (dispatch) later(() => void c.addToDictionary(key));
          return true;
        },
      clearSuggestions:
        () =>
        ({ tr, dispatch }) => {
          const c = controller();
          if (!c) return false;
          if (dispatch) {
            tr.setMeta(marginPluginKey, { type: 'clear' }).setMeta('addToHistory', false);
            later(() => c.clear());
          }
          return true;
        },
      nextSuggestion:
        (direction = 1) =>
        ({ dispatch }) => {
          const c = controller();
          if (!c || c.suggestions().length === 0) return false;
          if (dispatch) later(() => c.next(direction));
          return true;
        },
      setMarginEnabled:
        (enabled) =>
        ({ dispatch }) => {
          const c = controller();
          if (!c) return false;
          if (dispatch) later(() => c.setEnabled(enabled));
          return true;
        },
      openRephrase:
        () =>
        ({ state, dispatch }) => {
          const c = controller();
          if (!c || state.selection.empty || !state.selection.$from.sameParent(state.selection.$to))
            return false;
          if (dispatch) later(() => c.openRephrase());
          return true;
        },
      openTone:
        () =>
        ({ dispatch }) => {
          const c = controller();
          if (!c) return false;
          if (dispatch) later(() => c.openTone());
          return true;
        },
    };
  },
});
