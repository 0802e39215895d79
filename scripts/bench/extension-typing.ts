/**
 * Typing with and without the extension (issue #18): in Chromium, keystrokes typed into a
 * 3,000-word textarea and a 3,000-word contenteditable, counting those whose handling took more
 * than 16 ms (a frame). Each keystroke's time is its Event Timing entry (`keydown`: from the key
 * press, through the page's and the content script's handlers and the input they cause, to the
 * next paint). The same typing runs in a browser without the extension and in one with the
 * production build checking the field against the real server, key by key in turn, in one run.
 * Part of `npx tsx scripts/bench/extension.ts` (and `npm run bench`); alone with
 * `npx tsx scripts/bench/extension-typing.ts`.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { configure, type ExtensionBrowser, launchWithExtension } from '../../e2e/extension/support/extension';
import { FixtureServer } from '../../e2e/extension/support/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/browser';
import type { RunningServer } from '../../e2e/support/server';
import { proseWithTypos } from './extension';
import { type BenchRow, runStandalone } from './row';

/** Words in each field, as in the report. */
export const TYPING_FIELD_WORDS = 3000;
/** Times TYPED is typed into each field. */
const ROUNDS = 3;
/** Typed in the middle of the field in each run (as a writer adds a sentence), one key at a time. */
const TYPED = 'The committee agreed to meet again next week to review the estimate, and then went home. ';
/** Pause between keys: a quick typist's 20 characters a second, leaving time for each frame. */
const KEY_DELAY_MS = 50;
/** Quiet time after a field is opened and focused, before typing, in both browsers. */
const SETTLE_MS = 5000;
/** A keystroke handled in more than one frame's time is slow. */
const SLOW_MS = 16;

type FieldKind = 'textarea' | 'contenteditable';

/** A browser like the extension's (same Chromium, flags, headless mode, viewport), without any extension. */
export async function launchPlain(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-plain-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1100, height: 800 },
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a field holding `paragraphs`, puts the caret in its middle (the extension reads a field once
 * it is focused), waits for the extension's first underlines when it is there, and starts counting
 * slow keystrokes.
 */
async function openField(
  context: BrowserContext,
  fixturesUrl: string,
  kind: FieldKind,
  paragraphs: string[],
  withExtension: boolean,
): Promise<Page> {
  const page = await context.newPage();
  if (kind === 'textarea') {
    await page.goto(`${fixturesUrl}/textarea.html`);
    await page.locator('#field').fill(paragraphs.join('\n\n'));
  } else {
    await page.goto(`${fixturesUrl}/editable.html`);
    await page.$eval(
      '#field',
      (el, ps) => {
        el.replaceChildren(
          ...ps.map((p) => {
            const para = document.createElement('p');
            para.textContent = p;
            return para;
          }),
        );
      },
      paragraphs,
    );
  }
  // The caret in the middle: the paragraph typed in is re-read, re-checked and repainted.
  await page.$eval('#field', (el) => {
    if (el instanceof HTMLTextAreaElement) {
      el.focus();
      el.setSelectionRange(el.value.length / 2, el.value.length / 2);
      return;
    }
    const paras = el.querySelectorAll('p');
    const text = paras[Math.floor(paras.length / 2)].firstChild as Text;
    (el as HTMLElement).focus();
    const range = document.createRange();
    range.setStart(text, Math.floor(text.data.length / 2));
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
  // Both browsers get the same time to settle (Chromium's own spell checker goes through a focused
  // editable's text in idle time: typing at once would meet that work in one browser only).
  await page.waitForTimeout(SETTLE_MS);
  if (withExtension) {
    // Typing starts once the whole field has been checked and painted, as in use.
    await page.waitForFunction(
      () =>
        (document.querySelector('margin-overlay')?.shadowRoot?.querySelectorAll('.margin-box').length ?? 0) >
          0 || CSS.highlights.size > 0,
      null,
      { timeout: 120_000 },
    );
  }
  await page.evaluate((slowMs) => {
    const w = window as unknown as { slowKeys: number };
    w.slowKeys = 0;
    // 16 ms is the API's smallest threshold; durations come rounded to 8 ms.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'keydown' && e.duration > slowMs) w.slowKeys++;
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  }, SLOW_MS);
  return page;
}

/**
 * Slow keystrokes typing in a `TYPING_FIELD_WORDS`-word textarea and contenteditable, without and
 * with the extension (`ext`, already configured for a server), and their ratio per field. The two
 * browsers get the keys alternately, one each in turn, so the machine's load at any moment (other
 * processes share its cores) weighs on both alike.
 */
export async function typingWithAndWithout(
  ext: ExtensionBrowser,
  fixturesUrl: string,
  paragraphs: string[],
): Promise<BenchRow[]> {
  const plain = await launchPlain();
  const rows: BenchRow[] = [];
  try {
    for (const kind of ['textarea', 'contenteditable'] as const) {
      const without = await openField(plain.context, fixturesUrl, kind, paragraphs, false);
      const withExt = await openField(ext.context, fixturesUrl, kind, paragraphs, true);
      let keys = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const ch of TYPED) {
          // Each page keeps its focus: the keys go to the field in its own browser.
          for (const page of keys % 2 === 0 ? [without, withExt] : [withExt, without]) {
            await page.keyboard.type(ch);
            await page.waitForTimeout(KEY_DELAY_MS / 2);
          }
          keys++;
        }
      }
      // Let the last entries (and the debounced check after typing) land.
      await withExt.waitForTimeout(1000);
      const slow = (page: Page) => page.evaluate(() => (window as unknown as { slowKeys: number }).slowKeys);
      const [off, on] = [await slow(without), await slow(withExt)];
      await without.close();
      await withExt.close();
      const field = `${kind} of ${TYPING_FIELD_WORDS.toLocaleString('en')} words, ${keys} keys`;
      rows.push(
        {
          scenario: 'extension',
          metric: `keystrokes over ${SLOW_MS} ms without the extension (${field})`,
          value: off,
          unit: '',
        },
        {
          scenario: 'extension',
          metric: `keystrokes over ${SLOW_MS} ms with the extension (${field})`,
          value: on,
          unit: '',
        },
        {
          scenario: 'extension',
          metric: `slow keystrokes with / without the extension (${kind})`,
          // None slow in either browser: the extension added none, a ratio of 1.
          value: off > 0 ? on / off : on === 0 ? 1 : Number.POSITIVE_INFINITY,
          unit: '×',
          target: { atMost: 1.1 },
        },
      );
    }
  } finally {
    await plain.close();
  }
  return rows;
}

// Standalone: `npx tsx scripts/bench/extension-typing.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await runStandalone(async (server: RunningServer) => {
    const ext = await launchWithExtension();
    const fixtures = new FixtureServer();
    await fixtures.start();
    try {
      await configure(ext, server.url, server.operatorKey);
      return await typingWithAndWithout(ext, fixtures.url, proseWithTypos(TYPING_FIELD_WORDS));
    } finally {
      await fixtures.stop();
      await ext.close();
    }
  });
}
