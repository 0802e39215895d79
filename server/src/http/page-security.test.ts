import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { openSqliteTestStore, type TestStore } from '../testing/databases';
import { pageCsp } from './page-security';

const KEY = 'OperatorKey0123456789abcdefghijk';

/** The app the server runs on loopback, with an operator key. */
function app(store: TestStore, host = '127.0.0.1') {
  return createApp({
    config: loadConfig({ LOG_LEVEL: 'silent', HOST: host }),
    store,
    logger: createLogger('silent'),
    operatorKey: KEY,
  });
}

/** GET `path` with a Host header, as if from `socket`. */
async function get(a: ReturnType<typeof app>, path: string, host: string, socket: string) {
  const env = { incoming: { socket: { remoteAddress: socket, remotePort: 1, remoteFamily: 'IPv4' } } };
  return a.request(`http://${host || 'no-host.test'}${path}`, { headers: { host } }, env);
}

// Issue #17 finding 5: the operator key was embedded in / and /editor whatever the Host header
// (readable through DNS rebinding), and / had no CSP, no frame protection and no no-store.
describe('pages with the operator key (issue 17, finding 5)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openSqliteTestStore();
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it.each(['/', '/editor'])('%s embeds the key for a loopback Host over a loopback socket', async (path) => {
    for (const [host, socket] of [
      ['127.0.0.1:8787', '127.0.0.1'],
      ['localhost:8787', '::1'],
      ['[::1]:8787', '::ffff:127.0.0.1'],
      ['LOCALHOST', '127.0.0.1'],
    ] as const) {
      expect(await (await get(app(store), path, host, socket)).text(), `${host} ${socket}`).toContain(KEY);
    }
  });

  it.each(['/', '/editor'])('%s never embeds the key for another Host (DNS rebinding)', async (path) => {
    for (const host of [
      'rebind.evil.test:8787',
      'evil.test',
      '127.0.0.1.evil.test',
      'localhost.evil.test',
      '',
    ]) {
      const res = await get(app(store), path, host, '127.0.0.1');
      expect(res.status).toBe(200);
      expect(await res.text(), host).not.toContain(KEY);
    }
  });

  it.each(['/', '/editor'])('%s never embeds the key over a socket that is not loopback', async (path) => {
    const res = await get(app(store), path, 'localhost:8787', '192.168.1.20');
    expect(await res.text()).not.toContain(KEY);
  });

  it.each(['/', '/editor'])(
    '%s never embeds the key when the server listens on the network',
    async (path) => {
      const res = await get(app(store, '0.0.0.0'), path, 'localhost:8787', '127.0.0.1');
      expect(await res.text()).not.toContain(KEY);
    },
  );

  it.each(['/', '/editor'])('%s answers with CSP, frame protection and no-store', async (path) => {
    const res = await get(app(store), path, 'localhost:8787', '127.0.0.1');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('pageCsp', () => {
  it('allows exactly the inline scripts of the page, by hash, and skips JSON data blocks and external scripts', () => {
    const html =
      '<script type="application/json" id="c">{"a":1}</script><script>run()</script><script type="module" src="/x.js"></script>';
    const csp = pageCsp(html);
    const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
    expect(hashes).toHaveLength(1);
    expect(pageCsp(html.replace('run()', 'evil()'))).not.toContain(hashes[0]);
  });
});
