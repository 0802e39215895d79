// @vitest-environment jsdom
import { createClient } from '@margin/shared/client';
import { codePointLength } from '@margin/shared/text/offsets';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_BATCH_CHARS } from './checker';
import { getMarginController } from './controller';
import { Margin, type MarginOptions } from './index';
import { marginPluginKey } from './state';
import { FakeServer, settle, until } from './testing';

// jsdom has no layout; ProseMirror's scroll-into-view asks ranges and nodes for their rectangles.
const noRect = () => ({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0 }) as DOMRect;
for (const proto of [Range.prototype, Text.prototype] as unknown as Record<string, unknown>[]) {
  proto.getClientRects ??= () => [];
  proto.getBoundingClientRect ??= noRect;
}

let editor: Editor | undefined;
let server: FakeServer;

afterEach(() => {
  editor?.destroy();
  expect(editor?.isDestroyed ?? true).toBe(true);
  editor = undefined;
  document.body.innerHTML = '';
});

// TipTap 3 installs ProseMirror plugins only when the editor mounts, and `element: null` never
// mounts; a detached element keeps the editor headless.
function createEditor(content: string, options: Partial<MarginOptions> = {}) {
  server = new FakeServer();
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({
    element,
    extensions: [
      StarterKit,
      Margin.configure({
        client: createClient({ baseUrl: 'http://margin.test', key: 'k'.repeat(32), fetch: server.fetch }),
        debounceMs: 5,
        sessionId: 'doc-1',
        ...options,
      }),
    ],
    content,
  });
  return editor;
}

const controllerOf = (ed: Editor) => getMarginController(ed.view)!;
const underlined = (ed: Editor) =>
  controllerOf(ed)
    .suggestions()
    .map((s) => ed.state.doc.textBetween(s.from, s.to));
const firstBlockText = (ed: Editor) => ed.state.doc.firstChild!.textContent;

/** Waits until the editor shows `n` underlines and no request is pending. */
async function underlines(ed: Editor, n: number) {
  await until(
    () => controllerOf(ed).suggestions().length === n && !controllerOf(ed).checker.busy,
    2000,
    `${n} underlines`,
  );
}

