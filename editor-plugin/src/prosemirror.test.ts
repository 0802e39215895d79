// @vitest-environment jsdom
import { createClient } from '@margin/shared/client';
import { history, redo, undo } from '@tiptap/pm/history';
import { type MarkSpec, type NodeSpec, DOMParser as ProseMirrorParser, Schema } from '@tiptap/pm/model';
import { addListNodes } from '@tiptap/pm/schema-list';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import { tableNodes } from '@tiptap/pm/tables';
import { EditorView } from '@tiptap/pm/view';
import { afterEach, describe, expect, it } from 'vitest';
import { getMarginController } from './controller';
import { createMarginPlugin } from './plugin';
import { FakeServer, until } from './testing';

// A plain ProseMirror schema (no TipTap) with lists, tables, hard breaks, inline images and marks.
const baseNodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
  text: { group: 'inline' },
  hard_break: {
    inline: true,
    group: 'inline',
    selectable: false,
    parseDOM: [{ tag: 'br' }],
    toDOM: () => ['br'],
  },
  image: {
    inline: true,
    group: 'inline',
    attrs: { src: { default: '' } },
    parseDOM: [{ tag: 'img', getAttrs: (d) => ({ src: (d as HTMLElement).getAttribute('src') }) }],
    toDOM: (n) => ['img', { src: n.attrs.src }],
  },
};
const marks: Record<string, MarkSpec> = {
  strong: { parseDOM: [{ tag: 'strong' }], toDOM: () => ['strong', 0] },
  link: {
    attrs: { href: { default: '' } },
    parseDOM: [{ tag: 'a', getAttrs: (d) => ({ href: (d as HTMLElement).getAttribute('href') }) }],
    toDOM: (m) => ['a', { href: m.attrs.href }, 0],
  },
};
let schema = new Schema({ nodes: baseNodes, marks });
schema = new Schema({
  nodes: addListNodes(schema.spec.nodes, 'paragraph+', 'block').append(
    tableNodes({ tableGroup: 'block', cellContent: 'paragraph+', cellAttributes: {} }),
  ),
  marks,
});

let view: EditorView | undefined;
let server: FakeServer;

afterEach(() => {
  view?.destroy();
  expect(view?.isDestroyed ?? true).toBe(true);
  view = undefined;
  document.body.innerHTML = '';
});

function createView(html: string) {
  server = new FakeServer();
  const dom = document.createElement('div');
  dom.innerHTML = html;
  const doc = ProseMirrorParser.fromSchema(schema).parse(dom);
  const mount = document.createElement('div');
  document.body.append(mount);
  view = new EditorView(mount, {
    state: EditorState.create({
      doc,
      plugins: [
        history(),
        createMarginPlugin({
          client: createClient({ baseUrl: 'http://margin.test', key: 'k'.repeat(32), fetch: server.fetch }),
          debounceMs: 5,
        }),
      ],
    }),
  });
  return view;
}

const controllerOf = (v: EditorView) => getMarginController(v)!;
const underlined = (v: EditorView) =>
  controllerOf(v)
    .suggestions()
    .map((s) => v.state.doc.textBetween(s.from, s.to));
const ready = (v: EditorView, n: number) =>
  until(() => controllerOf(v).suggestions().length === n && controllerOf(v).status().state === 'ready');

describe('plain ProseMirror plugin', () => {
  it('checks the cells of a table and the items of a list, each as its own block', async () => {
    const v = createView(
      '<table><tr><td><p>Cell with teh error</p></td><td><p>Fine cell</p></td></tr><tr><td><p>wierd</p></td><td><p>ok</p></td></tr></table><ul><li><p>Item recieve</p></li></ul>',
    );
    await ready(v, 3);
    expect(underlined(v)).toEqual(['teh', 'wierd', 'recieve']);
    expect(server.sent('/api/v1/edits')[0].text).toBe(
      'Cell with teh error\n\nFine cell\n\nwierd\n\nok\n\nItem recieve',
    );
  });

  it('accepts inside a table cell in one undoable step with the caret after the replacement', async () => {
    const v = createView('<table><tr><td><p>Cell with teh error</p></td></tr></table>');
    await ready(v, 1);
    const s = controllerOf(v).suggestions()[0];
    expect(controllerOf(v).accept(s.key)).toBe(true);
    expect(v.state.doc.textContent).toBe('Cell with the error');
    expect(v.state.selection.from).toBe(s.from + 3);
    undo(v.state, v.dispatch);
    expect(v.state.doc.textContent).toBe('Cell with teh error');
    redo(v.state, v.dispatch);
    expect(v.state.doc.textContent).toBe('Cell with the error');
  });

  it('keeps offsets right around inline images, hard breaks and links', async () => {
    const v = createView('<p><img src="a.png"> x <a href="/y">link</a> teh<br>next wierd line</p>');
    await ready(v, 2);
    expect(underlined(v)).toEqual(['teh', 'wierd']);
    expect(server.sent('/api/v1/edits')[0].text).toBe('\ufffc x link teh\nnext wierd line');
    const wierd = controllerOf(v).suggestions()[1];
    controllerOf(v).accept(wierd.key);
    expect(v.state.doc.textBetween(wierd.from, wierd.from + 5)).toBe('weird');
    expect(v.state.selection.from).toBe(wierd.from + 5);
  });

  it('re-checks only the cell that was typed into', async () => {
    const v = createView('<table><tr><td><p>First cell</p></td><td><p>Second cell</p></td></tr></table>');
    await ready(v, 0);
    let at = 0;
    v.state.doc.descendants((node, p) => {
      if (node.isText && node.text === 'Second cell') at = p;
    });
    v.dispatch(v.state.tr.setSelection(TextSelection.create(v.state.doc, at + 6)).insertText(' teh'));
    await ready(v, 1);
    expect(server.sent('/api/v1/edits').map((b) => b.text)).toEqual([
      'First cell\n\nSecond cell',
      'Second teh cell',
    ]);
    expect(v.state.selection.from).toBe(at + 10);
    undo(v.state, v.dispatch);
    expect(v.state.doc.textContent).toBe('First cellSecond cell');
  });
});
