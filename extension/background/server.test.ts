import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { ServerGateway, ServerPausedError } from './server';

/** A tiny stand-in server answering /api/v1/edits with the status the test sets. */
let answer = { status: 200, headers: {} as Record<string, string>, body: '{"edits":[]}', delayMs: 0 };
let hits = 0;
/** The `text` of each request, in the order they arrived. */
const arrived: string[] = [];
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      arrived.push(JSON.parse(body || '{}').text ?? '');
      const reply = () =>
        res
          .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
          .end(answer.body);
      setTimeout(reply, answer.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEY = 'k'.repeat(32);
const input = { text: 'I recieve it.', session_id: 's' };

function gateway(serverUrl = url): ServerGateway {
  return new ServerGateway({ ...DEFAULT_SETTINGS, serverUrl, key: KEY });
}

describe('ServerGateway', () => {
  it('answers, and says it is online', async () => {
    answer = { status: 200, headers: {}, body: '{"edits":[]}', delayMs: 0 };
    const g = gateway();
    await expect(g.call('edits', input)).resolves.toEqual({ edits: [] });
    expect(g.status.state).toBe('online');
  });

  it('after a 5xx it pauses: the next call fails at once without reaching the server', async () => {
    answer = { status: 503, headers: {}, body: '{"msg":"busy"}', delayMs: 0 };
    const g = gateway();
    await expect(g.call('edits', input)).rejects.toThrow(/503/);
    const before = hits;
    await expect(g.call('edits', input)).rejects.toBeInstanceOf(ServerPausedError);
    expect(hits).toBe(before);
    expect(g.status.state).toBe('offline');
  });

  it('a refused key stops all calls until the settings change', async () => {
    answer = { status: 400, headers: {}, body: '{"msg":"key: invalid or revoked"}', delayMs: 0 };
    const g = gateway();
    await expect(g.call('edits', input)).rejects.toThrow(/key/);
    expect(g.status).toMatchObject({ state: 'error' });
    expect(g.status.reason).toContain('The API key was refused');
    expect(g.available).toBe(false);
    g.configure({ ...DEFAULT_SETTINGS, serverUrl: url, key: KEY });
    expect(g.available).toBe(true);
  });

  it('a 429 pauses for Retry-After and says so', async () => {
    answer = {
      status: 429,
      headers: { 'retry-after': '120' },
      body: '{"msg":"quota","retry_after":120}',
      delayMs: 0,
    };
    const g = gateway();
    await expect(g.call('edits', input)).rejects.toThrow(/429/);
    expect(g.available).toBe(false);
    expect(g.status.reason).toContain('Usage limit reached; try again in 2 min');
  });

  it('an unreachable server is reported with its address', async () => {
    const g = gateway('http://127.0.0.1:9');
    await expect(g.call('edits', input)).rejects.toThrow();
    expect(g.status.reason).toContain('http://127.0.0.1:9 cannot be reached');
  });

  it('without a key nothing is sent and the status says what to do', async () => {
    const g = new ServerGateway({ ...DEFAULT_SETTINGS, serverUrl: url, key: '' });
    const before = hits;
    await expect(g.call('edits', input)).rejects.toBeInstanceOf(ServerPausedError);
    expect(hits).toBe(before);
    expect(g.status.reason).toContain('No API key');
  });

  it("sends urgent calls before queued bulk ones, replaces a queued call of the same part, drops a closed tab's", async () => {
    answer = { status: 200, headers: {}, body: '{"edits":[]}', delayMs: 100 };
    const g = gateway();
    arrived.length = 0;
    const call = (text: string, key: string, urgent: boolean) =>
      g.call('edits', { text, session_id: 's' }, { key, urgent }).catch((e: Error) => e.name);
    const results = [
      call('busy 1', '1:a', true),
      call('busy 2', '1:b', true),
      call('bulk old', '1:c', false),
      call('bulk other tab', '2:c', false),
      call('bulk new', '1:c', false),
      call('typing', '1:d', true),
    ];
    g.cancel('2:');
    const outcomes = await Promise.all(results);
    expect(arrived).toEqual(['busy 1', 'busy 2', 'typing', 'bulk new']);
    expect(outcomes[2]).toBe('SupersededError');
    expect(outcomes[3]).toBe('SupersededError');
  });
});
