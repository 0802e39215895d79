import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Sapling's published browser SDK (`Sapling.init` + `Sapling.observe`, shipped as an ES module, so
 * it is served as is) on a page with a textarea and a contenteditable, talking to a real Margin
 * server: underlines appear, Accept replaces the text, and the server records the accept.
 */

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/sapling/page.html');
const SDK_DIR = path.dirname(createRequire(import.meta.url).resolve('@saplingai/sapling-js/observer'));

let server: RunningServer | undefined;
let browser: Browser | undefined;
let pages: http.Server | undefined;
let pageUrl = '';

/** Serves the fixture page and the SDK's two files; the page is on another origin than the API, as in production. */
function servePage(): Promise<http.Server> {
  const srv = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/sdk/observer.js' || pathname === '/sdk/sapling-sdk.min.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(fs.readFileSync(path.join(SDK_DIR, path.basename(pathname))));
    } else if (pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(fs.readFileSync(FIXTURE));
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => srv.listen(0, '127.0.0.1', () => resolve(srv)));
}

beforeAll(async () => {
  [server, browser, pages] = await Promise.all([startServer(), launchChromium(), servePage()]);
  const { port } = pages.address() as AddressInfo;
  pageUrl = `http://127.0.0.1:${port}/?key=${server.operatorKey}&api=${encodeURIComponent(server.url)}`;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => pages?.close(r));
  await server?.stop();
});

/** The SDK's underline for `word` (its aria-label names the original and the replacement). */
const underline = (page: Page, word: string, replacement: string) =>
  page.locator(`.sapling-edit[aria-label="Sapling Edit for: ${word}. Replacement: ${replacement}."]`);

/** Hovers an underline, clicks the card's Accept, and returns the accept call the SDK made. */
async function accept(page: Page, word: string, replacement: string) {
  const mark = underline(page, word, replacement);
  await mark.waitFor({ state: 'attached', timeout: 60_000 });
  const box = await mark.boundingBox();
  if (!box) throw new Error(`the underline for "${word}" has no box`);
  const posted = page.waitForResponse((r) => /\/api\/v1\/edits\/[^/]+\/accept$/.test(r.url()));
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('sapling-controls-sdk #accept-button').click();
  const res = await posted;
  return {
    status: res.status(),
    url: res.url(),
    body: res.request().postDataJSON() as Record<string, unknown>,
  };
}

/** Whether the server still takes an accept for this edit (409 means it recorded the first one). */
async function acceptAgain(url: string, sessionId: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: server!.operatorKey, session_id: sessionId }),
  });
  return res.status;
}

describe('Sapling browser SDK on Margin', () => {
  it('underlines a textarea and a contenteditable, and Accept replaces the text and is recorded', async () => {
    const page = await browser!.newPage();
    const edits: { status: number; body: Record<string, unknown> }[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/v1/edits'))
        edits.push({ status: r.status(), body: r.request().postDataJSON() });
    });
    try {
      await page.goto(pageUrl);
      await page.waitForFunction(() => (window as unknown as { saplingReady?: boolean }).saplingReady);
      // One field at a time: the SDK checks the focused field after a pause in typing.
      const checked = () =>
        page.waitForResponse((r) => r.url().endsWith('/api/v1/edits'), { timeout: 60_000 });
      let answer = checked();
      await page.click('#plain');
      await page.keyboard.type('She go to school.');
      await answer;
      answer = checked();
      await page.click('#rich');
      await page.keyboard.type('I has a apple.');
      await answer;

      // Underlines from Margin's answers, drawn by the SDK in both fields.
      await underline(page, 'go', 'goes').waitFor({ state: 'attached', timeout: 60_000 });
      await underline(page, 'has', 'have').waitFor({ state: 'attached', timeout: 60_000 });
      // What made the difference: the SDK's default body, variety null included, is answered.
      expect(edits.length).toBeGreaterThanOrEqual(2);
      for (const e of edits) expect(e).toMatchObject({ status: 200, body: { variety: null, lang: 'en' } });

      const inTextarea = await accept(page, 'go', 'goes');
      expect(inTextarea.status).toBe(201);
      await expect.poll(() => page.inputValue('#plain')).toBe('She goes to school.');

      const inRich = await accept(page, 'has', 'have');
      expect(inRich.status).toBe(201);
      await expect.poll(() => page.locator('#rich').textContent()).toBe('I have a apple.');

      // The server kept both accepts: a second report of the same edit in its document is a 409.
      expect(await acceptAgain(inTextarea.url, inTextarea.body.session_id)).toBe(409);
      expect(await acceptAgain(inRich.url, inRich.body.session_id)).toBe(409);
    } finally {
      await page.close();
    }
  }, 120_000);
});
