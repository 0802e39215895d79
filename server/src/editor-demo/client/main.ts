import { getMarginController, Margin } from '@margin/editor-plugin';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import type { DemoConfig } from '../page';

const SAMPLE = `
<p>Margin underlines what it would change. This sentance has a speling mistake, and she go to school every day.</p>
<p>Select a sentence to <strong>rephrase</strong> it or to read its tone: The report was written by the team. I am so happy with the results!</p>
<ul><li><p>Lists are checked item by item.</p></li><li><p>Emoji and right-to-left text keep their offsets 🎉 שלום.</p></li></ul>
`;

const config = JSON.parse(document.getElementById('margin-config')!.textContent!) as DemoConfig;
const keyInput = document.getElementById('key') as HTMLInputElement;
const langInput = document.getElementById('lang') as HTMLSelectElement;
const host = document.getElementById('editor')!;
const saved = localStorage.getItem('margin-demo-key');
if (saved && !config.key) keyInput.value = saved;

let editor: Editor | undefined;

/** (Re)creates the editor: the plugin's options are fixed per editor, so a new key means a new editor. */
function mount(content: string) {
  editor?.destroy();
  editor = new Editor({
    element: host,
    extensions: [
      StarterKit,
      Margin.configure({
        baseUrl: '',
        key: keyInput.value.trim(),
        lang: langInput.value as 'en',
        userId: 'demo',
      }),
    ],
    content,
    // TipTap makes the editable a textbox; it needs a name for screen readers (axe: aria-input-field-name).
    editorProps: { attributes: { 'aria-label': 'Text to check' } },
  });
  // For the end-to-end tests and the benchmark, which drive the page like a user and read its state.
  Object.assign(window, { marginDemo: { editor, controller: getMarginController(editor.view), mount } });
}

mount(SAMPLE);

const remount = () => {
  localStorage.setItem('margin-demo-key', keyInput.value.trim());
  mount(editor?.getHTML() ?? SAMPLE);
};
keyInput.addEventListener('change', remount);
langInput.addEventListener('change', remount);
document.getElementById('check')!.addEventListener('click', () => editor?.commands.checkNow());
document.getElementById('tone')!.addEventListener('click', () => {
  editor?.commands.setTextSelection(editor.state.selection.to);
  editor?.commands.openTone();
});
