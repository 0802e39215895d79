// An embedder's app, written as the plugin's README shows, against the packed package.
import { getMarginController, Margin, type MarginOptions } from '@margin/editor-plugin';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

const params = new URLSearchParams(location.search);
const options: Partial<MarginOptions> = {
  baseUrl: params.get('server') ?? '',
  key: params.get('key') ?? '',
  lang: 'en',
  debounceMs: 100,
};

// @ts-expect-error debounceMs is a number: the packed declarations must reject this.
Margin.configure({ debounceMs: 'soon' });

const editor = new Editor({
  element: document.querySelector<HTMLElement>('#editor'),
  extensions: [StarterKit, Margin.configure(options)],
  content: '<p>She go to school every day.</p>',
});

Object.assign(window, { marginMounted: getMarginController(editor.view) !== undefined });
