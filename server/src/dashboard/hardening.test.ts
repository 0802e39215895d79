import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
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
