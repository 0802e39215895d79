import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, type ConsoleMessage, chromium, type Page, type Worker } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/browser';
import { ensureExtensionBuilt } from './build';

/** A Chromium profile with the built extension loaded. */
export interface ExtensionBrowser {
  context: BrowserContext;
  /** chrome-extension://<id> */
  origin: string;
  serviceWorker: Worker;
  close(): Promise<void>;
}

/**
 * Launches Chromium with the production build of the extension. The user-data dir is the first
 * argument of launchPersistentContext (not a --user-data-dir flag), as extensions need a profile.
 */
export async function launchWithExtension(): Promise<ExtensionBrowser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium"`);
  }
  const dir = ensureExtensionBuilt();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-ext-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
    viewport: { width: 1100, height: 800 },
  });
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // Node's URL gives chrome-extension: URLs an opaque origin ("null"), so cut it out by hand.
  const origin = serviceWorker.url().split('/').slice(0, 3).join('/');
  return {
    context,
    origin,
    serviceWorker,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Sets the server and key on the options page, as a user would, and waits for the save. */
export async function configure(ext: ExtensionBrowser, serverUrl: string, key: string): Promise<void> {
  const page = await ext.context.newPage();
  await page.goto(`${ext.origin}/options.html`);
  await page.locator('input[name=serverUrl]').fill(serverUrl);
  await page.locator('input[name=key]').fill(key);
  await page.locator('button[name=save]').click();
  await page.getByTestId('status').filter({ hasText: 'Saved.' }).waitFor();
  await page.close();
}

/** Adds a word to the personal dictionary on the options page. */
export async function addDictionaryWord(ext: ExtensionBrowser, word: string): Promise<void> {
  const page = await ext.context.newPage();
  await page.goto(`${ext.origin}/options.html`);
  await page.locator('input[name=word]').fill(word);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.locator('.words li', { hasText: word }).waitFor();
  await page.close();
}

/** What the popup says (status line and, when not online, the reason). */
export async function popupState(
  ext: ExtensionBrowser,
): Promise<{ state: string; status: string; reason: string }> {
  const popup = await ext.context.newPage();
  await popup.goto(`${ext.origin}/popup.html`);
  const line = popup.getByTestId('status');
  const status = (await line.textContent()) ?? '';
  const state = (await line.getAttribute('data-state')) ?? '';
  const reason =
    (await popup.getByTestId('reason').count()) > 0
      ? ((await popup.getByTestId('reason').textContent()) ?? '')
      : '';
  await popup.close();
  return { state, status, reason };
}

/**
 * Errors the content scripts caught while `page` is open (guard.ts sends them to the service
 * worker's log instead of the page): the page never sees them, so a suite asks the log.
 */
export function collectContentErrors(ext: ExtensionBrowser, page: Page): string[] {
  const errors: string[] = [];
  const listener = (m: ConsoleMessage) => {
    if (m.text().startsWith('Margin content script')) errors.push(m.text());
  };
  ext.context.on('console', listener);
  page.once('close', () => ext.context.off('console', listener));
  return errors;
}
