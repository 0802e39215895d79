import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDictionaryWord, popupState } from './support/extension';
import {
  acceptFirst,
  clickUnderlineOf,
  editorHighlightOf,
  typeIntoControl,
  typeIntoEditor,
} from './support/flows';
import { setUpHarness } from './support/harness';
import { highlightedRanges, overlaps, underlineBoxes, until, waitFor } from './support/page';

/** What users and pages do around the underlines: privacy, feedback, dictionary, big and changing fields, offline. */
const h = setUpHarness();

const sentToServer = (needle: string) => h.proxy.requests.some((r) => r.body.includes(needle));

async function card(page: Page) {
  const c = page.locator('margin-overlay .margin-card');
  await c.waitFor();
  return c;
}

describe('privacy', () => {
  it('text typed into password fields (also one switched to text by "show password") never reaches the server', async () => {
    const page = await h.open('input.html');
    await page.click('#secret');
    await page.keyboard.type('hunter2 mypasswrd');
    await page.click('#shown');
    await page.keyboard.type('firstsecrt');
    await page.click('#show');
    await page.click('#shown');
    await page.keyboard.type(' secondsecrt');
    // A field that is checked, on the same page, as a positive control.
    await typeIntoControl(page, '#field', 'I recieve the letter yesterday.');
    await waitFor(() => underlineBoxes(page), 'the underline in the subject field');
    await page.waitForTimeout(1000);
    expect(sentToServer('recieve')).toBe(true);
    for (const secret of ['hunter2', 'mypasswrd', 'firstsecrt', 'secondsecrt'])
      expect(sentToServer(secret)).toBe(false);
    await page.close();
  });

  it('opted-out, credit-card, one-time-code and read-only fields are not read; spellcheck="false" is', async () => {
    const page = await h.open('ignored.html');
    const skipped = ['grammarly', 'gramm', 'languagetool', 'marginoff', 'ignored', 'card', 'code'];
    for (const id of skipped) {
      await page.click(`#${id}`);
      await page.keyboard.insertText(`I recieve ${id}marker today.`);
    }
    await page.click('#readonly');
    // spellcheck="false" turns off the browser's checker, not Margin: this field is checked.
    await typeIntoControl(page, '#nospell', 'I recieve nospellmarker today.');
    await until(async () => sentToServer('nospellmarker'), 'the spellcheck="false" field to be checked');
    await waitFor(() => underlineBoxes(page), 'an underline in the spellcheck="false" field');
    const nospell = (await page.locator('#nospell').boundingBox())!;
    const boxes = await underlineBoxes(page);
    expect(boxes.every((b) => overlaps(b, nospell))).toBe(true);
    for (const id of skipped) expect(sentToServer(`${id}marker`)).toBe(false);
    expect(sentToServer('I recieve it.')).toBe(false);
    await page.close();
  });
});

describe('feedback and the personal dictionary', () => {
  it('Reject hides the suggestion and the server records the reject', async () => {
    const page = await h.open('textarea.html');
    const text = 'We will seperate them later.';
    await typeIntoControl(page, '#field', text);
    await clickUnderlineOf(page, '#field', text.indexOf('seperate'), 'seperate'.length);
    const before = h.proxy.seen('/api/v1/edits/').length;
    await (await card(page)).getByRole('button', { name: 'Reject' }).click();
    await until(async () => (await underlineBoxes(page)).length === 0, 'the underline to go');
    await until(
      async () =>
        h.proxy
          .seen('/api/v1/edits/')
          .slice(before)
          .some((r) => r.path.endsWith('/reject') && r.status === 201),
      'the reject to reach the server',
    );
    expect(await page.inputValue('#field')).toBe(text);
    await page.close();
  });

  it('Ignore hides only that occurrence and tells the server nothing', async () => {
    const page = await h.open('textarea.html');
    const text = 'We adress one and adress two.';
    await typeIntoControl(page, '#field', text);
    await until(async () => (await underlineBoxes(page)).length === 2, 'both underlines');
    await clickUnderlineOf(page, '#field', text.indexOf('adress'), 'adress'.length);
    const before = h.proxy.seen('/api/v1/edits/').length;
    await (await card(page)).getByRole('button', { name: 'Ignore' }).click();
    await until(async () => (await underlineBoxes(page)).length === 1, 'one underline to remain');
    // The one left is the second occurrence.
    await clickUnderlineOf(page, '#field', text.lastIndexOf('adress'), 'adress'.length);
    await page.waitForTimeout(500);
    expect(h.proxy.seen('/api/v1/edits/').slice(before)).toEqual([]);
    expect(await page.inputValue('#field')).toBe(text);
    await page.close();
  });

  it('a word added to the dictionary from the card is no longer flagged, here or in new fields', async () => {
    const page = await h.open('textarea.html');
    const text = 'I beleive teh letter.';
    await typeIntoControl(page, '#field', text);
    await clickUnderlineOf(page, '#field', text.indexOf('beleive'), 'beleive'.length);
    await (await card(page)).getByRole('button', { name: 'Add to dictionary' }).click();
    // Only "teh" stays underlined.
    await until(async () => (await underlineBoxes(page)).length === 1, 'one underline to remain');
    await clickUnderlineOf(page, '#field', text.indexOf('teh'), 3);
    await page.close();

    const fresh = await h.open('textarea.html');
    await typeIntoControl(fresh, '#field', text);
    await clickUnderlineOf(fresh, '#field', text.indexOf('teh'), 3);
    expect(await underlineBoxes(fresh)).toHaveLength(1);
    await fresh.close();
  });
});

