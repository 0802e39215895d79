import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { launchChromium } from '../support/browser';
import { freePort, REPO_ROOT } from '../support/server';
import { launchWithExtension } from './support/extension';
import { clickUnderlineOf, typeIntoControl } from './support/flows';
import { setUpHarness } from './support/harness';
import { underlineBoxes, until, waitFor } from './support/page';

/**
 * The extension's own pages and in-page UI as a user meets them, on the production build: the
 * welcome page a fresh install opens, Test connection's outcomes, languages by name, the popup's
 * per-site switch, the keyboard-reachable field badge, and axe-core on popup, options, the card, the
 * /editor demo and the dashboard's sign-in page in light and dark mode.
 */
const h = setUpHarness();
vi.setConfig({ testTimeout: 90_000 });

const AXE_PATH = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Serious and critical axe-core violations on the page; with `onlyIn`, only those on nodes whose
 * target mentions it (e.g. `margin-overlay`, Margin's shadow root on a fixture page that is not ours).
 */
async function axeViolations(page: Page, onlyIn?: string): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, so an extension page's CSP does not block it.
  await page.evaluate(fs.readFileSync(AXE_PATH, 'utf8'));
  const all = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            opts: object,
          ): Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: unknown }[] }[];
            passes: { nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe, so off unless asked for.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return {
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => JSON.stringify(n.target)),
      })),
      inspected: result.passes.flatMap((p) => p.nodes.map((n) => JSON.stringify(n.target))),
    };
  });
  // axe must have looked inside Margin's shadow root, or an empty list would prove nothing.
  if (onlyIn && !all.inspected.some((t) => t.includes(onlyIn))) {
    throw new Error(`axe inspected nothing in ${onlyIn}`);
  }
  return all.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, targets: onlyIn ? v.targets.filter((t) => t.includes(onlyIn)) : v.targets }))
    .filter((v) => v.targets.length > 0);
}

const tabIds = () =>
  h.ext.serviceWorker.evaluate(async () => {
    const c = (
      globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ id?: number }[]> } } }
    ).chrome;
    return (await c.tabs.query({})).map((t) => t.id ?? -1);
  });

/** Opens a fixture page and finds its tab id (tabs' URLs are hidden from the extension without a grant). */
async function openTab(name: string): Promise<{ page: Page; tabId: number }> {
  const before = new Set(await tabIds());
  const page = await h.open(name);
  const added = (await tabIds()).filter((id) => !before.has(id));
  if (added.length !== 1) throw new Error(`expected one new tab, got ${added.length}`);
  return { page, tabId: added[0] };
}

/** Opens the popup for a tab, as a page (`popup.html?tab=<id>`: the toolbar button cannot be clicked). */
async function popupFor(tabId: number): Promise<Page> {
  const popup = await h.ext.context.newPage();
  await popup.goto(`${h.ext.origin}/popup.html?tab=${tabId}`);
  await popup.getByTestId('status').waitFor();
  return popup;
}

const SENTENCE = 'I recieve teh letter.';
const badgeOf = (page: Page) => page.locator('margin-overlay .margin-field-badge');
const inOverlayFocus = (page: Page, selector: string) =>
  page
    .locator(`margin-overlay ${selector}`)
    .evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);

