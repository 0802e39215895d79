import type { Frame, Page } from 'playwright-core';
import { centre, highlightedRanges, type Rect, underlineBoxes, waitFor, wordRect } from './page';

/** Types `text` into a form control as one insertion (like a paste) after focusing it. */
export async function typeIntoControl(page: Page | Frame, selector: string, text: string): Promise<void> {
  await page.click(selector);
  await page.locator(selector).press('End');
  await (('keyboard' in page ? page : page.page()) as Page).keyboard.insertText(text);
}

/**
 * Types `text` at the end of an editor's content (the editor may be in a frame of the page), key by
 * key as a writer does: editors such as TinyMCE start an undo step on the first keydown of a run.
 */
export async function typeIntoEditor(page: Page | Frame, selector: string, text: string): Promise<void> {
  await page.click(selector);
  const keyboard = ('keyboard' in page ? page : page.page()).keyboard;
  await keyboard.press('Control+End');
  await keyboard.type(text, { delay: 10 });
}

/**
 * Waits for the form control's underline of `word` (starting at `at` in its value) and returns it:
 * the box whose centre, clicked, puts the caret inside the word. The click also opens the card.
 */
export async function clickUnderlineOf(
  page: Page,
  selector: string,
  at: number,
  length: number,
  offset = { x: 0, y: 0 },
): Promise<Rect> {
  const boxes = await waitFor(() => underlineBoxes(page), `an underline in ${selector}`);
  for (const box of boxes) {
    const c = centre(box);
    await page.mouse.click(c.x + offset.x, c.y + offset.y);
    const caret = await page.$eval(selector, (el) => (el as HTMLTextAreaElement).selectionStart ?? -1);
    if (caret >= at && caret <= at + length) return box;
  }
  throw new Error(`no underline in ${selector} lies over characters ${at}..${at + length}`);
}

/** Waits for the editor highlight on `word` and checks it sits over the word; returns the word's box. */
export async function editorHighlightOf(page: Page | Frame, selector: string, word: string): Promise<Rect> {
  const ranges = await waitFor(
    async () => (await highlightedRanges(page)).filter((r) => r.text === word),
    `a highlight on "${word}"`,
  );
  const rect = await wordRect(page, selector, word);
  if (!rect) throw new Error(`"${word}" is not in ${selector}`);
  const r = ranges[0].rect;
  const overlap =
    r.x < rect.x + rect.width &&
    rect.x < r.x + r.width &&
    r.y < rect.y + rect.height &&
    rect.y < r.y + r.height;
  if (!overlap) throw new Error(`the highlight of "${word}" is not over the word`);
  return rect;
}

/** Clicks the first Accept button of the open card (in the page or the frame whose field it is for). */
export async function acceptFirst(page: Page | Frame): Promise<string> {
  const accept = page.locator('margin-overlay .margin-card-accept').first();
  await accept.waitFor();
  const label = (await accept.textContent()) ?? '';
  await accept.click();
  return label;
}