describe('Margin TipTap extension: checking', () => {
  it('underlines the word the server flags, coloured by its category', async () => {
    const ed = createEditor('<p>I wrote teh letter.</p>');
    await underlines(ed, 1);
    expect(underlined(ed)).toEqual(['teh']);
    const span = ed.view.dom.querySelector('.margin-underline');
    expect(span?.textContent).toBe('teh');
    expect(span?.className).toContain('margin-cat-spelling');
  });

  it('sends the document on mount, then only the block that changed', async () => {
    const ed = createEditor('<p>First teh paragraph.</p><p>Second paragraph.</p><p>Third wierd one.</p>');
    await underlines(ed, 2);
    expect(server.sent('/api/v1/edits')).toHaveLength(1);
    expect(server.sent('/api/v1/edits')[0].text).toBe(
      'First teh paragraph.\n\nSecond paragraph.\n\nThird wierd one.',
    );

    const end = 1 + ed.state.doc.child(0).nodeSize + 'Second paragraph'.length + 1;
    ed.commands.insertContentAt(end - 1, ' recieve');
    await until(() => server.sent('/api/v1/edits').length === 2);
    await underlines(ed, 3);
    expect(server.sent('/api/v1/edits')[1].text).toBe('Second paragraph recieve.');
    expect(underlined(ed)).toEqual(['teh', 'recieve', 'wierd']);
  });

  it('sends the options the embedder chose and the document id', async () => {
    createEditor('<p>Hello teh.</p>', {
      lang: 'en',
      variety: 'gb-variety',
      userId: 'u-7',
      advancedEdits: { voice: true },
    });
    await until(() => server.sent('/api/v1/edits').length === 1);
    expect(server.sent('/api/v1/edits')[0]).toMatchObject({
      session_id: 'doc-1',
      user_id: 'u-7',
      lang: 'en',
      variety: 'gb-variety',
      advanced_edits: { voice: true },
      key: 'k'.repeat(32),
    });
  });

  it('keeps an underline on its word when text is typed before it, and drops it when the word changes', async () => {
    const ed = createEditor('<p>I wrote teh letter.</p>');
    await underlines(ed, 1);
    ed.commands.insertContentAt(1, 'Yesterday ');
    expect(underlined(ed)).toEqual(['teh']);
    const s = controllerOf(ed).suggestions()[0];
    ed.view.dispatch(ed.state.tr.insertText('x', s.from + 1));
    expect(controllerOf(ed).suggestions()).toHaveLength(0);
  });

  it('keeps offsets right across bold, links and hard breaks', async () => {
    const ed = createEditor(
      '<p><strong>Bold</strong> and <a href="https://x.test">a link</a><br>then teh end.</p>',
    );
    await underlines(ed, 1);
    expect(underlined(ed)).toEqual(['teh']);
    expect(server.sent('/api/v1/edits')[0].text).toBe('Bold and a link\nthen teh end.');
  });

  it('keeps offsets right with emoji and right-to-left text', async () => {
    const ed = createEditor('<p>😀👍🏽 שלום teh עולם مرحبا wierd 🎉</p>');
    await underlines(ed, 2);
    expect(underlined(ed)).toEqual(['teh', 'wierd']);
    const wierd = controllerOf(ed).suggestions()[1];
    expect(controllerOf(ed).accept(wierd.key)).toBe(true);
    expect(firstBlockText(ed)).toBe('😀👍🏽 שלום teh עולם مرحبا weird 🎉');
    expect(ed.state.selection.from).toBe(wierd.from + 'weird'.length);
  });

  it('checks lists block by block', async () => {
    const ed = createEditor('<ul><li><p>Buy teh milk</p></li><li><p>Call wierd Bob</p></li></ul>');
    await underlines(ed, 2);
    expect(underlined(ed)).toEqual(['teh', 'wierd']);
  });
});

describe('Margin TipTap extension: events', () => {
  it('emits status, suggestions and accept events, through the controller and onEvent', async () => {
    const seen: string[] = [];
    const ed = createEditor('<p>I wrote teh letter.</p>', { onEvent: (name) => seen.push(name) });
    const controller = controllerOf(ed);
    const statuses: string[] = [];
    controller.on('status', (s) => statuses.push(s.state));
    const accepted: string[] = [];
    controller.on('accept', (a) => accepted.push(`${a.suggestion.original}→${a.replacement}`));
    await underlines(ed, 1);
    // TipTap runs onCreate after mounting: the controller is in the extension's storage by now.
    expect((ed.storage as unknown as { margin: { controller: unknown } }).margin.controller).toBe(controller);
    expect(statuses).toContain('ready');
    controller.accept(controller.suggestions()[0].key);
    expect(accepted).toEqual(['teh→the']);
    expect(seen).toEqual(expect.arrayContaining(['status', 'suggestions', 'accept']));
  });
});

