import type { Frame, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { collectContentErrors } from './support/extension';
import { acceptFirst, editorHighlightOf, typeIntoEditor } from './support/flows';
import { setUpHarness } from './support/harness';
import {
  centre,
  collectErrors,
  highlightedRanges,
  overlaps,
  rectOfWordIn,
  until,
  waitFor,
} from './support/page';

/**
 * Real third-party editors (CKEditor 5, Slate, Draft.js, CodeMirror 5 and 6, TinyMCE in its iframe)
 * on fixture pages built from their npm packages, each with `spellcheck="false"` on its editable: the misspelled word is underlined,
 * Accept changes the editor's own model exactly, Ctrl+Z restores exactly the previous text and the
 * underline comes back, and nothing is thrown into the page.
 */
const h = setUpHarness();
const SENTENCE = 'I recieve the letter yesterday.';
const FIXED = 'I receive the letter yesterday.';
const WRONG = 'recieve';
const START = 'Start here.';

interface EditorCase {
  name: string;
  page: string;
  /** The editable element (in the frame, if any). */
  selector: string;
  /** The iframe the editor edits in (TinyMCE), if any. */
  frame?: string;
  /** Reads the editor's own model as plain text (exposed by the fixture on window). */
  model: string;
  /** The editor merges changes closer than this into one undo step. */
  undoMergeMs: number;
}

const CASES: EditorCase[] = [
  // CKEditor's undo batches typing by count, not time; a pause keeps the test honest anyway.
  {
    name: 'CKEditor 5',
    page: 'ckeditor.html',
    selector: '.ck-editor__editable',
    model: 'ckeditorText',
    undoMergeMs: 300,
  },
  // slate-history merges consecutive insertions of text into one undo step unless time passes.
  {
    name: 'Slate (slate-react)',
    page: 'slate.html',
    selector: '#editor',
    model: 'slateText',
    undoMergeMs: 300,
  },
  // Draft.js starts a new undo step for a change of a different type (insert-characters vs replace).
  {
    name: 'Draft.js',
    page: 'draft.html',
    selector: '.public-DraftEditor-content',
    model: 'draftText',
    undoMergeMs: 300,
  },
  // CodeMirror 5 (the installed `codemirror` package) in its contenteditable input style; its
  // history joins changes less than 1.25 s apart (historyEventDelay).
  {
    name: 'CodeMirror (5, contenteditable input)',
    page: 'codemirror.html',
    selector: '.CodeMirror-code',
    model: 'codemirrorText',
    undoMergeMs: 1300,
  },
  // CodeMirror 6 (@codemirror/view + state + commands): it reads typing from DOM mutations and
  // re-renders lines itself; its history joins changes less than 500 ms apart (newGroupDelay).
  {
    name: 'CodeMirror 6',
    page: 'codemirror6.html',
    selector: '.cm-content',
    model: 'codemirror6Text',
    undoMergeMs: 600,
  },
  // TinyMCE 8 edits in an iframe (srcdoc) whose body is the contenteditable; its undo manager
  // makes a level per typing run.
  {
    name: 'TinyMCE',
    page: 'tinymce.html',
    selector: 'body#tinymce',
    frame: 'iframe.tox-edit-area__iframe',
    model: 'tinymceText',
    undoMergeMs: 300,
  },
];

/** Where the editor of `c` edits (its iframe's frame, or the page) and that frame's offset in the page. */
async function editingFrame(
  page: Page,
  c: EditorCase,
): Promise<{ at: Page | Frame; dx: number; dy: number }> {
  if (!c.frame) return { at: page, dx: 0, dy: 0 };
  const element = await page.locator(c.frame).elementHandle();
  const frame = await element?.contentFrame();
  if (!element || !frame) throw new Error(`no frame ${c.frame}`);
  const box = (await element.boundingBox())!;
  const border = await element.evaluate((el) => ({ x: el.clientLeft, y: el.clientTop }));
  return { at: frame, dx: box.x + border.x, dy: box.y + border.y };
}

let open: Page | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('real editors', () => {
  it.each(CASES)(
    '$name: underline, Accept into the model, undo restores and the underline returns',
    async (c) => {
      const page = await h.open(c.page);
      open = page;
      const errors = collectErrors(page);
      const caught = collectContentErrors(h.ext, page);
      const read = () =>
        page.evaluate((fn) => (window as unknown as Record<string, () => string>)[fn](), c.model);
      await until(
        () =>
          page.evaluate(
            (fn) => typeof (window as unknown as Record<string, unknown>)[fn] === 'function',
            c.model,
          ),
        'the editor to start',
      );
      const { at: editing, dx, dy } = await editingFrame(page, c);
      await editing.locator(c.selector).waitFor();
      expect(await read()).toBe(START);
      expect(await editing.getAttribute(c.selector, 'spellcheck')).toBe('false');

      await typeIntoEditor(editing, c.selector, ` ${SENTENCE}`);
      await until(async () => (await read()) === `${START} ${SENTENCE}`, 'the typing to reach the model');
      const word = await editorHighlightOf(editing, c.selector, WRONG);
      await page.waitForTimeout(c.undoMergeMs);

      const at = centre(word);
      await page.mouse.click(at.x + dx, at.y + dy);
      expect(await acceptFirst(editing)).toContain('receive');
      await until(async () => (await read()) === `${START} ${FIXED}`, 'the corrected text in the model');
      await until(
        async () => (await highlightedRanges(editing)).every((r) => r.text !== WRONG),
        'the highlight to go',
      );

      await page.keyboard.press('Control+z');
      await until(
        async () => (await read()) === `${START} ${SENTENCE}`,
        'undo to restore exactly the previous text',
      );
      await editorHighlightOf(editing, c.selector, WRONG);
      expect(await read()).toBe(`${START} ${SENTENCE}`);
      expect(errors).toEqual([]);
      expect(caught).toEqual([]);
    },
  );
});

describe('a compose box inside a shadow root', () => {
  it('underline, the card opens on a click in the word, Accept, undo and the underline returns', async () => {
    const page = await h.open('shadow.html');
    open = page;
    const errors = collectErrors(page);
    const caught = collectContentErrors(h.ext, page);
    const editable = page.locator('#host #editable');
    const read = () => editable.evaluate((el) => el.textContent ?? '');
    // A locator reaches into the shadow root, where wordRect's querySelector does not.
    const wordBox = async () => {
      const box = await editable.evaluate(rectOfWordIn, WRONG);
      if (!box) throw new Error(`"${WRONG}" is not in the editable`);
      return box;
    };
    // The page switches off the browser's checker before the user reaches the box; Margin still checks.
    await editable.evaluate((el) => el.setAttribute('spellcheck', 'false'));
    await editable.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(` ${SENTENCE}`);
    const [mark] = await waitFor(
      async () => (await highlightedRanges(page)).filter((r) => r.text === WRONG),
      `a highlight on "${WRONG}"`,
    );
    const word = await wordBox();
    expect(overlaps(mark.rect, word)).toBe(true);
    const at = centre(word);
    await page.mouse.click(at.x, at.y);
    expect(await acceptFirst(page)).toContain('receive');
    await until(async () => (await read()) === `${START} ${FIXED}`, 'the corrected text');
    await until(
      async () => (await highlightedRanges(page)).every((r) => r.text !== WRONG),
      'the highlight to go',
    );
    await page.keyboard.press('Control+z');
    await until(async () => (await read()) === `${START} ${SENTENCE}`, 'undo to restore the text');
    const [back] = await waitFor(
      async () => (await highlightedRanges(page)).filter((r) => r.text === WRONG),
      `the highlight on "${WRONG}" to come back after undo`,
    );
    expect(overlaps(back.rect, await wordBox())).toBe(true);
    expect(await editable.getAttribute('spellcheck')).toBe('false');
    expect(errors).toEqual([]);
    expect(caught).toEqual([]);
  });
});

describe('an editor that refuses the change', () => {
  it('Accept leaves the text alone, the card says it could not apply and the underline stays', async () => {
    const page = await h.open('refuse.html');
    open = page;
    await page.click('#editor');
    const word = await editorHighlightOf(page, '#editor', WRONG);
    const at = centre(word);
    await page.mouse.click(at.x, at.y);
    await acceptFirst(page);
    const card = page.locator('margin-overlay .margin-card', { hasText: 'Could not apply' });
    await card.waitFor();
    expect(await page.textContent('#editor')).toBe(SENTENCE);
    expect((await highlightedRanges(page)).some((r) => r.text === WRONG)).toBe(true);
  });
});

describe('the field badge', () => {
  it('counts the suggestions of the field and opens the first one from the keyboard', async () => {
    const page = await h.open('textarea.html');
    open = page;
    const badge = page.locator('margin-overlay .margin-field-badge');
    await page.click('#field');
    await page.keyboard.insertText(SENTENCE);
    await until(
      async () => (await badge.getAttribute('aria-label')) === 'Margin: 1 suggestion',
      'the badge to count 1',
    );
    expect(await badge.textContent()).toBe('1');
    const field = (await page.locator('#field').boundingBox())!;
    expect(overlaps((await badge.boundingBox())!, field)).toBe(true);
    await badge.focus();
    await page.keyboard.press('Enter');
    const accept = page.locator('margin-overlay .margin-card-accept').first();
    await accept.waitFor();
    expect(await accept.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await page.keyboard.press('Enter');
    await until(async () => (await page.inputValue('#field')) === FIXED, 'the accepted text');
    await until(async () => (await badge.textContent()) === '0', 'the badge to count 0');
  });
});
