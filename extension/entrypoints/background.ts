import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { CheckService } from '../background/checks';
import { testConnection } from '../background/connection';
import { OfflineSpelling } from '../background/offline';
import { ServerGateway, SupersededError, toWireFailure } from '../background/server';
import { TabCounts } from '../background/tabs';
import { addWords, listWords, loadSettings, saveSettings } from '../lib/db';
import type {
  BroadcastMessage,
  ContentConfig,
  ContentRequest,
  ContentResponses,
  PageRequest,
  PageResponses,
  Result,
} from '../lib/protocol';
import { DEFAULT_SETTINGS, isSiteDisabled, offlineVariety, type Settings } from '../lib/settings';

/**
 * The service worker: the only part of the extension that calls the Margin server (the URL and key
 * from the options), with a request queue, a response cache and the offline fallback. Content
 * scripts, the popup and the options page talk to it with runtime messages.
 */
export default defineBackground(() => {
  let settings: Settings = DEFAULT_SETTINGS;
  let dictionary = new Set<string>();
  const server = new ServerGateway(settings);
  const offline = new OfflineSpelling();
  const checks = new CheckService({
    server,
    offline,
    settings: () => settings,
    dictionary: () => dictionary,
  });
  const counts = new TabCounts();

  async function reload(): Promise<void> {
    settings = await loadSettings();
    dictionary = new Set((await listWords()).map((w) => w.toLocaleLowerCase()));
    server.configure(settings);
    checks.clear();
  }
  let ready = reload();

  function configFor(url: string | undefined): ContentConfig {
    let host = '';
    try {
      host = url ? new URL(url).hostname : '';
    } catch {
      // not a URL with a host (about:blank)
    }
    return { enabled: !isSiteDisabled(settings, host), status: checks.status() };
  }

  /** Tells every content script that settings changed; each asks again for its page's config. */
  async function broadcast(): Promise<void> {
    const message: BroadcastMessage = { type: 'config-changed' };
    for (const tab of await browser.tabs.query({})) {
      if (tab.id !== undefined) browser.tabs.sendMessage(tab.id, message).catch(() => {});
    }
  }

  async function onContent(
    request: ContentRequest,
    sender: Browser.runtime.MessageSender,
  ): Promise<ContentResponses[ContentRequest['type']]> {
    await ready;
    const tabId = sender.tab?.id ?? -1;
    switch (request.type) {
      case 'config':
        counts.noteHost(tabId, sender.frameId ?? 0, sender.url);
        return configFor(sender.tab?.url ?? sender.url);
      case 'check':
        try {
          const part = `${tabId}:${sender.frameId ?? 0}:${request.sessionId}:${request.part}`;
          return await checks.check(request.blocks, request.sessionId, part, request.urgent);
        } catch (error) {
          if (!(error instanceof SupersededError)) throw error;
          return {
            blocks: request.blocks.map(() => []),
            source: 'none',
            status: checks.status(),
            superseded: true,
          };
        }
      case 'feedback': {
        const s = request.suggestion;
        if (request.verdict === 'reject') checks.reject(s);
        // Only the server's edits have ids it can resolve; the offline worker's findings are local.
        if (s.source !== 'server') return { ok: true };
        try {
          const name = request.verdict === 'accept' ? 'acceptEdit' : 'rejectEdit';
          await server.call(name, { edit_id: s.id, session_id: request.sessionId });
          return { ok: true };
        } catch {
          return { ok: false };
        }
      }
      case 'add-word': {
        await addWords([request.word]);
        dictionary.add(request.word.trim().toLocaleLowerCase());
        return { ok: true };
      }
      case 'rephrase':
        return wrap('rephrase', () =>
          server.call('rephrase', { text: request.text, ...request.choice }).then((r) => r.results),
        );
      case 'tone':
        return wrap('tone', () => server.call('tone', { text: request.text }));
      case 'report-count':
        if (tabId >= 0) counts.report(tabId, sender.frameId ?? 0, request.count);
        return { ok: true };
      case 'content-error':
        console.warn(
          `Margin content script (${sender.url ?? 'unknown page'}), ${request.where}: ${request.message}`,
        );
        return { ok: true };
    }
  }

  async function onPage(request: PageRequest): Promise<PageResponses[PageRequest['type']]> {
    await ready;
    switch (request.type) {
      case 'popup-state': {
        // Without the tab's URL (no activeTab grant), the host its content script reported.
        const host = request.host || counts.host(request.tabId) || '';
        return {
          host,
          enabled: !isSiteDisabled(settings, host),
          status: checks.status(),
          count: counts.total(request.tabId),
          serverUrl: settings.serverUrl,
          hasKey: settings.key !== '',
        };
      }
      case 'set-site-enabled': {
        const host = request.host.toLowerCase();
        const others = settings.disabledSites.filter((h) => h !== host);
        await saveSettings({ ...settings, disabledSites: request.enabled ? others : [...others, host] });
        ready = reload();
        await ready;
        await broadcast();
        return { ok: true };
      }
      case 'settings-changed':
        ready = reload();
        await ready;
        await broadcast();
        // Load the offline speller now (in the background) so a later outage finds it ready.
        offline.warm(offlineVariety(settings)).catch(() => {});
        return { ok: true };
      case 'test-connection':
        return testConnection(request.serverUrl, request.key);
    }
  }

  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    const m = message as (ContentRequest | PageRequest) & { target?: string };
    if (!m || typeof m.type !== 'string' || m.target === 'offscreen') return undefined;
    // Web pages cannot message the extension (no externally_connectable). Settings messages are
    // honoured only from the extension's own pages (popup, options), never from a content script.
    const fromExtensionPage = (sender.url ?? '').startsWith(browser.runtime.getURL('/'));
    const handler = PAGE_TYPES.has(m.type)
      ? fromExtensionPage
        ? onPage(m as PageRequest)
        : Promise.resolve(undefined)
      : onContent(m as ContentRequest, sender);
    handler.then(sendResponse, (error) => {
      console.error('Margin:', error);
      sendResponse(undefined);
    });
    return true;
  });

  // First run: the welcome page (the options page with its first steps) connects to a server.
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    browser.tabs.create({ url: browser.runtime.getURL('/options.html?welcome') }).catch(() => {});
  });

  // A closed or reloaded tab's queued checks are dropped, so they do not hold up other tabs.
  browser.tabs.onRemoved.addListener((tabId) => {
    counts.forget(tabId);
    server.cancel(`${tabId}:`);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status !== 'loading') return;
    counts.forget(tabId);
    server.cancel(`${tabId}:`);
  });
});

const PAGE_TYPES = new Set<string>([
  'popup-state',
  'set-site-enabled',
  'settings-changed',
  'test-connection',
]);

async function wrap<T>(endpoint: string, work: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, failure: toWireFailure(error, endpoint) };
  }
}