describe('first run', () => {
  it('installing opens the welcome page with the first steps', async () => {
    const isWelcome = (p: Page) => p.url().startsWith(`${h.ext.origin}/options.html?welcome`);
    const welcome =
      h.ext.context.pages().find(isWelcome) ??
      (await h.ext.context.waitForEvent('page', { predicate: isWelcome, timeout: 10_000 }));
    await welcome.getByRole('heading', { name: 'Welcome to Margin' }).waitFor();
    expect(await welcome.getByTestId('dashboard-link').getAttribute('href')).toBe(
      'http://localhost:8787/dashboard',
    );
  });

  it("a fresh install's popup asks for a key and points to Settings, instead of reporting an error", async () => {
    const fresh = await launchWithExtension();
    try {
      const popup = await fresh.context.newPage();
      await popup.goto(`${fresh.origin}/popup.html`);
      const status = popup.getByTestId('status');
      await status.waitFor();
      expect(await status.textContent()).toBe('Needs an API key');
      expect(await popup.getByTestId('no-key').textContent()).toContain('open Settings');
      expect(await axeViolations(popup)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('links to the dashboard of the server typed in, and Test connection says ok / unreachable / bad key in words', async () => {
    const page = await h.ext.context.newPage();
    await page.goto(`${h.ext.origin}/options.html?welcome`);
    const url = page.getByRole('textbox', { name: 'Server URL' });
    const key = page.getByLabel('API key');
    await url.fill(h.server.url);
    const dashboard = await page.getByTestId('dashboard-link').getAttribute('href');
    expect(dashboard).toBe(`${h.server.url}/dashboard`);
    expect((await fetch(dashboard!)).status).toBe(200);

    const outcome = page.getByTestId('connection');
    const test = async (expectedKind: string) => {
      await page.getByRole('button', { name: 'Test connection' }).click();
      await until(async () => (await outcome.getAttribute('data-kind')) === expectedKind, expectedKind);
      return (await outcome.textContent()) ?? '';
    };
    await key.fill('');
    expect(await test('no-key')).toContain('No API key.');
    await key.fill('0123456789abcdef0123456789abcdef');
    expect(await test('bad-key')).toContain('Key refused.');
    await key.fill(h.server.operatorKey);
    expect(await test('ok')).toContain('Connected.');
    expect(await outcome.getAttribute('class')).toBe('ok');
    await url.fill(`http://127.0.0.1:${await freePort()}`);
    expect(await test('unreachable')).toContain('Unreachable.');
    expect(await outcome.getAttribute('class')).toBe('bad');
    await page.close();
  });

  it('shows languages and varieties by name, and only the varieties of the chosen language', async () => {
    const page = await h.ext.context.newPage();
    await page.goto(`${h.ext.origin}/options.html`);
    const lang = page.getByRole('combobox', { name: 'Language' });
    await lang.waitFor();
    const names = await lang.locator('option').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['English', 'German', 'Japanese', 'Detect automatically']));
    for (const n of names) expect(n).not.toMatch(/^[a-z]{2}$|variety|^auto$/);
    const variety = page.getByRole('combobox', { name: 'Variety' });
    expect(await variety.locator('option').allTextContents()).toEqual([
      'English (US)',
      'English (UK)',
      'English (Australia)',
      'English (Canada)',
      'English (no regional preference)',
    ]);
    await lang.selectOption('zh');
    expect(await variety.locator('option').allTextContents()).toEqual([
      'Chinese (Simplified)',
      'Chinese (Traditional)',
    ]);
    await lang.selectOption('jp');
    expect(await lang.locator('option:checked').textContent()).toBe('Japanese');
    expect(await variety.count()).toBe(0);
    await page.close();
  });
});

describe('the field badge from the keyboard', () => {
  it('Tab reaches it from the field, its name says the count, Enter and Space open the list, a pick opens the card', async () => {
    const page = await h.open('textarea.html');
    await typeIntoControl(page, '#field', SENTENCE);
    const badge = badgeOf(page);
    await until(
      async () => (await badge.getAttribute('aria-label')) === 'Margin: 2 suggestions',
      'the badge to count 2',
    );
    await page.keyboard.press('Tab');
    expect(await inOverlayFocus(page, '.margin-field-badge')).toBe(true);

    await page.keyboard.press('Enter');
    const list = page.locator('margin-overlay .margin-list');
    await list.waitFor();
    expect(await list.getAttribute('aria-label')).toBe('2 suggestions in this field');
    const items = page.locator('margin-overlay .margin-list-item');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('recieve');
    expect(await inOverlayFocus(page, '.margin-list-item >> nth=0')).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await inOverlayFocus(page, '.margin-list-item >> nth=1')).toBe(true);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await inOverlayFocus(page, '.margin-field-badge')).toBe(true);

    await page.keyboard.press(' ');
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const accept = page.locator('margin-overlay .margin-card-accept').first();
    await accept.waitFor();
    expect(await accept.textContent()).toContain('teh');
    expect(await inOverlayFocus(page, '.margin-card-accept >> nth=0')).toBe(true);
    await page.keyboard.press('Enter');
    await until(
      async () => (await page.inputValue('#field')) === 'I recieve the letter.',
      'the accepted text',
    );
    await until(async () => (await badge.getAttribute('aria-label')) === 'Margin: 1 suggestion', 'count 1');
    await page.close();
  });
});

