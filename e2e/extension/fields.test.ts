import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectContentErrors } from './support/extension';
import {
  acceptFirst,
  clickUnderlineOf,
  editorHighlightOf,
  typeIntoControl,
  typeIntoEditor,
} from './support/flows';
import { setUpHarness } from './support/harness';
import { centre, collectErrors, highlightedRanges, underlineBoxes, until, waitFor } from './support/page';

/**
 * Each kind of field on its fixture page: the underline sits over the misspelled word, Accept
 * corrects it through the page's input path (caret after the replacement), undo restores the text,
 * and the server receives the accept. The editors (contenteditable, TipTap, Quill, Lexical) carry
 * `spellcheck="false"`, get their underline back after undo and see no exception or console error.
 */
const h = setUpHarness();
const SENTENCE = 'I recieve the letter yesterday.';
const FIXED = 'I receive the letter yesterday.';
const WRONG = 'recieve';

function accepts(): { path: string; status: number }[] {
  return h.proxy.seen('/api/v1/edits/').filter((r) => r.path.endsWith('/accept'));
}

async function expectAcceptReached(before: number): Promise<void> {
  await until(
    async () => accepts().length > before && accepts().at(-1)?.status !== 0,
    'the accept to reach the server',
  );
  expect(accepts().at(-1)?.status).toBe(201);
}

async function controlScenario(page: Page, selector: string, prefix = ''): Promise<void> {
  await typeIntoControl(page, selector, prefix + SENTENCE);
  const at = prefix.length + SENTENCE.indexOf(WRONG);
  await clickUnderlineOf(page, selector, at, WRONG.length);
  const before = accepts().length;
  expect(await acceptFirst(page)).toContain('receive');
  expect(await page.inputValue(selector)).toBe(prefix + FIXED);
  expect(await page.$eval(selector, (el) => (el as HTMLInputElement).selectionStart)).toBe(
    at + 'receive'.length,
  );
  await expectAcceptReached(before);
  await until(async () => (await underlineBoxes(page)).length === 0, 'the underline to go');
  await page.keyboard.press('Control+z');
  expect(await page.inputValue(selector)).toBe(prefix + SENTENCE);
}

async function editorScenario(
  page: Page,
  selector: string,
  readText: () => Promise<string>,
  before: string,
  undoMergeMs = 0,
): Promise<void> {
  const errors = collectErrors(page);
  const caught = collectContentErrors(h.ext, page);
  await page.locator(selector).waitFor();
  // The page switches off the browser's own checker before the writer reaches the field (as Draft.js,
  // CodeMirror and TinyMCE do by default): that must not switch off Margin.
  await page.$eval(selector, (el) => el.setAttribute('spellcheck', 'false'));
  await typeIntoEditor(page, selector, ` ${SENTENCE}`);
  const word = await editorHighlightOf(page, selector, WRONG);
  // Editors that merge changes made within a short time into one undo step need that time to pass,
  // or undo would take back the typing together with the accepted replacement.
  if (undoMergeMs > 0) await page.waitForTimeout(undoMergeMs);
  const c = centre(word);
  await page.mouse.click(c.x, c.y);
  const sent = accepts().length;
  expect(await acceptFirst(page)).toContain('receive');
  await until(async () => (await readText()) === `${before} ${FIXED}`, 'the corrected text');
  await until(
    async () => (await highlightedRanges(page)).every((r) => r.text !== WRONG),
    'the highlight to go',
  );
  await expectAcceptReached(sent);
  await page.keyboard.press('Control+z');
  await until(async () => (await readText()) === `${before} ${SENTENCE}`, 'undo to restore the text');
  // The restored word is underlined again (its block's result is remembered, no new request needed).
  await editorHighlightOf(page, selector, WRONG);
  // The field's badge counts it again rather than staying on "checking" (undo needs no request).
  const badge = page.locator('margin-overlay .margin-field-badge');
  await until(async () => Number(await badge.textContent()) >= 1, 'the badge to count the suggestion again');
  // The editor kept the page's attribute through typing, accept and undo, so the field was checked with it.
  expect(await page.getAttribute(selector, 'spellcheck')).toBe('false');
  expect(errors).toEqual([]);
  // Nor did the content script catch any (they would go to the extension's log, not the page).
  expect(caught).toEqual([]);
}

