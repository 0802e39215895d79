import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { metrics } from '../metrics';
import { serverReadiness } from '../services/readiness';
import { openSqliteTestStore, type TestStore } from '../testing/databases';
import { type RedisBacked, withRedis } from '.';

// REDIS_URL at a port where nothing listens: the server serves from the database, says so once in
// its log and in readiness, and still answers 200 there.
describe('the app with REDIS_URL unreachable', () => {
  let db: TestStore;
  let redis: RedisBacked;
  let key: string;
  const lines: string[] = [];
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openSqliteTestStore();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      QUOTA_FREE_DAILY: '150',
      REDIS_URL: 'redis://127.0.0.1:1/0',
    });
    const logger = createLogger('info', (l) => lines.push(l));
    redis = withRedis(db, { url: config.redisUrl as string, logger, prefix: 'margin-test-degraded:' });
    await redis.link.ready();
    const user = await db.users.create({ email: 'free@example.com', tier: 'free' });
    key = (await db.keys.create(user.id)).key;
    app = createApp({
      config,
      store: redis.store,
      logger,
      readiness: serverReadiness(db.db, { redis: redis.check }),
    });
  });
  afterAll(async () => {
    await redis?.link.close();
    await db?.destroy();
  });

  const sentiment = (text: string) =>
    app.request('/api/v1/sentiment', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, text }),
    });

  it('keeps the daily quota on the database path and counts the fallbacks', async () => {
    const before = metrics.redisFallbacks.get({ op: 'reserve' });
    const text = 'The morning was bright and the river ran quietly past the old mill near town.'.padEnd(
      100,
      '.',
    );
    expect((await sentiment(text)).status).toBe(200);
    const refused = await sentiment(text.replace('bright', 'grey'));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/^quota exceeded: 100 of 150/);
    expect(metrics.redisFallbacks.get({ op: 'reserve' }) - before).toBe(2);
  });

  it('answers readiness 200 with redis degraded', async () => {
    const res = await app.request('/api/v1/readiness');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: Record<string, { ok: boolean; detail: string }> };
    expect(body.checks.redis?.ok).toBe(true);
    expect(body.checks.redis?.detail).toMatch(/^degraded: .*ECONNREFUSED/);
  });

  it('logs the unavailability once, however often the client retries', async () => {
    await new Promise((done) => setTimeout(done, 700));
    const down = lines.filter((l) => l.includes('redis unavailable'));
    expect(down).toHaveLength(1);
    expect(JSON.parse(down[0] as string)).toMatchObject({
      level: 'warn',
      reason: expect.stringContaining('ECONNREFUSED'),
    });
  });
});
