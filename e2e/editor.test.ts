import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchChromium } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;

// The first edits request loads the grammar and spelling engines (several seconds on a cold server).
const ENGINE_WAIT = 60_000;
vi.setConfig({ testTimeout: 90_000 });

/** POSTs to the API with the operator key, as a second client would. */
async function api(
  path: string,
  body: object = {},
  method = 'POST',
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server!.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify({ key: server!.operatorKey, ...body }),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Empties the demo editor and types `text` into it with the keyboard (the real input path). */
async function typeIntoEditor(text: string) {
  await page.evaluate(() => {
    const demo = (
      window as unknown as {
        marginDemo: { editor: { commands: { setContent(c: string): void; focus(p: string): void } } };
      }
    ).marginDemo;
    demo.editor.commands.setContent('<p></p>');
    demo.editor.commands.focus('end');
  });
  // Wait until the editor really has focus, or the first keystrokes go nowhere on a busy machine.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.classList.contains('ProseMirror')))
    .toBe(true);
  await page.keyboard.type(text, { delay: 5 });
  await expect.poll(editorText).toBe(text);
}

/** Types `text` and waits until the check of what was typed has been answered, so later steps do not race it. */
async function typeAndSettle(text: string) {
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/v1/edits'), { timeout: ENGINE_WAIT });
  await typeIntoEditor(text);
  await checked;
}

const editorText = () => page.locator('#editor .ProseMirror').textContent();
const underline = (word: string) =>
  page.locator('#editor .margin-underline', { hasText: new RegExp(`^${word}$`) });

/** The text just before the caret, read from the editor state. */
const textBeforeCaret = (n: number) =>
  page.evaluate((count) => {
    const { editor } = (
      window as unknown as {
        marginDemo: {
          editor: {
            state: { selection: { from: number }; doc: { textBetween(a: number, b: number): string } };
          };
        };
      }
    ).marginDemo;
    const at = editor.state.selection.from;
    return editor.state.doc.textBetween(Math.max(1, at - count), at);
  }, n);

describe('editor plugin demo at GET /editor', () => {
  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    // Warm the engines so each test waits for a check, not for a model to load.
    // Misspellings load the spelling engine's candidate index as well as the grammar worker.
    await api('/api/v1/edits', {
      text: 'Warm up the engines: I recieve teh letters.',
      session_id: 'warm-up',
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    page = await browser!.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${server!.url}/editor`);
    await page.locator('#editor .ProseMirror').waitFor();
  });

  afterEach(async () => {
    await page.close();
  });

  it('is linked from the playground and uses the operator key on loopback', async () => {
    await page.goto(server!.url);
    await page.getByRole('link', { name: 'Editor demo' }).click();
    await page.waitForURL(/\/editor$/);
    expect(await page.locator('#key').inputValue()).toBe(server!.operatorKey);
  });

  it('underlines a misspelling, accepts it from the card in one undo step, and the server records the accept', async () => {
    await typeIntoEditor('This sentence has a speling mistake.');
    await underline('speling').waitFor({ timeout: ENGINE_WAIT });

    await underline('speling').click();
    const card = page.getByRole('dialog').filter({ hasText: 'spelling' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Spelling');
    const accepted = page.waitForResponse((r) => /\/api\/v1\/edits\/[^/]+\/accept$/.test(r.url()));
    await card.getByRole('button', { name: 'Replace speling with spelling' }).click();

    await expect.poll(editorText).toBe('This sentence has a spelling mistake.');
    expect(await textBeforeCaret(8)).toBe('spelling');
    const response = await accepted;
    expect(response.status()).toBe(201);
    const editId = /edits\/([^/]+)\/accept$/.exec(response.url())![1];
    const sessionId = JSON.parse(response.request().postData() ?? '{}').session_id;
    // A second accept of the same edit in the same document is refused: the first one was recorded.
    expect(await api(`/api/v1/edits/${editId}/accept`, { session_id: sessionId })).toMatchObject({
      status: 409,
    });

    await page.keyboard.press('Control+z');
    await expect.poll(editorText).toBe('This sentence has a speling mistake.');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(editorText).toBe('This sentence has a spelling mistake.');
  });

  it('rejects a suggestion: the underline goes, the server records it, and a re-check does not bring it back', async () => {
    await typeIntoEditor('We sat in the sentance room.');
    await underline('sentance').waitFor({ timeout: ENGINE_WAIT });
    await underline('sentance').click();
    const rejected = page.waitForResponse((r) => /\/api\/v1\/edits\/[^/]+\/reject$/.test(r.url()));
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await underline('sentance').waitFor({ state: 'detached' });
    const response = await rejected;
    expect(response.status()).toBe(201);
    const editId = /edits\/([^/]+)\/reject$/.exec(response.url())![1];
    const sessionId = JSON.parse(response.request().postData() ?? '{}').session_id;
    expect(await api(`/api/v1/edits/${editId}/reject`, { session_id: sessionId })).toMatchObject({
      status: 409,
    });

    const rechecked = page.waitForResponse((r) => r.url().endsWith('/api/v1/edits'));
    await page.keyboard.type(' It was a recieve day.');
    await underline('recieve').waitFor({ timeout: ENGINE_WAIT });
    expect((await rechecked).status()).toBe(200);
    expect(await underline('sentance').count()).toBe(0);
  });

  it('adds a word to the dictionary: its underline goes and the account dictionary lists it', async () => {
    await typeIntoEditor('Our team says gloopify for that.');
    await underline('gloopify').waitFor({ timeout: ENGINE_WAIT });
    await underline('gloopify').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to dictionary' }).click();
    await underline('gloopify').waitFor({ state: 'detached' });
    const listed = await fetch(`${server!.url}/api/v1/dictionary?key=${server!.operatorKey}`).then((r) =>
      r.json(),
    );
    expect(listed.words.map((w: { word: string }) => w.word)).toContain('gloopify');

    await page.keyboard.press('Enter');
    await page.keyboard.type('We gloopify again and recieve it.');
    await underline('recieve').waitFor({ timeout: ENGINE_WAIT });
    expect(await underline('gloopify').count()).toBe(0);
  });

  it('moves between suggestions with Alt+ArrowDown and accepts with Enter', async () => {
    await typeIntoEditor('I recieve a speling test.');
    await underline('speling').waitFor({ timeout: ENGINE_WAIT });
    await underline('recieve').waitFor({ timeout: ENGINE_WAIT });
    await page.keyboard.press('Home');
    await page.keyboard.press('Alt+ArrowDown');
    const card = page.getByRole('dialog');
    await card.waitFor();
    expect(await card.textContent()).toContain('receive');
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('dialog').filter({ hasText: 'spelling' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(editorText).toBe('I recieve a spelling test.');
    expect(await textBeforeCaret(8)).toBe('spelling');
  });

  it('rephrases a selection: the popover lists results and Replace puts one in place of the selection', async () => {
    await typeAndSettle('The report was written by the team.');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Margin' }).getByRole('button', { name: 'Rephrase' }).click();
    const panel = page.getByRole('dialog', { name: 'Rephrase' });
    await panel.getByRole('menuitem', { name: 'Active voice' }).click();
    const result = panel.locator('.margin-result-text').first();
    await result.waitFor({ timeout: ENGINE_WAIT });
    const replacement = await result.textContent();
    expect(replacement).not.toBe('The report was written by the team.');
    await panel.getByRole('button', { name: 'Replace' }).first().click();
    await expect.poll(editorText).toBe(replacement);
    await page.keyboard.press('Control+z');
    await expect.poll(editorText).toBe('The report was written by the team.');
  });

  it('offers tone and tense submenus in the Rephrase popover', async () => {
    await typeAndSettle('I walk to the office every morning.');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Margin' }).getByRole('button', { name: 'Rephrase' }).click();
    const panel = page.getByRole('dialog', { name: 'Rephrase' });
    await panel.getByRole('menuitem', { name: 'Change tense' }).click();
    await panel.getByRole('menu', { name: 'Tense' }).getByRole('menuitem', { name: 'Simple past' }).click();
    const result = panel.locator('.margin-result-text').first();
    await result.waitFor({ timeout: ENGINE_WAIT });
    expect(await result.textContent()).toMatch(/walked/);
  });

  it('lists the tones of a selection with emoji, and hovering a tone highlights its sentences', async () => {
    await typeAndSettle('I am so happy with the results! This is terrible news.');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Margin' }).getByRole('button', { name: 'Tone' }).click();
    const panel = page.getByRole('dialog', { name: 'Tone' });
    const tones = panel.locator('.margin-tone');
    await tones.first().waitFor({ timeout: ENGINE_WAIT });
    expect(await tones.count()).toBeGreaterThan(0);
    expect(await panel.locator('.margin-tone-emoji').first().textContent()).toMatch(
      /\p{Extended_Pictographic}/u,
    );
    await tones.first().hover();
    await page.locator('#editor .margin-tone-highlight').first().waitFor();
    const highlighted = await page.locator('#editor .margin-tone-highlight').allInnerTexts();
    expect(highlighted.join(' ').length).toBeGreaterThan(0);
  });

  it('shows "not available" states when the server answers 501', async () => {
    for (const path of ['edits', 'rephrase', 'tone']) {
      await page.route(`**/api/v1/${path}`, (route) =>
        route.fulfill({
          status: 501,
          contentType: 'application/json',
          body: JSON.stringify({ msg: `${path} is not available yet` }),
        }),
      );
    }
    await typeIntoEditor('Some text to check.');
    await page.getByRole('status').filter({ hasText: 'Checking is not available on this server.' }).waitFor();
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Margin' }).getByRole('button', { name: 'Rephrase' }).click();
    const rephrase = page.getByRole('dialog', { name: 'Rephrase' });
    await rephrase.getByRole('menuitem', { name: 'Shorten' }).click();
    await rephrase.getByText('Rephrasing is not available on this server.').waitFor();
    await rephrase.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Margin' }).getByRole('button', { name: 'Tone' }).click();
    await page
      .getByRole('dialog', { name: 'Tone' })
      .getByText('Tone analysis is not available on this server.')
      .waitFor();
  });

  it('shows a quiet status, not a dialog, while the server is unreachable, and recovers', async () => {
    await page.route('**/api/v1/edits', (route) => route.abort('connectionrefused'));
    await typeIntoEditor('I recieve it here.');
    await page
      .getByRole('status')
      .filter({ hasText: /cannot be reached.*Retrying in/ })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.unroute('**/api/v1/edits');
    await underline('recieve').waitFor({ timeout: ENGINE_WAIT });
  });
});
