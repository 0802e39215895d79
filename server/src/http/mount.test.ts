import { defineEndpoint } from '@margin/shared/contract/endpoint';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { HttpError } from './errors';
import { mountEndpoint } from './mount';

// A billable endpoint of our own, so the metering path is tested independently of any engine.
const echo = defineEndpoint({
  name: 'echo',
  method: 'POST',
  path: '/api/v1/echo',
  summary: 'test',
  tag: 'Test',
  transport: 'json',
  auth: 401,
  metering: 'billable',
  params: z.object({}),
  request: z.object({ text: z.string(), fail: z.boolean().default(false) }),
  response: z.object({ length: z.number() }),
  status: 200,
});

describe.each(TEST_DATABASES)('metering on $name', ({ open }) => {
  let store: TestStore;
  let app: Hono;
  let key: string;
  let keyId: string;

  beforeAll(async () => {
    store = await open();
    const config = loadConfig({ QUOTA_FREE_DAILY: '1000', QUOTA_FREE_MONTHLY: '5000' });
    app = new Hono();
    app.onError((err, c) =>
      err instanceof HttpError
        ? c.json({ msg: err.message, ...err.extra }, err.status as 400, err.headers)
        : c.json({ msg: String(err) }, 500),
    );
    mountEndpoint(
      app,
      { config, store, logger: createLogger('silent') },
      echo,
      ({ input }) => {
        if (input.fail) throw new HttpError(502, 'engine failed');
        return { length: input.text.length };
      },
      { capability: 'Echo' },
    );
    const user = await store.users.create({ email: `m-${Math.random()}@example.com` });
    ({ key, id: keyId } = await store.keys.create(user.id));
  });
  afterAll(async () => {
    await store?.destroy();
  });

  const post = (body: unknown) =>
    app.request('/api/v1/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('sends X-RateLimit headers and bills code points', async () => {
    const res = await post({ key, text: '😀'.repeat(100) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('900');
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('does not bill failed work', async () => {
    const res = await post({ key, text: 'x'.repeat(100), fail: true });
    expect(res.status).toBe(502);
    const ok = await post({ key, text: 'x' });
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('899');
  });

  it('admits at most the quota from 20 parallel requests, then answers 429 with Retry-After', async () => {
    // 899 characters left: 20 requests of 100 → exactly 8 fit.
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post({ key, text: 'y'.repeat(100) })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
    const refused = responses.find((r) => r.status === 429)!;
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    const body = (await refused.json()) as { msg: string; retry_after: number };
    expect(body.retry_after).toBe(retry);
    expect(body.msg).toMatch(/quota exceeded/);
    const ledger = await store.db.get<{ n: number }>(
      'SELECT SUM(characters) AS n FROM usage_ledger WHERE key_id = $1 AND billable = 1',
      [keyId],
    );
    expect(Number(ledger?.n)).toBe(100 + 1 + 800);
  });
});
