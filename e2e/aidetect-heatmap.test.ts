import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// Markup a hostile page could slip into the text: each would set a flag if it ran.
const TEXT =
  'Additionally, it is important to note that the results are significant. ' +
  '<script>window.__ranScript = true</script> ' +
  '<img src="x" onerror="window.__ranOnerror = true"> ' +
  '<a href="javascript:window.__ranLink = true">link</a> & "quotes" \'too\'. Overall, this is essential.';

let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('AI detector heatmap (score_string) in Chromium', () => {
  it('shows markup inside the text as text and never runs it', async () => {
    const res = await fetch(`${server!.url}/api/v1/aidetect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server!.operatorKey}` },
      body: JSON.stringify({ text: TEXT, score_string: true }),
    });
    expect(res.status).toBe(200);
    const { score_string: html } = (await res.json()) as { score_string: string };

    const page = await browser!.newPage();
    try {
      // Parsed as page markup, exactly as a client that drops the heatmap into its page would.
      await page.setContent(`<!doctype html><html><body>${html}</body></html>`, { waitUntil: 'load' });
      await page.click('a', { timeout: 2_000 }).catch(() => undefined);
      const flags = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w.__ranScript, w.__ranOnerror, w.__ranLink];
      });
      expect(flags).toEqual([undefined, undefined, undefined]);
      expect(await page.locator('script, img, a').count()).toBe(0);
      expect(await page.locator('.margin-ai-heatmap').textContent()).toBe(TEXT);
    } finally {
      await page.close();
    }
  });
});
