// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { Margin, marginPluginKey, setMarginDecorations } from './index';

describe('Margin extension', () => {
  let editor: Editor | undefined;

  afterEach(() => {
    editor?.destroy();
    expect(editor?.isDestroyed).toBe(true);
    editor = undefined;
  });

  // TipTap 3 installs ProseMirror plugins only when the editor mounts, and `element: null` never
  // mounts; a detached element keeps the editor headless (nothing is attached to the page).
  function createEditor(extension = Margin, content = '<p>I wanted the the banana.</p>') {
    editor = new Editor({
      element: document.createElement('div'),
      extensions: [StarterKit, extension],
      content,
    });
    return editor;
  }

  it('installs its plugin with an empty DecorationSet', () => {
    const { state } = createEditor();
    const decorations = marginPluginKey.getState(state);
    expect(decorations).toBeInstanceOf(DecorationSet);
    expect(decorations?.find()).toHaveLength(0);
  });

  it('exposes documented defaults that callers can override', () => {
    const ed = createEditor();
    const defaults = ed.extensionManager.extensions.find((e) => e.name === 'margin')?.options;
    expect(defaults).toMatchObject({ enabled: true, debounceMs: 500, lang: 'en', key: '' });
    ed.destroy();

    const configured = createEditor(
      Margin.configure({ key: 'k', debounceMs: 50 }),
    ).extensionManager.extensions.find((e) => e.name === 'margin')?.options;
    expect(configured).toMatchObject({ key: 'k', debounceMs: 50, enabled: true });
  });

  it('keeps an underline on its word when text is typed before it', () => {
    const ed = createEditor();
    // "the the" starts at offset 10 of the text, position 11 inside the paragraph.
    const from = 1 + 'I wanted '.length + 'the '.length;
    const set = DecorationSet.create(ed.state.doc, [
      Decoration.inline(from, from + 3, { class: 'margin-error' }),
    ]);
    ed.view.dispatch(setMarginDecorations(ed.state.tr, set));

    ed.view.dispatch(ed.state.tr.insertText('Yesterday ', 1));

    const [underline] = marginPluginKey.getState(ed.state)?.find() ?? [];
    expect(underline).toBeDefined();
    expect(ed.state.doc.textBetween(underline.from, underline.to)).toBe('the');
    expect(underline.from).toBe(from + 'Yesterday '.length);
  });
});
