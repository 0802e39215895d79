// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_SEPARATOR, posAt, textMap } from './text-map';

let editor: Editor | undefined;
afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

function docOf(html: string) {
  editor = new Editor({ element: document.createElement('div'), extensions: [StarterKit], content: html });
  return editor.state.doc;
}

describe('textMap', () => {
  it('reads marks as plain text and maps every offset back to its position', () => {
    const doc = docOf('<p>A <strong>bold</strong> and <a href="/x">link</a> word</p>');
    const map = textMap(doc);
    expect(map.text).toBe('A bold and link word');
    const at = map.text.indexOf('word');
    expect(doc.textBetween(posAt(map, at), posAt(map, at + 4))).toBe('word');
  });

  it('counts a hard break as one newline, so offsets after it stay right', () => {
    const doc = docOf('<p>one<br>two</p>');
    const map = textMap(doc);
    expect(map.text).toBe('one\ntwo');
    expect(doc.textBetween(posAt(map, 4), posAt(map, 7))).toBe('two');
  });

  it('separates blocks and maps offsets in the second block', () => {
    const doc = docOf('<p>first</p><ul><li><p>second 😀 x</p></li></ul>');
    const map = textMap(doc);
    expect(map.text).toBe(`first${BLOCK_SEPARATOR}second 😀 x`);
    const x = map.text.lastIndexOf('x');
    expect(doc.textBetween(posAt(map, x), posAt(map, x + 1))).toBe('x');
  });

  it('reads only the part of a document between two positions', () => {
    const doc = docOf('<p>Hello brave world</p>');
    expect(textMap(doc, 7, 12).text).toBe('brave');
  });
});
