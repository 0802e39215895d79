import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { createTestApp, type TestApp } from '../testing/app';
import { editorDemoPage } from './page';

const KEY = 'K'.repeat(32);

/** Only `config.host` and `operatorKey` matter to the page. */
const deps = (host: string) => ({ config: { host } as Config, operatorKey: KEY }) as AppDeps;

describe('editor demo page', () => {
  it.each(['127.0.0.1', 'localhost', '::1'])(
    'embeds the operator key when bound to loopback (%s)',
    (host) => {
      const html = editorDemoPage(deps(host));
      expect(html).toContain(`{"key":"${KEY}"}`);
      expect(html).toContain(`value="${KEY}"`);
    },
  );

  it.each(['0.0.0.0', '192.168.1.10', '::'])(
    'never embeds the operator key when reachable from the network (%s)',
    (host) => {
      expect(editorDemoPage(deps(host))).not.toContain(KEY);
    },
  );

  describe('served by the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('answers GET /editor with the page that loads the plugin script', async () => {
      const res = await t.app.request('/editor');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<script type="module" src="/editor/assets/demo.js">');
    });

    it("serves the demo script compiled from the plugin's package build", async () => {
      const res = await t.app.request('/editor/assets/demo.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      const script = await res.text();
      // The bundle carries the plugin's UI (its class names survive minification).
      expect(script).toContain('margin-underline');
      expect(script).toContain('margin-card');
    });

    it('links the demo from the playground', async () => {
      expect(await (await t.app.request('/')).text()).toContain('<a href="/editor">Editor demo</a>');
    });
  });
});