describe('Margin TipTap extension: card', () => {
  it('opens the card when the pointer rests on an underline, and not when it moves on', async () => {
    const ed = createEditor('<p>I wrote teh letter.</p>', { hoverDelayMs: 20 });
    await underlines(ed, 1);
    const span = ed.view.dom.querySelector('.margin-underline')!;
    span.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    span.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: ed.view.dom }));
    await settle(60);
    expect(document.querySelector('.margin-card')).toBeNull();
    span.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await until(() => document.querySelector('.margin-card') !== null);
    expect(document.querySelector('.margin-card')?.textContent).toContain('the');
    expect(ed.view.dom.querySelector('.margin-underline.margin-active')?.textContent).toBe('teh');
  });

  it('Accept in the card corrects the text, puts the caret after it and undo restores it', async () => {
    const ed = createEditor('<p>I wrote teh letter.</p>');
    await underlines(ed, 1);
    const s = controllerOf(ed).suggestions()[0];
    controllerOf(ed).openCard(s.key, true);
    const accept = document.querySelector<HTMLButtonElement>('.margin-card-accept')!;
    expect(document.activeElement).toBe(accept);
    accept.click();
    expect(firstBlockText(ed)).toBe('I wrote the letter.');
    expect(ed.state.selection.from).toBe(s.from + 3);
    expect(document.querySelector('.margin-card')).toBeNull();
    ed.commands.undo();
    expect(firstBlockText(ed)).toBe('I wrote teh letter.');
  });

  it('moves to the next suggestion with Alt+ArrowDown from the editor', async () => {
    const ed = createEditor('<p>teh one and wierd two</p>');
    await underlines(ed, 2);
    ed.commands.setTextSelection(1);
    const next = controllerOf(ed).next(1);
    expect(next?.original).toBe('teh');
    expect(controllerOf(ed).next(1)?.original).toBe('wierd');
    expect(controllerOf(ed).next(1)?.original).toBe('teh');
    expect(controllerOf(ed).next(-1)?.original).toBe('wierd');
  });
});

describe('Margin TipTap extension: accept, reject, dictionary', () => {
  it('accepts in one transaction: text corrected, caret after the replacement, feedback posted', async () => {
    const ed = createEditor('<p>I wrote teh letter.</p>');
    await underlines(ed, 1);
    const s = controllerOf(ed).suggestions()[0];
    let transactions = 0;
    ed.on('transaction', ({ transaction }) => {
      if (transaction.docChanged) transactions++;
    });
    expect(ed.commands.acceptSuggestion(s.key)).toBe(true);
    expect(firstBlockText(ed)).toBe('I wrote the letter.');
    expect(transactions).toBe(1);
    expect(ed.state.selection.empty).toBe(true);
    expect(ed.state.selection.from).toBe(s.from + 'the'.length);
    await until(() => server.sent(`/api/v1/edits/${s.editId}/accept`).length === 1);
    expect(server.sent(`/api/v1/edits/${s.editId}/accept`)[0]).toMatchObject({ session_id: 'doc-1' });
  });

  it('undo after accept restores the original in one step', async () => {
    const ed = createEditor('<p>I wrote teh letter.</p>');
    await underlines(ed, 1);
    ed.commands.acceptSuggestion(controllerOf(ed).suggestions()[0].key);
    expect(firstBlockText(ed)).toBe('I wrote the letter.');
    ed.commands.undo();
    expect(firstBlockText(ed)).toBe('I wrote teh letter.');
    ed.commands.redo();
    expect(firstBlockText(ed)).toBe('I wrote the letter.');
  });

  it('keeps bold on a word it corrects', async () => {
    const ed = createEditor('<p>I wrote <strong>teh</strong> letter.</p>');
    await underlines(ed, 1);
    const s = controllerOf(ed).suggestions()[0];
    controllerOf(ed).accept(s.key);
    expect(ed.getHTML()).toBe('<p>I wrote <strong>the</strong> letter.</p>');
  });

  it('rejects: hides the underline, posts reject, and does not show it again when the block is re-checked', async () => {
    const ed = createEditor('<p>I wrote teh letter.</p>');
    await underlines(ed, 1);
    const s = controllerOf(ed).suggestions()[0];
    expect(ed.commands.rejectSuggestion(s.key)).toBe(true);
    await settle();
    expect(controllerOf(ed).suggestions()).toHaveLength(0);
    expect(server.sent(`/api/v1/edits/${s.editId}/reject`)).toHaveLength(1);
    ed.commands.insertContentAt(ed.state.doc.content.size - 1, ' More.');
    await until(() => server.sent('/api/v1/edits').length === 2);
    await settle();
    expect(controllerOf(ed).suggestions()).toHaveLength(0);
  });

  it('adds a word to the dictionary and hides every underline of it', async () => {
    const ed = createEditor('<p>teh one</p><p>and teh other</p>');
    await underlines(ed, 2);
    const message = await controllerOf(ed).addToDictionary(controllerOf(ed).suggestions()[0].key);
    expect(message).toBeUndefined();
    expect(server.sent('/api/v1/dictionary')).toEqual([{ key: 'k'.repeat(32), word: 'teh' }]);
    expect(controllerOf(ed).suggestions()).toHaveLength(0);
  });

  it('says why a dictionary word could not be added', async () => {
    const ed = createEditor('<p>teh one</p>');
    await underlines(ed, 1);
    server.replies.set('/api/v1/dictionary', [
      { status: 409, body: { msg: 'the account has the most entries allowed' } },
    ]);
    const message = await controllerOf(ed).addToDictionary(controllerOf(ed).suggestions()[0].key);
    expect(message).toBe('the account has the most entries allowed');
    expect(controllerOf(ed).suggestions()).toHaveLength(1);
  });

  it('clears every underline', async () => {
    const ed = createEditor('<p>teh one</p>');
    await underlines(ed, 1);
    ed.commands.clearSuggestions();
    await settle();
    expect(controllerOf(ed).suggestions()).toHaveLength(0);
  });
});

