import type { Frame, Page } from 'playwright-core';

/** A rectangle in viewport coordinates. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Underline boxes the extension drew in its overlay (form controls), with their suggestion ids. */
export function underlineBoxes(page: Page | Frame): Promise<(Rect & { id: string })[]> {
  return page.evaluate(() => {
    const root = document.querySelector('margin-overlay')?.shadowRoot;
    if (!root) return [];
    return [...root.querySelectorAll<HTMLElement>('.margin-box:not(.margin-tone-box)')].map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, id: el.dataset.suggestionId ?? '' };
    });
  });
}

/** Ranges the extension registered with the CSS Custom Highlight API (editors), with their text. */
export function highlightedRanges(page: Page | Frame): Promise<{ name: string; text: string; rect: Rect }[]> {
  return page.evaluate(() => {
    const out: { name: string; text: string; rect: Rect }[] = [];
    CSS.highlights.forEach((highlight, name) => {
      for (const range of highlight as unknown as Iterable<Range>) {
        const r = (range as Range).getBoundingClientRect();
        out.push({
          name: String(name),
          text: (range as Range).toString(),
          rect: { x: r.x, y: r.y, width: r.width, height: r.height },
        });
      }
    });
    return out;
  });
}

/**
 * Runs in the page: the viewport box of the first occurrence of `w` in the text under `root`, or null.
 * Pass it to `evaluate` on an element handle or locator (a locator also reaches into shadow roots).
 */
export function rectOfWordIn(root: Node, w: string): Rect | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const at = (n as Text).data.indexOf(w);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(n, at);
    range.setEnd(n, at + w.length);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }
  return null;
}

/** The viewport box of the first occurrence of `word` in the text of `selector` (an editor). */
export async function wordRect(page: Page | Frame, selector: string, word: string): Promise<Rect | null> {
  const root = await page.$(selector);
  if (!root) return null;
  try {
    return await root.evaluate(rectOfWordIn, word);
  } finally {
    await root.dispose();
  }
}

/** Whether two rectangles overlap. */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The centre of a rectangle. */
export function centre(r: Rect): { x: number; y: number } {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** Waits until `probe` returns a non-empty array (the extension answers asynchronously). */
export async function waitFor<T>(probe: () => Promise<T[]>, what: string, timeoutMs = 20_000): Promise<T[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found.length > 0) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves when `probe` is true, polling; throws with `what` after the timeout. */
export async function until(probe: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const limit = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Errors the page saw: uncaught exceptions and console.error calls. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // The browser's own request for /favicon.ico (the fixture server has none) is not the page's error.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico'))
      errors.push(`console: ${m.text()}`);
  });
  return errors;
}