describe('form controls', () => {
  it('plain textarea', async () => {
    const page = await h.open('textarea.html');
    await controlScenario(page, '#field');
    // The text was checked by the server's Edits endpoint, not only by the offline worker.
    expect(h.proxy.seen('/api/v1/edits').some((r) => r.body.includes(WRONG))).toBe(true);
    await page.close();
  });

  it('text input', async () => {
    const page = await h.open('input.html');
    await controlScenario(page, '#field');
    await page.close();
  });

  it('textarea in a CSS-transformed (scaled and translated) container', async () => {
    const page = await h.open('transformed.html');
    await controlScenario(page, '#field');
    await page.close();
  });

  it('textarea on a zoomed page (CSS zoom)', async () => {
    const page = await h.open('zoom.html');
    await controlScenario(page, '#field');
    await page.close();
  });

  it('scrolled long textarea in a scrolling container: the underline follows every scroll', async () => {
    const page = await h.open('long.html');
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long text that fills the field.`);
    lines[30] = SENTENCE;
    const text = lines.join('\n');
    await page.locator('#field').fill(text);
    await page.evaluate(() => {
      window.scrollTo(0, 250);
      const scroller = document.getElementById('scroller')!;
      scroller.scrollTop = 120;
      const field = document.getElementById('field') as HTMLTextAreaElement;
      field.focus();
      // Line 31 (the misspelled one) in view: 15px font at line-height 1.4.
      field.scrollTop = 30 * 21 - 60;
    });
    const at = text.indexOf(WRONG);
    const box = await clickUnderlineOf(page, '#field', at, WRONG.length);
    await page.keyboard.press('Escape');
    // Scroll the field, its container and the window: the box moves by the same amounts.
    await page.evaluate(() => {
      (document.getElementById('field') as HTMLTextAreaElement).scrollTop -= 30;
      document.getElementById('scroller')!.scrollTop += 20;
      window.scrollBy(0, 10);
    });
    await until(
      async () =>
        // The word's box (the server may flag words of the filler lines too) moved with the scrolls.
        (await underlineBoxes(page)).some(
          (moved) => Math.abs(moved.x - box.x) < 2 && Math.abs(moved.y - (box.y + 30 - 20 - 10)) < 2,
        ),
      'the underline to follow the scroll',
    );
    await clickUnderlineOf(page, '#field', at, WRONG.length);
    await page.close();
  });

  it('underlines of words scrolled out of a textarea are clipped to its client box, never on its border', async () => {
    const page = await h.open('scrolled.html');
    // A misspelling on every line, so some underline always sits at the edge being scrolled past.
    const text = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}: I recieve the letter.`).join('\n');
    await page.click('#field');
    await page.locator('#field').fill(text);
    await waitFor(() => underlineBoxes(page), 'underlines in the textarea');
    for (const scrollTop of [0, 5, 11, 17, 33, 64, 131, 250, 9999]) {
      await page.evaluate((top) => {
        (document.getElementById('field') as HTMLTextAreaElement).scrollTop = top;
      }, scrollTop);
      // The repaint follows the scroll event on the next frame.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const client = await page.$eval('#field', (el) => {
        const r = el.getBoundingClientRect();
        return {
          x: r.x + el.clientLeft,
          y: r.y + el.clientTop,
          width: el.clientWidth,
          height: el.clientHeight,
        };
      });
      const boxes = await underlineBoxes(page);
      expect(boxes.length).toBeGreaterThan(0);
      for (const b of boxes) {
        expect(b.y, `scrollTop ${scrollTop}`).toBeGreaterThanOrEqual(client.y - 0.5);
        expect(b.y + b.height, `scrollTop ${scrollTop}`).toBeLessThanOrEqual(client.y + client.height + 0.5);
        expect(b.x).toBeGreaterThanOrEqual(client.x - 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(client.x + client.width + 0.5);
      }
    }
    await page.close();
  });

  it('textarea in a same-origin iframe', async () => {
    const page = await h.open('iframe.html');
    const frame = page.frames().find((f) => f.url().endsWith('/textarea.html'));
    if (!frame) throw new Error('no iframe');
    await frame.click('#field');
    await page.keyboard.insertText(SENTENCE);
    const boxes = await waitFor(() => underlineBoxes(frame), 'an underline inside the iframe');
    const offset = (await page.locator('#frame').boundingBox())!;
    const c = centre(boxes[0]);
    await page.mouse.click(offset.x + c.x, offset.y + c.y);
    const caret = await frame.$eval('#field', (el) => (el as HTMLTextAreaElement).selectionStart);
    expect(caret).toBeGreaterThanOrEqual(SENTENCE.indexOf(WRONG));
    expect(caret).toBeLessThanOrEqual(SENTENCE.indexOf(WRONG) + WRONG.length);
    await frame.locator('margin-overlay .margin-card-accept').first().click();
    expect(await frame.inputValue('#field')).toBe(FIXED);
    await page.close();
  });

  it('emoji before the word: offsets stay on the word (code points on the wire, UTF-16 in the page)', async () => {
    const page = await h.open('textarea.html');
    await controlScenario(page, '#field', '🎉🎉 ');
    await page.close();
  });

  it('right-to-left textarea', async () => {
    const page = await h.open('rtl.html');
    await controlScenario(page, '#field');
    await page.close();
  });
});

