import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { forgetLoginFailures, loginSucceeded, reserveLoginAttempt } from '../dashboard/login-limit';
import { DashboardClient, signUp } from '../dashboard/testing';
import { createLogger } from '../log/logger';
import { metrics } from '../metrics';
import { calendarBuckets, slidingWindow } from '../storage/repos/usage';
import { openPgTestStore, type TestStore } from '../testing/databases';
import { type RedisBacked, withRedis } from '.';

/** Redis used by the tests; each run writes under a key prefix of its own and deletes it. */
const TEST_REDIS_URL = process.env.MARGIN_TEST_REDIS_URL || 'redis://127.0.0.1:6379/0';
const logger = createLogger('silent');

describe('Redis quota ledger and cache (REDIS_URL)', () => {
  let db: TestStore;
  const prefix = `margin-test:${randomUUID()}:`;
  const opened: RedisBacked[] = [];
  /** One "instance": its own connection and write-behind, on the shared database and Redis. */
  const instance = async () => {
    const r = withRedis(db, { url: TEST_REDIS_URL, logger, prefix, flushMs: 60_000 });
    opened.push(r);
    expect(await r.link.ready()).toBe(true);
    return r;
  };
  const daily = (limit: number, now = Date.now()) => calendarBuckets(now, limit, 0);
  const dbCounter = async (account: string, bucket: string) =>
    Number(
      (
        await db.db.get<{ used: number }>(
          'SELECT used FROM quota_counters WHERE account_id = $1 AND bucket = $2',
          [account, bucket],
        )
      )?.used ?? 0,
    );

  beforeAll(async () => {
    db = await openPgTestStore();
  });
  afterAll(async () => {
    const [first] = opened;
    if (first?.link.usable) {
      const keys = await first.link.client.keys(`${prefix}*`);
      if (keys.length) await first.link.client.del(...keys);
    }
    for (const r of opened) {
      await r.quota.flush();
      await r.link.close();
    }
    await db?.destroy();
  });

  it('admits exactly the quota from 30 concurrent reservations on two instances, and writes it to the database', async () => {
    const [a, b] = [await instance(), await instance()];
    const now = Date.now();
    const before = metrics.dbQueries.get({ dialect: 'postgres' });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b).store.quota.reserve('acct-30', 100, daily(1_000, now), now),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.find((r) => !r.ok);
    expect(refused?.ok === false && refused.exceeded.used).toBe(1_000);
    // Only the first use of the day reads the database (to seed the counters), once per window.
    expect(metrics.dbQueries.get({ dialect: 'postgres' }) - before).toBeLessThanOrEqual(4);
    await a.quota.flush();
    await b.quota.flush();
    const [day] = daily(1_000, now);
    expect(await dbCounter('acct-30', day?.name as string)).toBe(1_000);
  });

  it('gives a failed request its characters back (Lua refund), calendar and sliding alike', async () => {
    const r = await instance();
    const now = Date.now();
    const buckets = [...daily(1_000, now), slidingWindow('aidetect', now, 120, 1_000)];
    const first = await r.store.quota.reserve('acct-refund', 800, buckets, now);
    expect(first.ok).toBe(true);
    expect((await r.store.quota.reserve('acct-refund', 800, buckets, now)).ok).toBe(false);
    if (first.ok) await r.store.quota.release('acct-refund', 800, buckets, first.events);
    const states = await r.store.quota.peek('acct-refund', buckets, now);
    expect(states.map((s) => s.used)).toEqual([0, 0, 0]);
    expect((await r.store.quota.reserve('acct-refund', 1_000, buckets, now)).ok).toBe(true);
  });

  it('keeps a sliding window: no fresh allowance at a window edge, Retry-After when the oldest leaves', async () => {
    const r = await instance();
    const window = (now: number) => [slidingWindow('aidetect', now, 120, 1_000)];
    const t0 = Date.UTC(2026, 10, 24, 12, 1, 59, 0);
    expect((await r.store.quota.reserve('acct-slide', 900, window(t0), t0)).ok).toBe(true);
    const justAfter = t0 + 2_000;
    const refused = await r.store.quota.reserve('acct-slide', 900, window(justAfter), justAfter);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.exceeded.used).toBe(900);
      expect(refused.exceeded.resetsAt).toBe(t0 + 120_000);
    }
    expect((await r.store.quota.reserve('acct-slide', 100, window(justAfter), justAfter)).ok).toBe(true);
    const later = t0 + 120_001;
    expect((await r.store.quota.reserve('acct-slide', 900, window(later), later)).ok).toBe(true);
  });

  it('starts a counter Redis does not hold from the database (Redis restarted empty)', async () => {
    const r = await instance();
    const now = Date.now();
    // 900 admitted earlier through the database path (or written behind before a Redis restart).
    expect((await db.quota.reserve('acct-seed', 900, daily(1_000, now), now)).ok).toBe(true);
    const refused = await r.store.quota.reserve('acct-seed', 200, daily(1_000, now), now);
    expect(refused.ok === false && refused.exceeded.used).toBe(900);
    expect((await r.store.quota.reserve('acct-seed', 100, daily(1_000, now), now)).ok).toBe(true);
  });

  it('caches results in Redis with a TTL', async () => {
    const r = await instance();
    await r.store.cache.set('k1', { a: 1 }, 60);
    expect(await r.store.cache.get('k1')).toEqual({ a: 1 });
    expect(await db.cache.get('k1')).toBeUndefined();
    const ttl = await r.link.client.pttl(`${prefix}cache:k1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('falls back to the database when Redis is lost mid-way, without admitting more than the quota, and uses Redis again when it returns', async () => {
    const r = await instance();
    const now = Date.now();
    expect((await r.store.quota.reserve('acct-switch', 500, daily(1_000, now), now)).ok).toBe(true);
    const fallbacks = metrics.redisFallbacks.get({ op: 'reserve' });
    r.link.client.disconnect();
    await new Promise((done) => setTimeout(done, 50));
    expect(r.link.usable).toBe(false);
    expect((await r.check()).detail).toMatch(/^degraded/);
    expect((await r.check()).ok).toBe(true);
    // The database path starts from the 500 Redis admitted (written when Redis went down).
    const refused = await r.store.quota.reserve('acct-switch', 600, daily(1_000, now), now);
    expect(refused.ok === false && refused.exceeded.used).toBe(500);
    expect((await r.store.quota.reserve('acct-switch', 400, daily(1_000, now), now)).ok).toBe(true);
    expect(metrics.redisFallbacks.get({ op: 'reserve' }) - fallbacks).toBe(2);

    await r.link.client.connect();
    expect(await r.link.ready()).toBe(true);
    // Redis said 500; the counter the database path changed goes back to Redis as soon as it returns,
    // so another instance sees 900 of 1,000 without this one touching the account again.
    const key = `${prefix}q:{acct-switch}:${daily(1_000, now)[0]?.name}`;
    for (let i = 0; i < 100 && (await r.link.client.get(key)) !== '900'; i++) {
      await new Promise((done) => setTimeout(done, 20));
    }
    const other = await instance();
    const elsewhere = await other.store.quota.reserve('acct-switch', 200, daily(1_000, now), now);
    expect(elsewhere.ok === false && elsewhere.exceeded.used).toBe(900);
    const again = await r.store.quota.reserve('acct-switch', 200, daily(1_000, now), now);
    expect(again.ok === false && again.exceeded.used).toBe(900);
    expect((await r.store.quota.reserve('acct-switch', 100, daily(1_000, now), now)).ok).toBe(true);
    expect(metrics.redisFallbacks.get({ op: 'reserve' }) - fallbacks).toBe(2);
  });

  it('reserves login attempts in Redis: 5 of 30 parallel attempts on one address, none after until cleared', async () => {
    const r = await instance();
    const limits = { perEmail: 5, perIp: 20, windowSeconds: 900 };
    const email = `${randomUUID()}@example.org`;
    const attempt = (ip: string) => reserveLoginAttempt(r.store, limits, email, ip);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`198.51.100.${i}`)));
    const admitted = results.filter((x) => x.ok);
    expect(admitted).toHaveLength(5);
    const refused = results.find((x) => !x.ok);
    expect(refused?.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    // Nothing went to the database's windows.
    const windows = [slidingWindow(`email:${email}`, Date.now(), 900, 5)];
    expect((await db.quota.peek('login', windows)).map((w) => w.used)).toEqual([0]);
    const [first] = admitted;
    if (first?.ok) await loginSucceeded(r.store, `${randomUUID()}@example.org`, first);
    expect((await attempt('198.51.100.99')).ok).toBe(true);
    expect((await attempt('198.51.100.99')).ok).toBe(false);
    await forgetLoginFailures(r.store, email);
    expect((await attempt('198.51.100.99')).ok).toBe(true);
  });

  it('finding 2 with Redis: 200 parallel guesses are not all evaluated; at most the per-address limit is', async () => {
    const r = await instance();
    const app = createApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), store: r.store, logger });
    const email = `parallel-${randomUUID()}@example.com`;
    await signUp(app, r.store, email, 'correct horse battery');
    const b = new DashboardClient(app);
    const csrf = DashboardClient.csrf(await (await b.get('/dashboard/login')).text());
    const roundTrips = metrics.redisCommands.get({ op: 'reserve' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        b.post('/dashboard/login', {
          email,
          password: i === 199 ? 'correct horse battery' : `wrong guess ${i}`,
          _csrf: csrf,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(195);
    expect(answers.find((a) => a.status === 429)?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // The attempts were counted in Redis.
    expect(metrics.redisCommands.get({ op: 'reserve' }) - roundTrips).toBeGreaterThanOrEqual(200);
  });

  it('serves from the database when REDIS_URL points at a closed port, and readiness says degraded', async () => {
    const r = withRedis(db, { url: 'redis://127.0.0.1:1/0', logger, prefix });
    opened.push(r);
    expect(await r.link.ready()).toBe(false);
    const now = Date.now();
    expect((await r.store.quota.reserve('acct-closed', 700, daily(1_000, now), now)).ok).toBe(true);
    const refused = await r.store.quota.reserve('acct-closed', 400, daily(1_000, now), now);
    expect(refused.ok === false && refused.exceeded.used).toBe(700);
    await r.store.cache.set('k-closed', 'v', 60);
    expect(await db.cache.get('k-closed')).toBe('v');
    const check = await r.check();
    expect(check).toEqual({ ok: true, detail: expect.stringMatching(/^degraded: .*ECONNREFUSED/) });
  });
});
