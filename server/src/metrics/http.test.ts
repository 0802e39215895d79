import { endpoints } from '@margin/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { Readiness } from '../services/readiness';
import { createTestApp, type TestApp } from '../testing/app';
import { openSqliteTestStore } from '../testing/databases';
import { metrics } from './index';

/** The bindings @hono/node-server gives a request from `address`. */
const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a direct loopback client in the Prometheus text format', async () => {
    const res = await t.app.request('/metrics', {}, peer('127.0.0.1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE margin_http_requests_total counter');
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    expect(text).toMatch(/^margin_queue_depth\{queue="grammar"\} \d+$/m);
    expect(text).toMatch(/^margin_worker_restarts_total\{engine="grammar"\} \d+$/m);
    expect(text).toMatch(/^margin_worker_restarts_total\{engine="spell"\} \d+$/m);
    expect(text).toContain('# TYPE margin_worker_restarts_total counter');
    expect((await t.app.request('/metrics', {}, peer('::1'))).status).toBe(200);
  });

  it.each([
    ['a remote client', '10.1.2.3', {}],
    ['a client forwarded by a proxy on this machine', '127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' }],
    ['a client named in Forwarded', '127.0.0.1', { Forwarded: 'for=203.0.113.9' }],
  ])('refuses %s with 403 {msg}', async (_label, address, headers) => {
    const res = await t.app.request('/metrics', { headers }, peer(address));
    expect(res.status).toBe(403);
    expect((await res.json()).msg).toMatch(/loopback.*METRICS_TOKEN/);
  });

  it('refuses a request without socket information', async () => {
    expect((await t.app.request('/metrics')).status).toBe(403);
  });

  it('counts requests by route template and status, with latencies and 429s', async () => {
    const labels = { method: 'POST', route: '/api/v1/statistics', status: '400' };
    const before = metrics.requests.get(labels);
    const latencies = metrics.requestSeconds.count({ method: 'POST', route: '/api/v1/statistics' });
    const res = await t.call('POST', '/api/v1/statistics', { key: t.keys.free });
    expect(res.status).toBe(400);
    expect(metrics.requests.get(labels)).toBe(before + 1);
    expect(metrics.requestSeconds.count({ method: 'POST', route: '/api/v1/statistics' })).toBe(latencies + 1);
    const unmatched = metrics.requests.get({ method: 'GET', route: 'unmatched', status: '404' });
    await t.call('GET', '/no/such/path/12345');
    expect(metrics.requests.get({ method: 'GET', route: 'unmatched', status: '404' })).toBe(unmatched + 1);
    const text = await (await t.app.request('/metrics', {}, peer('127.0.0.1'))).text();
    expect(text).toContain(
      'margin_http_requests_total{method="POST",route="/api/v1/statistics",status="400"}',
    );
    expect(text).not.toContain('/no/such/path');
  });

  it('counts quota refusals', async () => {
    const limited = await createTestApp({ QUOTA_FREE_DAILY: '10' });
    try {
      const before = metrics.quotaRefusals.get({ route: '/api/v1/spellcheck' });
      const res = await limited.call('POST', '/api/v1/spellcheck', {
        key: limited.keys.free,
        text: 'x'.repeat(50),
      });
      expect(res.status).toBe(429);
      expect(metrics.quotaRefusals.get({ route: '/api/v1/spellcheck' })).toBe(before + 1);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: 's3cret-token' });
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', {}, 401],
    ['a wrong token', { Authorization: 'Bearer s3cret-tokem' }, 403],
    ['a prefix of the token', { Authorization: 'Bearer s3cret' }, 403],
    ['another scheme', { Authorization: 'Basic czNjcmV0LXRva2Vu' }, 401],
  ])('answers %s with %i {msg}, even on loopback', async (_label, headers, status) => {
    const res = await t.app.request('/metrics', { headers }, peer('127.0.0.1'));
    expect(res.status).toBe(status);
    expect(typeof (await res.json()).msg).toBe('string');
  });

  it('answers the right token from anywhere', async () => {
    const res = await t.app.request(
      '/metrics',
      { headers: { Authorization: 'Bearer s3cret-token' } },
      peer('10.1.2.3'),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('margin_db_queries_total');
  });
});

describe('GET /api/v1/readiness', () => {
  it('answers 200 {msg, checks} when ready and 503 once draining', async () => {
    const store = await openSqliteTestStore();
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent' });
      const readiness = new Readiness({ database: async () => ({ ok: true, detail: 'fine' }) });
      const app = createApp({ config, store, logger: createLogger('silent'), readiness });
      const ready = await app.request('/api/v1/readiness');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        msg: 'ready',
        checks: { database: { ok: true, detail: 'fine' } },
      });
      readiness.startDraining();
      const draining = await app.request('/api/v1/readiness');
      expect(draining.status).toBe(503);
      expect((await draining.json()).msg).toMatch(/^draining/);
    } finally {
      await store.destroy();
    }
  });

  it('runs the real checks against the database, and answers 503 naming a failing one', async () => {
    const t = await createTestApp();
    try {
      const res = await t.call('GET', '/api/v1/readiness');
      const body = await res.json();
      expect(res.status).toBe(200);
      expect(endpoints.readiness.response.safeParse(body).success).toBe(true);
      expect(Object.keys(body.checks).sort()).toEqual(['database', 'engines', 'migrations']);
      await t.store.db.run('DELETE FROM schema_migrations WHERE version = 1');
      const app = createApp({ config: t.config, store: t.store, logger: createLogger('silent') });
      const failing = await app.request('/api/v1/readiness');
      expect(failing.status).toBe(503);
      const failed = await failing.json();
      expect(failed.msg).toBe('not ready: migrations failing');
      expect(failed.checks.migrations.ok).toBe(false);
      expect(endpoints.readiness.response.safeParse(failed).success).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('engine timings', () => {
  it('observe the handler time of each endpoint that ran, not of refused requests', async () => {
    const t = await createTestApp();
    try {
      const before = metrics.engineSeconds.count({ endpoint: 'statistics' });
      expect(
        (await t.call('POST', '/api/v1/statistics', { key: t.keys.free, text: 'One sentence here.' })).status,
      ).toBe(200);
      expect((await t.call('POST', '/api/v1/statistics', { key: 'wrong-key', text: 'x' })).status).toBe(401);
      expect(metrics.engineSeconds.count({ endpoint: 'statistics' })).toBe(before + 1);
    } finally {
      await t.close();
    }
  });
});
