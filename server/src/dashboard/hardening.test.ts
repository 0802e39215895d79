import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { slidingWindow } from '../storage/repos/usage';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { DashboardClient, signUp } from './testing';

const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('dashboard hardening (issue 17) on $name', ({ open }) => {
  let store: TestStore;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    store = await open();
    app = createApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), store, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await store?.destroy();
  });

  const csrfOf = async (b: DashboardClient) => DashboardClient.csrf(await (await b.get('/dashboard')).text());

  it('finding 2: 200 parallel guesses are not all evaluated; at most the per-address limit is', async () => {
    await signUp(app, store, 'parallel@example.com', PASSWORD);
    const b = new DashboardClient(app);
    const csrf = DashboardClient.csrf(await (await b.get('/dashboard/login')).text());
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 199 ? PASSWORD : `wrong guess ${i}`));
    const answers = await Promise.all(
      guesses.map((password) =>
        b.post('/dashboard/login', { email: 'parallel@example.com', password, _csrf: csrf }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    const evaluated = statuses.filter((s) => s !== 429).length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(195);
    expect(answers.find((r) => r.status === 429)?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  });

  it('counts login failures in the quota ledger sliding windows, and a success forgets them', async () => {
    const email = 'ledger@example.com';
    await signUp(app, store, email, PASSWORD);
    const used = async () =>
      (await store.quota.peek('login', [slidingWindow(`email:${email}`, Date.now(), 900, 5)]))[0]?.used;
    expect(await used()).toBe(0);
    const b = new DashboardClient(app);
    const csrf = DashboardClient.csrf(await (await b.get('/dashboard/login')).text());
    const login = (password: string) => b.post('/dashboard/login', { email, password, _csrf: csrf });
    expect((await login('wrong guess')).status).toBe(400);
    expect((await login('another wrong guess')).status).toBe(400);
    expect(await used()).toBe(2);
    expect((await login(PASSWORD)).status).toBe(303);
    expect(await used()).toBe(0);
  });

  it('finding 7: behind a trusted proxy each client has its own per-IP login bucket', async () => {
    const proxied = createApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        TRUSTED_PROXIES: '10.0.0.1',
        LOGIN_MAX_FAILURES_PER_IP: '2',
      }),
      store,
      logger: createLogger('silent'),
    });
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
    const b = new DashboardClient(proxied);
    const csrf = DashboardClient.csrf(await (await b.get('/dashboard/login')).text());
    const login = (client: string, email: string) =>
      proxied.request(
        'http://localhost/dashboard/login',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: `margin_form=${b.cookies.get('margin_form')}`,
            'x-forwarded-for': client,
          },
          body: new URLSearchParams({ email, password: 'not the password', _csrf: csrf }).toString(),
        },
        env,
      );
    // The first client uses up its IP bucket across several addresses...
    expect((await login('198.51.100.1', 'p1@example.com')).status).toBe(400);
    expect((await login('198.51.100.1', 'p2@example.com')).status).toBe(400);
    expect((await login('198.51.100.1', 'p3@example.com')).status).toBe(429);
    // ...while a second client behind the same proxy is not blocked by it.
    expect((await login('198.51.100.2', 'p4@example.com')).status).toBe(400);
  });

  it('finding 7: a failed action never redirects off the site, whatever the Referer', async () => {
    const b = await signUp(app, store, 'referer@example.com', PASSWORD);
    const csrf = await csrfOf(b);
    for (const referer of [
      '//evil.test/x',
      'http://localhost//evil.test/x',
      'http://[::1',
      'http://localhost:99999/',
    ]) {
      const res = await b.post('/dashboard/dictionary', { word: '', _csrf: csrf }, { referer });
      expect(res.status, referer).toBe(303);
      expect(res.headers.get('location'), referer).toBe('/dashboard');
    }
  });

  it('finding 7: control characters are refused in dictionary words and mappings from the dashboard', async () => {
    const b = await signUp(app, store, 'controls@example.com', PASSWORD);
    const csrf = await csrfOf(b);
    for (const word of ['a\u0000b', 'evil\r\nBcc:x', '\u001b[31mred', 'abc\u202Efdp']) {
      const res = await b.post('/dashboard/dictionary', { word, _csrf: csrf });
      expect(res.status).toBe(303);
      const page = await (await b.get('/dashboard')).text();
      expect(page).toContain('control or bidi-override characters');
    }
    await b.post('/dashboard/mappings', { phrase: 'x\u2066y', replacement: 'z', _csrf: csrf });
    const user = await store.users.byEmail('controls@example.com');
    expect(await store.customisation.words(user!.id)).toEqual([]);
    expect(await store.customisation.mappings(user!.id)).toEqual([]);
  });
});
