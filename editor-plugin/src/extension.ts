import { Extension } from '@tiptap/core';
import { createMarginPlugin } from './plugin';

/** Options of the Margin TipTap extension. */
export interface MarginOptions {
  /**
   * Base URL of the Margin server the editor sends its text to.
   * @default 'http://localhost:8787'
   */
  baseUrl: string;
  /**
   * API key sent with every request; an empty key lets the server answer 401.
   * @default ''
   */
  key: string;
  /**
   * Language of the text, as the edits endpoint's `lang` parameter (`auto` lets the server detect it).
   * @default 'en'
   */
  lang: string;
  /**
   * Quiet time after the last keystroke before a changed block is checked, so typing does not
   * send a request per character.
   * @default 500
   */
  debounceMs: number;
  /**
   * Whether suggestions are requested and shown.
   * @default true
   */
  enabled: boolean;
}

/**
 * TipTap extension that will underline Margin's suggestions in the document. Today it installs the
 * plugin whose decorations follow the text; checking arrives with the editor-plugin issue.
 */
export const Margin = Extension.create<MarginOptions>({
  name: 'margin',

  addOptions() {
    return {
      baseUrl: 'http://localhost:8787',
      key: '',
      lang: 'en',
      debounceMs: 500,
      enabled: true,
    };
  },

  addProseMirrorPlugins() {
    return [createMarginPlugin()];
  },
});
