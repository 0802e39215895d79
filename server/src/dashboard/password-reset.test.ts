import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../mail/recipient-limit';
import { createStore } from '../storage/store';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { isWrite, type LoggedQuery, recordQueries } from '../testing/query-log';
import { RESET_REQUESTS_PER_IP_PER_HOUR } from './reset-routes';
import { DashboardClient, mailedLink, signUp } from './testing';

const OLD = 'correct horse battery';
const NEW = 'a brand new passphrase';

/** A client whose requests come from its own socket address (per-IP limits). */
let nextIp = 1;
function client(app: ReturnType<typeof createApp>): DashboardClient {
  const b = new DashboardClient(app);
  b.env = {
    incoming: { socket: { remoteAddress: `192.0.2.${nextIp++}`, remotePort: 1, remoteFamily: 'IPv4' } },
  };
  return b;
}

// Issue #17: the dashboard had no account recovery.
describe.each(TEST_DATABASES)('password reset by mail (issue 17) on $name', ({ open }) => {
  let store: TestStore;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    store = await open();
    app = createApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), store, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await store?.destroy();
  });

  async function requestReset(b: DashboardClient, email: string): Promise<Response> {
    const page = await (await b.get('/dashboard/forgot')).text();
    return b.post('/dashboard/forgot', { email, _csrf: DashboardClient.csrf(page) });
  }

  async function login(email: string, password: string): Promise<number> {
    const b = client(app);
    const page = await (await b.get('/dashboard/login')).text();
    return (await b.post('/dashboard/login', { email, password, _csrf: DashboardClient.csrf(page) })).status;
  }

  /**
   * Waits until every reset request made so far has been dealt with: reset mails are sent after the
   * response, one at a time in order, so once a later request's mail is out, the earlier ones are done.
   */
  let settlers = 0;
  async function settled(): Promise<void> {
    const email = `settle${settlers++}@example.com`;
    await signUp(app, store, email, OLD);
    await requestReset(client(app), email);
    await mailedLink(store, email, '/dashboard/reset');
  }

  it('answers the same whether or not the address has an account', async () => {
    await signUp(app, store, 'known@example.com', OLD);
    const known = await requestReset(client(app), 'known@example.com');
    const unknown = await requestReset(client(app), 'unknown@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = async (r: Response, email: string) => (await r.text()).replaceAll(email, 'ADDRESS');
    expect(await strip(known, 'known@example.com')).toBe(await strip(unknown, 'unknown@example.com'));
    await mailedLink(store, 'known@example.com', '/dashboard/reset');
    await settled();
    expect(await store.outbox.list({ to: 'unknown@example.com' })).toEqual([]);
  });

  it('does the same database work before answering whether or not the address has an account', async () => {
    // A registered address used to cost a password lookup, a rate-limit slot, a token and an outbox
    // row before the answer; an unknown one only the lookup. The time taken told them apart.
    const log: LoggedQuery[] = [];
    const spied = createApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      store: createStore(recordQueries(store.db, log)),
      logger: createLogger('silent'),
    });
    const beforeAnswer = async (email: string) => {
      const b = client(spied);
      const csrf = DashboardClient.csrf(await (await b.get('/dashboard/forgot')).text());
      const from = log.length;
      expect((await b.post('/dashboard/forgot', { email, _csrf: csrf })).status).toBe(200);
      return log.slice(from);
    };
    await signUp(spied, store, 'timed@example.com', OLD);
    const known = await beforeAnswer('timed@example.com');
    await mailedLink(store, 'timed@example.com', '/dashboard/reset');
    const unknown = await beforeAnswer('untimed@example.com');
    expect(known.map((q) => q.sql)).toEqual(unknown.map((q) => q.sql));
    expect(known.filter(isWrite).length).toBe(unknown.filter(isWrite).length);
    expect(known.some((q) => /FROM users/i.test(q.sql))).toBe(false);
  });

  it('sets a new password with a single-use link, stored only as a hash, and logs out every session', async () => {
    const email = 'recover@example.com';
    const session = await signUp(app, store, email, OLD);
    expect((await session.get('/dashboard')).status).toBe(200);
    await requestReset(client(app), email);
    const link = await mailedLink(store, email, '/dashboard/reset');
    const token = link.split('=')[1] as string;
    const stored = await store.db.all<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    const b = client(app);
    const page = await (await b.get(link)).text();
    const short = await b.post('/dashboard/reset', {
      token,
      password: 'short',
      _csrf: DashboardClient.csrf(page),
    });
    expect(short.status).toBe(400);
    const done = await b.post('/dashboard/reset', {
      token,
      password: NEW,
      _csrf: DashboardClient.csrf(page),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/dashboard/login');

    expect((await session.get('/dashboard')).status).toBe(303);
    expect(await login(email, OLD)).toBe(400);
    expect(await login(email, NEW)).toBe(303);
    const again = await b.post('/dashboard/reset', {
      token,
      password: 'yet another passphrase',
      _csrf: DashboardClient.csrf(page),
    });
    expect(again.status).toBe(400);
    expect((await b.get(link)).status).toBe(400);
  });

  it('refuses a link after its hour and a forged one', async () => {
    const email = 'late@example.com';
    await signUp(app, store, email, OLD);
    await requestReset(client(app), email);
    const link = await mailedLink(store, email, '/dashboard/reset');
    await store.db.run('UPDATE password_reset_tokens SET expires_at = $1', [Date.now() - 1]);
    const b = client(app);
    expect((await b.get(link)).status).toBe(400);
    const page = await (await b.get('/dashboard/forgot')).text();
    const token = link.split('=')[1] as string;
    for (const t of [token, 'forged-token', '']) {
      const res = await b.post('/dashboard/reset', {
        token: t,
        password: NEW,
        _csrf: DashboardClient.csrf(page),
      });
      expect(res.status).toBe(400);
    }
    expect(await login(email, OLD)).toBe(303);
  });

  it('mails an address at most its hourly share of reset links, with the same answer', async () => {
    const email = 'flooded@example.com';
    await signUp(app, store, email, OLD);
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR.reset + 3; i++) {
      expect((await requestReset(client(app), email)).status).toBe(200);
    }
    await settled();
    const resets = (await store.outbox.list({ to: email, limit: 100 })).filter((m) => m.kind === 'reset');
    expect(resets).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR.reset);
  });

  it('limits reset requests per client IP', async () => {
    const b = client(app);
    for (let i = 0; i < RESET_REQUESTS_PER_IP_PER_HOUR; i++) {
      expect((await requestReset(b, `nobody${i}@example.com`)).status).toBe(200);
    }
    const refused = await requestReset(b, 'nobody-more@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await requestReset(client(app), 'nobody-more@example.com')).status).toBe(200);
  });

  it('finding 7: logging in to an unconfirmed account cannot flood its address with confirmation mails', async () => {
    const email = 'victim@example.com';
    const b = client(app);
    const form = await (await b.get('/dashboard/register')).text();
    await b.post('/dashboard/register', { email, password: OLD, _csrf: DashboardClient.csrf(form) });
    for (let i = 0; i < 4; i++) expect(await login(email, OLD)).toBe(403);
    const confirms = (await store.outbox.list({ to: email, limit: 100 })).filter((m) => m.kind === 'confirm');
    expect(confirms).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR.confirm);
  });
});
