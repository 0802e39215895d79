import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../../support/server';
import { configure, type ExtensionBrowser, launchWithExtension } from './extension';
import { FixtureServer } from './fixtures';
import { RecordingProxy } from './proxy';

/** Everything an extension suite runs against: the real server behind a recording proxy, fixtures, Chromium. */
export interface Harness {
  server: RunningServer;
  proxy: RecordingProxy;
  fixtures: FixtureServer;
  ext: ExtensionBrowser;
  /** Opens a fixture page in a new tab. */
  open(name: string): Promise<Page>;
}

/**
 * Starts a real Margin server (SQLite, fresh data dir) and warms its Edits engine, puts a
 * RecordingProxy in front of it, serves the fixture pages, launches Chromium with the built
 * extension and points the extension at the proxy with the operator key (through the options page).
 */
export function setUpHarness(env: Record<string, string> = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.server = await startServer(env);
    // The first Edits call loads the engines; make it here so the extension's first check is not the slow one.
    await fetch(`${h.server.url}/api/v1/edits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: h.server.operatorKey,
        text: 'Warm up teh engines.',
        session_id: 'warm-up',
      }),
    });
    h.proxy = new RecordingProxy(h.server.url);
    await h.proxy.start();
    h.fixtures = new FixtureServer();
    await h.fixtures.start();
    h.ext = await launchWithExtension();
    await configure(h.ext, h.proxy.url, h.server.operatorKey);
    h.open = async (name: string) => {
      const page = await h.ext.context.newPage();
      await page.goto(`${h.fixtures.url}/${name}`);
      return page;
    };
  }, 180_000);
  afterAll(async () => {
    await h.ext?.close();
    await h.fixtures?.stop();
    await h.proxy?.stop();
    await h.server?.stop();
  });
  return h;
}
