import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_VERSION, rephrase } from '../rephrase';
import { chatComplete, type LlmConfig, LlmError, parseResults } from './client';

/** What the fake provider answers next, and what it received. */
let reply: (req: { body: Record<string, unknown>; headers: http.IncomingHttpHeaders; url?: string }) => {
  status: number;
  body: string;
  delayMs?: number;
};
const received: { body: Record<string, unknown>; headers: http.IncomingHttpHeaders; url?: string }[] = [];
let server: http.Server;
let cfg: LlmConfig;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      const r = { body: JSON.parse(data || '{}'), headers: req.headers, url: req.url };
      received.push(r);
      const out = reply(r);
      setTimeout(() => {
        res.writeHead(out.status, { 'content-type': 'application/json' });
        res.end(out.body);
      }, out.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  cfg = { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'tiny', apiKey: 'secret', timeoutMs: 1_000 };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const completion = (content: string) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

describe('LLM adapter contract (OpenAI-compatible chat completions)', () => {
  it('posts model and messages to /chat/completions with the bearer key and returns the content', async () => {
    reply = () => ({ status: 200, body: completion('hello') });
    const out = await chatComplete(cfg, [{ role: 'user', content: 'hi' }]);
    expect(out).toBe('hello');
    const last = received.at(-1);
    expect(last?.url).toBe('/v1/chat/completions');
    expect(last?.headers.authorization).toBe('Bearer secret');
    expect(last?.body).toMatchObject({
      model: 'tiny',
      messages: [{ role: 'user', content: 'hi' }],
      stream: false,
    });
  });

  it.each([
    ['an error status', () => ({ status: 500, body: '{"error":"boom"}' }), /answered 500$/],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' }), /not JSON/],
    ['JSON without choices', () => ({ status: 200, body: '{"data":1}' }), /choices\[0\]/],
    [
      'an answer slower than the timeout',
      () => ({ status: 200, body: completion('late'), delayMs: 3_000 }),
      /within 1000 ms/,
    ],
  ])('throws LlmError for %s', async (_, make, msg) => {
    reply = make;
    await expect(chatComplete(cfg, [{ role: 'user', content: 'hi' }])).rejects.toThrow(msg);
  });

  it('parses results strictly', () => {
    expect(parseResults('{"results": ["A", "B", "A"]}', 5)).toEqual(['A', 'B']);
    expect(parseResults('```json\n{"results": ["A"]}\n```', 5)).toEqual(['A']);
    expect(() => parseResults('Sure! Here you go: A', 5)).toThrow(LlmError);
    expect(() => parseResults('{"results": [1, 2]}', 5)).toThrow(LlmError);
    expect(() => parseResults('{"results": "A"}', 5)).toThrow(LlmError);
  });

  it('rephrase uses the model when it answers well and labels the result with its model', async () => {
    reply = () => ({ status: 200, body: completion('{"results": ["Ana wrote the report."]}') });
    const out = await rephrase(
      { text: 'The report was written by Ana.', mapping: 'passive_to_active', numResults: 1 },
      cfg,
    );
    expect(out).toEqual({
      replacements: ['Ana wrote the report.'],
      modelVersion: `${EMBEDDED_VERSION}-llm-tiny`,
    });
  });

  it.each([
    ['prose instead of JSON', () => ({ status: 200, body: completion('Ana wrote it.') })],
    [
      'the input echoed back',
      () => ({ status: 200, body: completion('{"results": ["The report was written by Ana."]}') }),
    ],
    ['a timeout', () => ({ status: 200, body: completion('{"results": ["x"]}'), delayMs: 3_000 })],
    ['a server error', () => ({ status: 503, body: '{}' })],
  ])('rephrase falls back to the embedded engine on %s', async (_, make) => {
    reply = make;
    const reasons: string[] = [];
    const out = await rephrase(
      { text: 'The report was written by Ana.', mapping: 'passive_to_active', numResults: 1 },
      cfg,
      (r) => reasons.push(r),
    );
    expect(out).toEqual({ replacements: ['Ana wrote the report.'], modelVersion: EMBEDDED_VERSION });
    expect(reasons).toHaveLength(1);
  });
});
