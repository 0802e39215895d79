import { browser } from 'wxt/browser';
import type { OfflineFinding, OffscreenRequest, OffscreenResponse } from '../lib/protocol';

const OFFSCREEN_PATH = '/offscreen.html';

/**
 * The offline spell checker as the service worker sees it: it opens the offscreen document that
 * hosts the spell Worker (once) and relays checks to it.
 */
export class OfflineSpelling {
  private creating: Promise<void> | undefined;
  /** Milliseconds the worker took to become ready on its first use (for the popup and the bench). */
  readyMs: number | undefined;

  private async ensureDocument(): Promise<void> {
    const offscreen = browser.offscreen;
    if (!offscreen) return this.ensureFrame();
    const contexts = await browser.runtime.getContexts({
      contextTypes: ['OFFSCREEN_DOCUMENT' as Browser.runtime.ContextType],
      documentUrls: [browser.runtime.getURL(OFFSCREEN_PATH)],
    });
    if (contexts.length > 0) return;
    this.creating ??= offscreen
      .createDocument({
        url: OFFSCREEN_PATH,
        reasons: ['WORKERS' as Browser.offscreen.Reason],
        justification:
          'Runs the offline spell checker in a Web Worker when the Margin server cannot be reached.',
      })
      .finally(() => {
        this.creating = undefined;
      });
    await this.creating;
  }

  /**
   * Browsers without offscreen documents (Firefox) run the background as a page, which may hold the
   * same document in an iframe; it answers the same messages.
   */
  private async ensureFrame(): Promise<void> {
    if (typeof document === 'undefined') throw new Error('this browser has no offscreen documents');
    if (document.querySelector('iframe[data-margin-offscreen]')) return;
    const frame = document.createElement('iframe');
    frame.dataset.marginOffscreen = '';
    frame.src = browser.runtime.getURL(OFFSCREEN_PATH);
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
  }

  private async send(request: OffscreenRequest): Promise<OffscreenResponse> {
    await this.ensureDocument();
    const response = (await browser.runtime.sendMessage(request)) as OffscreenResponse | undefined;
    if (!response) return { ok: false, error: 'the offscreen document did not answer' };
    if (response.ok && this.readyMs === undefined) this.readyMs = response.readyMs;
    return response;
  }

  /** Starts the worker and loads the variety's dictionary, so the first offline check is quick. */
  async warm(variety: string): Promise<void> {
    await this.send({ target: 'offscreen', type: 'spell-warm', variety });
  }

  /** Misspellings of each block (UTF-16 offsets into the block). */
  async check(blocks: string[], variety: string, userWords: string[]): Promise<OfflineFinding[][]> {
    const response = await this.send({
      target: 'offscreen',
      type: 'spell-check',
      blocks,
      variety,
      userWords,
    });
    if (!response.ok) throw new Error(`offline spellcheck failed: ${response.error}`);
    return response.blocks;
  }
}