describe('cards', () => {
  it("clicks inside a card do not reach the page's own listeners", async () => {
    const page = await h.open('events.html');
    // A word no other test uses: rejecting it stops it being suggested for the rest of the suite.
    const text = 'We acheive it.';
    await typeIntoControl(page, '#field', text);
    await clickUnderlineOf(page, '#field', text.indexOf('acheive'), 7);
    const before = await page.evaluate(() => (window as unknown as { seen: string[] }).seen.length);
    const c = await card(page);
    await c.getByRole('button', { name: 'Reject' }).hover();
    await page.mouse.down();
    await page.mouse.up();
    await until(
      async () => (await page.locator('margin-overlay .margin-card').count()) === 0,
      'the card to close',
    );
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.slice(before)).toEqual([]);
    // The field kept its focus: typing goes on where it was.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field');
    await page.close();
  });
});

describe('options page', () => {
  it('Test connection reports a working server and key, and a refused key', async () => {
    const page = await h.ext.context.newPage();
    await page.goto(`${h.ext.origin}/options.html`);
    await page.locator('button[name=test]').click();
    await page.getByTestId('connection').filter({ hasText: 'Connected' }).waitFor();
    await page.locator('input[name=key]').fill('y'.repeat(32));
    await page.locator('button[name=test]').click();
    await page.getByTestId('connection').filter({ hasText: 'refused' }).waitFor();
    await page.close();
  });

  it('a word removed from the dictionary is flagged again', async () => {
    const options = await h.ext.context.newPage();
    await options.goto(`${h.ext.origin}/options.html`);
    await options.getByRole('button', { name: 'Remove beleive' }).click();
    await until(
      async () => (await options.locator('.words li', { hasText: 'beleive' }).count()) === 0,
      'the word to go',
    );
    await options.close();
    const page = await h.open('textarea.html');
    const text = 'I beleive it.';
    await typeIntoControl(page, '#field', text);
    await clickUnderlineOf(page, '#field', text.indexOf('beleive'), 'beleive'.length);
    await page.close();
  });
});

describe('big and changing fields', () => {
  it('a 100,000-character textarea is checked, underlined where the error is, and Accept works', async () => {
    const page = await h.open('textarea.html');
    const paragraph =
      'The committee reviewed the proposal carefully before the meeting started this morning.';
    const lines: string[] = [];
    while (lines.join('\n').length < 100_000 - 200) lines.push(paragraph);
    lines.push('At the end I recieve the letter.');
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(99_000);
    await page.locator('#field').fill(text);
    await page.evaluate(() => {
      const f = document.getElementById('field') as HTMLTextAreaElement;
      f.scrollTop = f.scrollHeight;
    });
    const at = text.lastIndexOf('recieve');
    await clickUnderlineOf(page, '#field', at, 'recieve'.length);
    await acceptFirst(page);
    expect((await page.inputValue('#field')).endsWith('At the end I receive the letter.')).toBe(true);
    await page.close();
  });

  it('an editor node the page replaces: its underlines go, the new editor is checked', async () => {
    const page = await h.open('replace.html');
    await typeIntoEditor(page, '#field', ' I recieve the letter.');
    await editorHighlightOf(page, '#field', 'recieve');
    await page.evaluate(() => (window as unknown as { replaceEditor(): void }).replaceEditor());
    await until(
      async () => (await highlightedRanges(page)).every((r) => r.text === ''),
      'the old highlights to go',
    );
    await typeIntoEditor(page, '#field', ' It occured today.');
    await editorHighlightOf(page, '#field', 'occured');
    await page.close();
  });

  it('a field the page disables while its card is open: the card closes and the underlines go', async () => {
    const page = await h.open('textarea.html');
    const text = 'I recieve the letter.';
    await typeIntoControl(page, '#field', text);
    await clickUnderlineOf(page, '#field', text.indexOf('recieve'), 7);
    await card(page);
    await page.evaluate(() => {
      (document.getElementById('field') as HTMLTextAreaElement).disabled = true;
    });
    await until(
      async () => (await page.locator('margin-overlay .margin-card').count()) === 0,
      'the card to close',
    );
    await until(async () => (await underlineBoxes(page)).length === 0, 'the underlines to go');
    await page.close();
  });
});

