import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(64 * 1024) });
});
afterAll(async () => {
  await t?.close();
});

const json = async (res: Response) => (await res.json()) as { msg: string } & Record<string, unknown>;

describe('server core', () => {
  it('answers liveness without a key', async () => {
    const res = await t.call('GET', '/api/v1/liveness');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'alive' });
  });

  it('serves the OpenAPI 3.1 document of every endpoint', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/team/{team_id}/team_users/bulk_delete');
    expect(doc.paths['/api/v1/statistics']?.post).toBeDefined();
  });

  it.each([
    ['GET', '/api/v1/nope', 404],
    ['POST', '/api/v1/nope', 404],
    ['GET', '/nope', 404],
  ])('%s %s answers %i {msg}', async (method, path, status) => {
    const res = await t.call(method, path);
    expect(res.status).toBe(status);
    expect((await json(res)).msg).toMatch(/no such endpoint/);
  });

  it('answers 405 {msg} with Allow for a wrong method', async () => {
    const res = await t.call('GET', '/api/v1/statistics');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('POST');
    expect((await json(res)).msg).toMatch(/not allowed/);
  });

  it('answers CORS preflights for browser clients', async () => {
    const res = await t.app.request('/api/v1/statistics', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('revokes a key at once', async () => {
    const user = await t.store.users.create({ email: 'revoke@example.com' });
    const { key } = await t.store.keys.create(user.id);
    const ok = await t.call('POST', '/api/v1/statistics', { key, text: 'Hello there.' });
    expect(ok.status).toBe(200);
    await t.store.keys.revoke(key);
    const after = await t.call('POST', '/api/v1/statistics', { key, text: 'Hello there.' });
    expect(after.status).toBe(401);
  });

  it('takes the key from the query string when the body has none', async () => {
    const res = await t.call('POST', `/api/v1/statistics?key=${t.keys.free}`, { text: 'Hello there.' });
    expect(res.status).toBe(200);
  });
});

describe('bad input on a JSON endpoint', () => {
  const post = (body: string, type = 'application/json') =>
    t.app.request('/api/v1/statistics', { method: 'POST', headers: { 'content-type': type }, body });
  const key = () => t.keys.free;

  it.each([
    ['a non-JSON body', () => post('{"text": "hi",'), 400, /^body: not valid JSON/],
    ['a JSON array', () => post('[1, 2]'), 400, /must be a JSON object/],
    ['a JSON string', () => post('"text"'), 400, /must be a JSON object/],
    [
      'a wrong content type',
      () => post(JSON.stringify({ key: key(), text: 'x' }), 'text/plain'),
      415,
      /Content-Type/,
    ],
    ['a wrong field type', () => post(JSON.stringify({ key: key(), text: 42 })), 400, /^text: /],
    ['a missing text', () => post(JSON.stringify({ key: key() })), 400, /^text: required/],
    ['an empty text', () => post(JSON.stringify({ key: key(), text: '' })), 400, /^text: must not be empty/],
    ['a whitespace-only text', () => post(JSON.stringify({ key: key(), text: ' \n\t ' })), 400, /^text: /],
    [
      'a text over the limit',
      () => post(JSON.stringify({ key: key(), text: 'a '.repeat(25_001) })),
      400,
      /^text: .*50,000/,
    ],
    [
      'a body over the size limit',
      () => post(JSON.stringify({ key: key(), text: 'a'.repeat(70_000) })),
      413,
      /larger than/,
    ],
    [
      'an unsupported lang',
      () => post(JSON.stringify({ key: key(), text: 'Hi.', lang: 'xx' })),
      400,
      /^lang: /,
    ],
  ])('%s answers %i {msg}', async (_, request, status, msg) => {
    const res = await request();
    expect(res.status).toBe(status);
    expect((await json(res)).msg).toMatch(msg);
  });

  it('ignores unknown fields', async () => {
    const res = await post(JSON.stringify({ key: key(), text: 'The cat sat.', colour: 'blue' }));
    expect(res.status).toBe(200);
  });

  it('handles lone surrogates without failing', async () => {
    const res = await post(`{"key": "${key()}", "text": "Broken \\ud800 text here."}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { words: number }).words).toBeGreaterThan(0);
  });
});

describe('chunk_text bad input', () => {
  const chunk = (extra: Record<string, unknown>) =>
    t.call('POST', '/api/v1/ingest/chunk_text', {
      key: t.keys.free,
      text: 'One two three. Four five six.',
      ...extra,
    });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['non-integer', 2.5],
    ['a string', '10'],
    ['beyond a safe integer', 2 ** 60],
  ])('max_length %s answers 400', async (_, max_length) => {
    const res = await chunk({ max_length });
    expect(res.status).toBe(400);
    expect((await json(res)).msg).toMatch(/^max_length: /);
  });

  it('the largest max_length returns the text as one chunk, and a larger one is refused', async () => {
    const over = await chunk({ max_length: 10_000_001 });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { msg: string }).msg).toMatch(/^max_length: /);
    const res = await chunk({ max_length: 10_000_000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ chunks: ['One two three. Four five six.'] });
  });

  it('never exceeds max_length and never splits a surrogate pair', async () => {
    const text = '😀😀😀 family 👨‍👩‍👧 café\n\nnext paragraph 😀';
    const res = await chunk({ text, max_length: 4 });
    expect(res.status).toBe(200);
    const { chunks } = (await res.json()) as { chunks: string[] };
    for (const c of chunks) {
      expect([...c].length).toBeLessThanOrEqual(4);
      expect(c).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
    }
  });
});
