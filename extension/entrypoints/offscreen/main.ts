/**
 * The offscreen document: it exists only to host the spell Worker, because content scripts cannot
 * start workers from the extension origin and service workers cannot start workers at all. It
 * answers the service worker's `spell-*` messages by calling the worker through comlink.
 */
import * as Comlink from 'comlink';
import { browser } from 'wxt/browser';
import type { OffscreenRequest, OffscreenResponse } from '../../lib/protocol';
import type { SpellWorkerApi } from '../../worker/spell.worker';

const worker = Comlink.wrap<SpellWorkerApi>(
  new Worker(new URL('../../worker/spell.worker.ts', import.meta.url), { type: 'module' }),
);

async function handle(request: OffscreenRequest): Promise<OffscreenResponse> {
  try {
    const readyMs = await worker.warm(request.variety);
    if (request.type === 'spell-warm') return { ok: true, blocks: [], readyMs, neural: false };
    const { blocks, neural } = await worker.check(request.variety, request.blocks, request.userWords);
    return { ok: true, blocks, readyMs, neural };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

browser.runtime.onMessage.addListener((message: unknown, _sender, sendResponse) => {
  const request = message as OffscreenRequest;
  if (request?.target !== 'offscreen') return undefined;
  handle(request).then(sendResponse);
  return true;
});
