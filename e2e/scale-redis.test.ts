import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Balancer,
  createScaleDatabase,
  distinctTexts,
  Instance,
  instancePorts,
  postJson,
  raceOnBoth,
  runAdmin,
  type ScaleDatabase,
  startBalancer,
} from './support/scale-cluster';

/**
 * Two Margin servers on one PostgreSQL database and one Redis database (REDIS_URL) behind haproxy:
 * limits hold exactly across instances with the counters in Redis, and a third instance on the
 * same database without Redis gives the round trips per request to compare.
 */

/** A Redis database of this suite's own; its `margin:` keys are deleted afterwards. */
const REDIS_URL = process.env.MARGIN_TEST_REDIS_SCALE_URL || 'redis://127.0.0.1:6379/11';
const METRICS_TOKEN = 'scale-redis-metrics-token';
const QUOTA_FREE_DAILY = 1_000;
const AIDETECT_WINDOW_CHARS = 600;

/** The sum of every series of a counter on one instance's /metrics. */
async function counter(instance: Instance, name: string): Promise<number> {
  const text = await (
    await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  let sum = 0;
  for (const m of text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+(?:\\.\\d+)?)$`, 'gm'))) {
    sum += Number(m[1]);
  }
  return sum;
}

describe('two instances behind haproxy on one PostgreSQL database and one Redis', () => {
  let db: ScaleDatabase;
  let a: Instance;
  let b: Instance;
  /** On the same database, without REDIS_URL: the database path, for comparison. */
  let plain: Instance;
  let lb: Balancer;
  let operatorKey: string;
  let freeKey: string;
  /** One account per instance for the round-trip figures, so each has its own AI-detection window. */
  let proKeys: [string, string];
  const redis = new Redis(REDIS_URL, { lazyConnect: true });

  beforeAll(async () => {
    await redis.connect();
    db = await createScaleDatabase();
    const [pa, pb, pc] = (await instancePorts(3)) as [number, number, number];
    const env = {
      DATABASE_URL: db.url,
      METRICS_TOKEN,
      QUOTA_FREE_DAILY: String(QUOTA_FREE_DAILY),
      AIDETECT_WINDOW_CHARS: String(AIDETECT_WINDOW_CHARS),
    };
    a = new Instance('a', pa, { ...env, REDIS_URL });
    b = new Instance('b', pb, { ...env, REDIS_URL });
    plain = new Instance('plain', pc, env);
    await a.start();
    operatorKey = a.operatorKey();
    const [, , user, pro1, pro2] = await Promise.all([
      b.start(),
      plain.start(),
      runAdmin(db.url, 'create-user', '--email', 'free@example.com', '--plan', 'free'),
      runAdmin(db.url, 'create-user', '--email', 'pro1@example.com', '--plan', 'pro'),
      runAdmin(db.url, 'create-user', '--email', 'pro2@example.com', '--plan', 'pro'),
    ]);
    freeKey = user.key as string;
    proKeys = [pro1.key as string, pro2.key as string];
    lb = await startBalancer([a, b]);
  }, 90_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.destroy(), b?.destroy(), plain?.destroy()]);
    await db?.drop();
    const keys = await redis.keys('margin:*');
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('reports Redis connected in readiness on both instances', async () => {
    for (const instance of [a, b]) {
      const body = (await (await fetch(`${instance.url}/api/v1/readiness`)).json()) as {
        checks: Record<string, { ok: boolean; detail: string }>;
      };
      expect(body.checks.redis).toEqual({ ok: true, detail: 'connected' });
    }
  });

  it('holds a daily quota exactly when 30 requests race on both instances, with the counter in Redis', async () => {
    const results = await raceOnBoth([a, b], '/api/v1/spellcheck', freeKey, 30, 'quota');
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(QUOTA_FREE_DAILY / 100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - QUOTA_FREE_DAILY / 100);
    const counters = await redis.keys('margin:q:*');
    expect(counters.length).toBeGreaterThan(0);
    expect(await Promise.all(counters.map((k) => redis.get(k)))).toContain(String(QUOTA_FREE_DAILY));
    // Through haproxy too: the quota is spent, whichever instance answers.
    expect((await postJson(`${lb.url}/api/v1/spellcheck`, { key: freeKey, text: 'One more.' })).status).toBe(
      429,
    );
  });

  it('holds the AI-detection window exactly when 16 requests race on both instances', async () => {
    const results = await raceOnBoth([a, b], '/api/v1/aidetect', operatorKey, 16, 'window');
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(AIDETECT_WINDOW_CHARS / 100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - AIDETECT_WINDOW_CHARS / 100);
  });

  it('needs fewer PostgreSQL round trips per metered request with Redis', async () => {
    /** Round trips per request for sequential requests to one instance. */
    const perRequest = async (instance: Instance, route: string, bodies: unknown[]) => {
      const [dbBefore, redisBefore] = [
        await counter(instance, 'margin_db_queries_total'),
        await counter(instance, 'margin_redis_commands_total'),
      ];
      for (const body of bodies) {
        const res = await postJson(`${instance.url}${route}`, body);
        expect(res.status, route).toBe(200);
        await res.body?.cancel();
      }
      return {
        db: ((await counter(instance, 'margin_db_queries_total')) - dbBefore) / bodies.length,
        redis: ((await counter(instance, 'margin_redis_commands_total')) - redisBefore) / bodies.length,
      };
    };
    type Figures = Record<string, { db: number; redis: number }>;
    const figures: Record<string, Figures> = {};
    for (const [name, instance, key] of [
      ['redis', a, proKeys[0]],
      ['database', plain, proKeys[1]],
    ] as const) {
      const fresh = distinctTexts(20, `rt-${name}`);
      // Five 100-character AI-detection requests fit the 600-character window; repeating them hits the result cache.
      const five = fresh.slice(0, 5).map((text) => ({ key, text }));
      figures[name] = {
        statistics: await perRequest(
          instance,
          '/api/v1/statistics',
          fresh.map((text) => ({ key, text })),
        ),
        spellcheck: await perRequest(
          instance,
          '/api/v1/spellcheck',
          fresh.map((text) => ({ key, text })),
        ),
        'aidetect (computed)': await perRequest(instance, '/api/v1/aidetect', five),
        'aidetect (result cache)': await perRequest(instance, '/api/v1/aidetect', five),
      };
    }
    process.stdout.write(`round trips per request: ${JSON.stringify(figures)}\n`);
    const withRedis = figures.redis as Figures;
    const without = figures.database as Figures;
    for (const kind of ['spellcheck', 'aidetect (computed)', 'aidetect (result cache)']) {
      expect(withRedis[kind]?.db, kind).toBeLessThan(without[kind]?.db as number);
      expect(withRedis[kind]?.redis, kind).toBeGreaterThan(0);
      expect(without[kind]?.redis, kind).toBe(0);
    }
  }, 60_000);
});