describe('Margin TipTap extension: robustness', () => {
  it('drops a late answer computed for an older document (undo/redo during a pending check)', async () => {
    const ed = createEditor('<p>Plain text.</p>');
    await until(() => controllerOf(ed).status().state === 'ready');
    server.hold();
    ed.commands.insertContentAt(1, 'teh ');
    await until(() => server.sent('/api/v1/edits').length === 2);
    ed.commands.undo();
    expect(firstBlockText(ed)).toBe('Plain text.');
    server.release();
    await settle(60);
    expect(controllerOf(ed).suggestions()).toHaveLength(0);
    expect(ed.view.dom.querySelector('.margin-underline')).toBeNull();
    ed.commands.redo();
    expect(firstBlockText(ed)).toBe('teh Plain text.');
    await underlines(ed, 1);
    expect(underlined(ed)).toEqual(['teh']);
    expect(ed.state.selection.from).toBe(1 + 'teh '.length);
  });

  it('shows a quiet status when the server is down and retries with backoff, without a request per keystroke', async () => {
    const ed = createEditor('<p>Hello teh.</p>');
    server.replies.set('/api/v1/edits', ['network-error']);
    await until(() => controllerOf(ed).status().state === 'offline');
    expect(controllerOf(ed).status().message).toMatch(/cannot be reached.*Retrying in \d+ s/);
    const before = server.sent('/api/v1/edits').length;
    for (const ch of 'abc') ed.commands.insertContentAt(1, ch);
    await settle(50);
    expect(server.sent('/api/v1/edits').length).toBe(before);
    await underlines(ed, 1);
    expect(controllerOf(ed).status().state).toBe('ready');
  });

  it('abandons a request that takes too long and retries', async () => {
    const ed = createEditor('<p>Hello teh.</p>', { timeoutMs: 30 });
    server.hold();
    await until(() => controllerOf(ed).status().state === 'offline');
    server.release();
    await underlines(ed, 1);
  });

  it.each([
    [401, 'unauthorized', /API key was refused/],
    [501, 'unavailable', /not available on this server/],
  ])(
    'stops on %i with a clear status and no retry storm; checkNow resumes',
    async (status, state, message) => {
      const ed = createEditor('<p>Hello teh.</p>');
      server.replies.set('/api/v1/edits', [{ status, body: { msg: 'key: not a valid API key' } }]);
      await until(() => controllerOf(ed).status().state === state);
      expect(controllerOf(ed).status().message).toMatch(message);
      ed.commands.insertContentAt(1, 'More ');
      await settle(60);
      expect(server.sent('/api/v1/edits')).toHaveLength(1);
      ed.commands.checkNow();
      await underlines(ed, 1);
    },
  );

  it('waits out a 429 for as long as Retry-After says', async () => {
    const ed = createEditor('<p>Hello teh.</p>');
    server.replies.set('/api/v1/edits', [
      { status: 429, body: { msg: 'quota', retry_after: 3600 }, headers: { 'retry-after': '3600' } },
    ]);
    await until(() => controllerOf(ed).status().state === 'rate-limited');
    expect(controllerOf(ed).status().message).toMatch(/Usage limit reached; try again in 60 min/);
    ed.commands.insertContentAt(1, 'More ');
    await settle(60);
    expect(server.sent('/api/v1/edits')).toHaveLength(1);
  });

  it('checks again by itself once Retry-After has passed', async () => {
    const ed = createEditor('<p>Hello teh.</p>');
    server.replies.set('/api/v1/edits', [
      { status: 429, body: { msg: 'quota', retry_after: 1 }, headers: { 'retry-after': '1' } },
    ]);
    await until(() => controllerOf(ed).status().state === 'rate-limited');
    await underlines(ed, 1);
    expect(server.sent('/api/v1/edits')).toHaveLength(2);
    expect(controllerOf(ed).status().state).toBe('ready');
  });

  it('checks a 50,000-character paste in batches of at most 4,000 characters', async () => {
    const ed = createEditor('<p></p>');
    await settle();
    const paragraph = 'This paragraph has teh mistake in it and then goes on for a while with more words. ';
    const blocks = Array.from({ length: 100 }, (_, i) => `Paragraph ${i}. ${paragraph.repeat(7).trim()}`);
    const text = blocks.join('\n\n');
    expect(text.length).toBeGreaterThan(50_000);
    // jsdom has no ClipboardEvent; ProseMirror's paste path only needs an event it can mark handled.
    (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent ??= class extends Event {};
    ed.view.pasteText(text);
    await underlines(ed, 700);
    const sent = server.sent('/api/v1/edits').map((b) => String(b.text));
    expect(sent.every((t) => codePointLength(t) <= MAX_BATCH_CHARS)).toBe(true);
    expect(sent.join('\n\n').length).toBe(text.length);
    expect(ed.state.selection.from).toBe(ed.state.doc.content.size - 1);
    ed.commands.undo();
    expect(ed.state.doc.textContent).toBe('');
  });

  it('closes an open card when its block is deleted', async () => {
    const ed = createEditor('<p>Keep this.</p><p>Delete teh block.</p>');
    await underlines(ed, 1);
    const s = controllerOf(ed).suggestions()[0];
    ed.commands.setTextSelection(s.from);
    controllerOf(ed).openCard(s.key);
    expect(document.querySelector('.margin-card')?.textContent).toContain('teh');
    const second = ed.state.doc.child(0).nodeSize;
    ed.view.dispatch(ed.state.tr.delete(second, ed.state.doc.content.size));
    expect(document.querySelector('.margin-card')).toBeNull();
    expect(controllerOf(ed).accept(s.key)).toBe(false);
    expect(ed.state.doc.textContent).toBe('Keep this.');
    ed.commands.undo();
    expect(ed.state.doc.childCount).toBe(2);
    expect(ed.state.selection.from).toBe(s.from);
  });

  it('stops checking when disabled and removes the underlines', async () => {
    const ed = createEditor('<p>Hello teh.</p>');
    await underlines(ed, 1);
    ed.commands.setMarginEnabled(false);
    await settle();
    expect(controllerOf(ed).suggestions()).toHaveLength(0);
    expect(controllerOf(ed).status().state).toBe('disabled');
    expect(marginPluginKey.getState(ed.state)?.decorations.find()).toHaveLength(0);
  });
});