describe('selection tools', () => {
  it('Rephrase and Tone on a selection call the server with the selected text', async () => {
    const page = await h.open('textarea.html');
    const text = 'The report was written by the team. We are thrilled with the results!';
    await typeIntoControl(page, '#field', text);
    await page.locator('#field').evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(0, 35));
    await page.locator('#field').dispatchEvent('mouseup');
    const toolbar = page.locator('margin-overlay .margin-toolbar');
    await toolbar.waitFor();
    await toolbar.getByRole('button', { name: 'Rephrase' }).click();
    await page
      .locator('margin-overlay .margin-panel')
      .getByRole('menuitem', { name: 'Active voice' })
      .click();
    await until(
      async () => h.proxy.seen('/api/v1/rephrase').some((r) => r.status !== 0),
      'the rephrase request',
    );
    expect(h.proxy.seen('/api/v1/rephrase').at(-1)?.body).toContain('The report was written by the team.');
    const replace = page.locator('margin-overlay .margin-replace').first();
    if (
      (await replace.count()) > 0 ||
      (await replace.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      ))
    ) {
      const before = await page.inputValue('#field');
      await replace.click();
      const after = await page.inputValue('#field');
      expect(after).not.toBe(before);
      expect(after.endsWith(' We are thrilled with the results!')).toBe(true);
    } else {
      // No result: the panel says why instead of echoing the text.
      await page.locator('margin-overlay .margin-panel').filter({ hasText: /./ }).waitFor();
    }
    await page.keyboard.press('Escape');

    await page.locator('#field').evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(0, 35));
    await page.locator('#field').dispatchEvent('mouseup');
    await page.locator('margin-overlay .margin-toolbar').getByRole('button', { name: 'Tone' }).click();
    await until(async () => h.proxy.seen('/api/v1/tone').some((r) => r.status === 200), 'the tone request');
    await page.locator('margin-overlay .margin-tone').first().waitFor();
    await page.close();
  });
});

describe('popup and offline', () => {
  it('the toolbar badge counts the suggestions; turning the site off removes the underlines; on again brings them back', async () => {
    const page = await h.open('textarea.html');
    await typeIntoControl(page, '#field', 'I recieve teh letter.');
    await until(async () => (await underlineBoxes(page)).length === 2, 'two underlines');
    expect((await popupState(h.ext)).state).toBe('online');
    const badges = () =>
      h.ext.serviceWorker.evaluate(async () => {
        const c = (globalThis as unknown as { chrome: unknown }).chrome as {
          tabs: { query(q: object): Promise<{ id?: number }[]> };
          action: { getBadgeText(d: { tabId: number }): Promise<string> };
        };
        const tabs = await c.tabs.query({});
        return Promise.all(tabs.map((t) => c.action.getBadgeText({ tabId: t.id ?? -1 })));
      });
    await until(async () => (await badges()).includes('2'), 'the badge to show 2');
    // Each save on a freshly loaded options page, so "Saved." is this save's.
    const setDisabledSites = async (value: string) => {
      const options = await h.ext.context.newPage();
      await options.goto(`${h.ext.origin}/options.html`);
      await options.locator('textarea[name=disabledSites]').fill(value);
      await options.locator('button[name=save]').click();
      await options.getByTestId('status').filter({ hasText: 'Saved.' }).waitFor();
      await options.close();
    };
    await setDisabledSites('127.0.0.1');
    await until(async () => (await underlineBoxes(page)).length === 0, 'the underlines to go');
    await setDisabledSites('');
    await page.click('#field');
    await page.keyboard.insertText(' Again.');
    await waitFor(() => underlineBoxes(page), 'the underline to come back');
    await page.close();
  });

  it('with the server stopped, spelling underlines come from the offline worker, the dictionary still applies, the popup says so', async () => {
    await addDictionaryWord(h.ext, 'Zorblaxian');
    await h.server.stop();
    const page = await h.open('textarea.html');
    const text = 'The commitee from Zorblaxian will meet untill noon.';
    await typeIntoControl(page, '#field', text);
    await clickUnderlineOf(page, '#field', text.indexOf('commitee'), 'commitee'.length);
    expect(await acceptFirst(page)).toContain('committee');
    expect(await page.inputValue('#field')).toBe(text.replace('commitee', 'committee'));
    await clickUnderlineOf(page, '#field', text.indexOf('untill') + 1, 'untill'.length);
    await page.keyboard.press('Escape');
    // "Zorblaxian" (in the personal dictionary) and every correct word stay unmarked.
    expect(await underlineBoxes(page)).toHaveLength(1);
    const popup = await popupState(h.ext);
    expect(popup.status).toBe('Offline spellcheck');
    expect(popup.reason).toContain('cannot be reached');
    await page.close();
  });
});
