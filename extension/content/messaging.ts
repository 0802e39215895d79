import { browser } from 'wxt/browser';
import type { ContentRequest, ContentResponses } from '../lib/protocol';

/** Sends a request to the service worker and returns its typed answer (undefined if it could not answer). */
export async function ask<R extends ContentRequest>(
  request: R,
): Promise<ContentResponses[R['type']] | undefined> {
  try {
    return (await browser.runtime.sendMessage(request)) as ContentResponses[R['type']] | undefined;
  } catch {
    // The extension was reloaded or updated: this content script is orphaned and stays quiet.
    return undefined;
  }
}
