import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, runLoad } from './load';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });
});

describe('runLoad', () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    // Answers 200 on /ok and 500 elsewhere, so the run has both kinds of response to count.
    server = http.createServer((req, res) => {
      res.statusCode = req.url === '/ok' ? 200 : 500;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('measures latency from 2xx responses and counts the rest as failures', async () => {
    const shape = { connections: 2, pipelining: 1, durationSeconds: 1 };
    const ok = await runLoad(baseUrl, { method: 'GET', path: '/ok' }, shape);
    expect(ok.requests).toBeGreaterThan(10);
    expect(ok.non2xx).toBe(0);
    expect(ok.p50Ms).toBeGreaterThan(0);
    expect(ok.p99Ms).toBeGreaterThanOrEqual(ok.p50Ms);

    const failing = await runLoad(baseUrl, { method: 'POST', path: '/missing', body: { key: 'k' } }, shape);
    expect(failing.non2xx).toBe(failing.requests);
    expect(failing.statusCodes['500']).toBe(failing.requests);
  });
});