describe('editors', () => {
  it('contenteditable', async () => {
    const page = await h.open('editable.html');
    await editorScenario(page, '#field', async () => (await page.textContent('#field')) ?? '', 'Start here.');
    await page.close();
  });

  it('an editor that redraws its text with the same words keeps the underline', async () => {
    const page = await h.open('editable.html');
    await typeIntoEditor(page, '#field', ` ${SENTENCE}`);
    await editorHighlightOf(page, '#field', WRONG);
    // What CodeMirror or a React editor does on a redraw: new text nodes, the same text.
    await page.$eval('#field', (el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      for (const node of nodes) node.replaceWith(document.createTextNode(node.data));
    });
    await editorHighlightOf(page, '#field', WRONG);
    await page.close();
  });

  it('an editable cell inside a non-editable widget is part of the editor around it: one field, one underline', async () => {
    const page = await h.open('nested.html');
    const errors = collectErrors(page);
    const caught = collectContentErrors(h.ext, page);
    const cell = () => page.textContent('#cell');
    // The writer is in the editor's paragraph first, then in the widget's cell (CKEditor 5 tables).
    await page.click('#field p');
    await page.click('#cell');
    await page.keyboard.press('End');
    await page.keyboard.type(' I recieve it.', { delay: 10 });
    const word = await editorHighlightOf(page, '#cell', WRONG);
    const badges = page.locator('margin-overlay .margin-field-badge');
    await until(async () => Number(await badges.first().textContent()) >= 1, 'the badge to count the word');
    expect(await badges.count()).toBe(1);
    expect((await highlightedRanges(page)).filter((r) => r.text === WRONG)).toHaveLength(1);
    const c = centre(word);
    await page.mouse.click(c.x, c.y);
    expect(await acceptFirst(page)).toContain('receive');
    await until(async () => (await cell()) === 'Cell text. I receive it.', 'the corrected cell');
    await page.keyboard.press('Control+z');
    await until(async () => (await cell()) === 'Cell text. I recieve it.', 'undo to restore the cell');
    await editorHighlightOf(page, '#cell', WRONG);
    expect(errors).toEqual([]);
    expect(caught).toEqual([]);
    await page.close();
  });

  it('TipTap (ProseMirror)', async () => {
    const page = await h.open('tiptap.html');
    const read = () =>
      page.evaluate(() => (window as unknown as { editor: { getText(): string } }).editor.getText());
    // ProseMirror's history joins changes less than 500 ms apart (newGroupDelay) into one undo step.
    await editorScenario(page, '.tiptap', read, 'Start here.', 600);
    await page.close();
  });

  it('Quill', async () => {
    const page = await h.open('quill.html');
    await page.evaluate(() =>
      (window as unknown as { quill: { setText(t: string): void } }).quill.setText('Start here.'),
    );
    const read = () =>
      page.evaluate(() =>
        (window as unknown as { quill: { getText(): string } }).quill.getText().replace(/\n$/, ''),
      );
    // Quill's history merges changes less than 1 s apart (its `delay` option).
    await editorScenario(page, '.ql-editor', read, 'Start here.', 1100);
    await page.close();
  });
});

describe('Lexical', () => {
  it('Lexical', async () => {
    const page = await h.open('lexical.html');
    const read = () => page.evaluate(() => (window as unknown as { lexicalText(): string }).lexicalText());
    // The fixture's history merges changes less than 300 ms apart.
    await editorScenario(page, '#editor', read, 'Start here.', 400);
    await page.close();
  });
});

describe('strict Content-Security-Policy page', () => {
  it('underlines in a textarea and an editor, and the card is styled', async () => {
    const page = await h.open('csp.html');
    await typeIntoControl(page, '#field', SENTENCE);
    await clickUnderlineOf(page, '#field', SENTENCE.indexOf(WRONG), WRONG.length);
    const card = page.locator('margin-overlay .margin-card');
    await card.waitFor();
    // The card's stylesheet applied despite style-src 'self': it has its white background and border.
    expect(await card.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    await acceptFirst(page);
    expect(await page.inputValue('#field')).toBe(FIXED);
    await typeIntoEditor(page, '#editable', ` ${SENTENCE}`);
    await editorHighlightOf(page, '#editable', WRONG);
    await page.close();
  });
});
