import { browser } from 'wxt/browser';
import type { PageRequest, PageResponses } from './protocol';

/** Sends a request from the popup or options page to the service worker. */
export async function askBackground<R extends PageRequest>(request: R): Promise<PageResponses[R['type']]> {
  return (await browser.runtime.sendMessage(request)) as PageResponses[R['type']];
}
