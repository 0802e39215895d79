import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { configure, popupState } from './support/extension';
import { clickUnderlineOf, typeIntoControl } from './support/flows';
import { setUpHarness } from './support/harness';
import { underlineBoxes, until, waitFor } from './support/page';

/**
 * The server misbehaving: down, slow, refusing the key, over quota. Each time the popup says why,
 * spelling underlines keep coming from the offline worker, and the extension does not hammer the
 * server with retries. The quota is small so the last test can run into it.
 */
const h = setUpHarness({ QUOTA_ENTERPRISE_DAILY: '150' });

const edits = () => h.proxy.seen('/api/v1/edits').filter((r) => !r.path.includes('/api/v1/edits/'));

/** Types a sentence into a fresh textarea page and waits for the offline (or online) underline of `word`. */
async function typeAndSeeUnderline(text: string, word: string): Promise<Page> {
  const page = await h.open('textarea.html');
  await typeIntoControl(page, '#field', text);
  await clickUnderlineOf(page, '#field', text.indexOf(word), word.length);
  await page.keyboard.press('Escape');
  return page;
}

/** Types more text in small pauses (longer than the debounce), like a writer carrying on. */
async function keepTyping(page: Page, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.insertText(` More words number ${i}.`);
    await page.waitForTimeout(600);
  }
}

describe('server problems', () => {
  it('server down: offline underlines, the popup says unreachable, and no retry storm', async () => {
    h.proxy.mode = { kind: 'down' };
    const before = edits().length;
    const page = await typeAndSeeUnderline('The commitee meets today.', 'commitee');
    await keepTyping(page, 5);
    // About 3.5 s of typing while the first backoff (2 s, then 4 s) runs: at most two more attempts.
    expect(edits().length - before).toBeLessThanOrEqual(3);
    const popup = await popupState(h.ext);
    expect(popup.status).toBe('Offline spellcheck');
    expect(popup.reason).toContain('cannot be reached');
    h.proxy.mode = { kind: 'forward' };
    await page.close();
  });

  it('server slow: after the time-out the offline worker answers and the popup says the server did not answer', async () => {
    // A new configuration lifts the backoff left by the previous test.
    await configure(h.ext, h.proxy.url, h.server.operatorKey);
    h.proxy.mode = { kind: 'slow', delayMs: 20_000 };
    const page = await h.open('textarea.html');
    await typeIntoControl(page, '#field', 'It will definately rain.');
    await waitFor(() => underlineBoxes(page), 'the offline underline', 25_000);
    const popup = await popupState(h.ext);
    expect(popup.reason).toContain('did not answer within');
    h.proxy.mode = { kind: 'forward' };
    await page.close();
  }, 45_000);

  it('key refused: the popup shows the reason, offline underlines appear, and no more requests are sent', async () => {
    await configure(h.ext, h.proxy.url, 'x'.repeat(32));
    const before = edits().length;
    const page = await typeAndSeeUnderline('The commitee meets today.', 'commitee');
    await keepTyping(page, 3);
    expect(edits().length - before).toBe(1);
    const popup = await popupState(h.ext);
    expect(popup.status).toBe('Offline spellcheck');
    expect(popup.reason).toContain('The API key was refused');
    await page.close();
  });

  it('over quota (429): the popup shows the limit, offline underlines appear, and the server is left alone', async () => {
    await configure(h.ext, h.proxy.url, h.server.operatorKey);
    const page = await typeAndSeeUnderline('I recieve the letter today.', 'recieve');
    expect(edits().at(-1)?.status).toBe(200);
    // This paragraph does not fit in what is left of the 150-character daily quota.
    await page.keyboard.insertText(
      `\nThe commitee wrote a long report about the budget, the schedule and the staff for the coming year.`,
    );
    await until(async () => edits().at(-1)?.status === 429, 'the 429');
    const after429 = edits().length;
    await until(
      async () => (await underlineBoxes(page)).length >= 2,
      'the offline underline of the new paragraph',
    );
    await keepTyping(page, 3);
    expect(edits().length).toBe(after429);
    const popup = await popupState(h.ext);
    expect(popup.status).toBe('Offline spellcheck');
    expect(popup.reason).toContain('Usage limit reached');
    await page.close();
  });
});