describe('axe-core: no serious or critical violations', () => {
  let plain: Browser | undefined;
  afterAll(async () => {
    await plain?.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`popup and options (${scheme})`, async () => {
      const { page: site, tabId } = await openTab('textarea.html');
      // The content script reports the page's host when it starts; a field in use shows it has.
      await typeIntoControl(site, '#field', 'Hello.');
      const popup = await popupFor(tabId);
      await popup.emulateMedia({ colorScheme: scheme });
      await popup.getByRole('switch', { name: /Check on this site/ }).waitFor();
      expect(await axeViolations(popup)).toEqual([]);
      for (const url of ['options.html', 'options.html?welcome']) {
        const options = await h.ext.context.newPage();
        await options.emulateMedia({ colorScheme: scheme });
        await options.goto(`${h.ext.origin}/${url}`);
        await options.getByRole('button', { name: 'Test connection' }).click();
        await options.getByTestId('connection').filter({ hasText: 'Connected.' }).waitFor();
        expect(await axeViolations(options), url).toEqual([]);
        await options.close();
      }
      await popup.close();
      await site.close();
    });

    it(`the card, the list and the badge on a page (${scheme})`, async () => {
      const page = await h.open('textarea.html');
      await page.emulateMedia({ colorScheme: scheme });
      await typeIntoControl(page, '#field', SENTENCE);
      await clickUnderlineOf(page, '#field', SENTENCE.indexOf('teh'), 3);
      // clickUnderlineOf may open "recieve"'s card on its way to "teh": wait for the card to show teh's.
      const desc = page.locator('margin-overlay .margin-card-desc', { hasText: '“teh”' });
      await desc.waitFor();
      // The reason names the error class in the edit's words, not "Consider X instead of Y".
      expect(await desc.textContent()).toBe('“teh” may be misspelled; “the” is the likely word.');
      expect(await axeViolations(page, 'margin-overlay')).toEqual([]);
      await badgeOf(page).click();
      await page.locator('margin-overlay .margin-list').waitFor();
      expect(await axeViolations(page, 'margin-overlay')).toEqual([]);
      await page.close();
    });

    it(`the dashboard's sign-in page (${scheme})`, async () => {
      plain ??= await launchChromium();
      const page = await plain.newPage({ colorScheme: scheme });
      await page.goto(`${h.server.url}/dashboard`);
      await page.locator('main').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });

    it(`the /editor demo with a card open (${scheme})`, async () => {
      plain ??= await launchChromium();
      const page = await plain.newPage({ viewport: { width: 1200, height: 900 }, colorScheme: scheme });
      await page.goto(`${h.server.url}/editor`);
      const editor = page.locator('#editor .ProseMirror');
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' This sentence has a speling mistake.', { delay: 5 });
      const underline = page.locator('#editor .margin-underline', { hasText: /^speling$/ });
      await underline.waitFor({ timeout: 60_000 });
      await underline.click();
      await page.getByRole('dialog').filter({ hasText: 'spelling' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }
});

describe('per-site switch', () => {
  it('off in the popup: no underlines, no badge, nothing sent; on again from the options list: underlines return', async () => {
    const { page, tabId } = await openTab('textarea.html');
    await typeIntoControl(page, '#field', SENTENCE);
    await waitFor(() => underlineBoxes(page), 'the underlines');
    const host = new URL(page.url()).hostname;

    const popup = await popupFor(tabId);
    const toggle = popup.getByRole('switch', { name: /Check on this site/ });
    expect(await toggle.isChecked()).toBe(true);
    expect(await popup.locator('.host').textContent()).toBe(host);
    await toggle.uncheck();
    await popup.getByTestId('site-off').waitFor();
    await until(async () => (await underlineBoxes(page)).length === 0, 'the underlines to go');
    expect(await badgeOf(page).count()).toBe(0);

    await typeIntoControl(page, '#field', ' The comitee met.');
    await page.waitForTimeout(1500);
    expect(h.proxy.requests.some((r) => r.body.includes('comitee'))).toBe(false);
    expect(await underlineBoxes(page)).toEqual([]);

    const options = await h.ext.context.newPage();
    await options.goto(`${h.ext.origin}/options.html`);
    const again = options.getByRole('button', { name: `Turn on again for ${host}` });
    await again.click();
    await options
      .getByTestId('status')
      .filter({ hasText: `Margin is on again for ${host}.` })
      .waitFor();
    expect(await again.count()).toBe(0);

    await typeIntoControl(page, '#field', ' Agian.');
    await waitFor(() => underlineBoxes(page), 'the underlines to come back');
    expect(h.proxy.requests.some((r) => r.body.includes('comitee'))).toBe(true);
    const reopened = await popupFor(tabId);
    expect(await reopened.getByRole('switch', { name: /Check on this site/ }).isChecked()).toBe(true);
    for (const p of [popup, options, reopened, page]) await p.close();
  });
});
