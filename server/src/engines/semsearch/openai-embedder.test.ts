import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { EmbeddingProviderError, OpenAiEmbedder } from './openai-embedder';
import { createEmbedder } from './provider';

/** What the fake provider saw. */
interface Seen {
  path: string;
  authorization?: string;
  body: { model: string; input: string[] };
}

/** Letter counts: texts sharing letters get similar vectors, which is all these tests need. */
function letterVector(text: string): number[] {
  const v = new Array<number>(26).fill(0);
  for (const ch of text.toLowerCase()) {
    const i = ch.charCodeAt(0) - 97;
    if (i >= 0 && i < 26) v[i]++;
  }
  return v;
}

describe('OpenAI-compatible embedding provider', () => {
  let server: http.Server;
  let base: string;
  const seen: Seen[] = [];
  let mode: 'ok' | 'error' | 'short' | 'garbage' = 'ok';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const body = JSON.parse(raw) as Seen['body'];
        seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
        res.setHeader('content-type', 'application/json');
        if (mode === 'error') {
          res.statusCode = 500;
          res.end(JSON.stringify({ error: { message: 'model not loaded' } }));
          return;
        }
        const inputs = mode === 'short' ? body.input.slice(1) : body.input;
        // Answered in reverse order: clients must follow `index`.
        const data = inputs
          .map((text, index) => ({
            object: 'embedding',
            index,
            embedding: mode === 'garbage' ? 'x' : letterVector(text),
          }))
          .reverse();
        res.end(JSON.stringify({ object: 'list', data, model: body.model }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts {model, input} to /v1/embeddings with the key and returns unit vectors in input order', async () => {
    mode = 'ok';
    const embedder = new OpenAiEmbedder({
      baseUrl: `${base}/v1`,
      model: 'nomic-embed-text',
      apiKey: 'sk-test',
    });
    expect(embedder.model).toBe('openai:nomic-embed-text');
    const [a, b] = await embedder.embed(['aaa', 'bbb']);
    const last = seen[seen.length - 1];
    expect(last.path).toBe('/v1/embeddings');
    expect(last.authorization).toBe('Bearer sk-test');
    expect(last.body).toEqual({ model: 'nomic-embed-text', input: ['aaa', 'bbb'] });
    expect(a[0]).toBeCloseTo(1);
    expect(b[1]).toBeCloseTo(1);
  });

  it('accepts a base URL without /v1, batches long lists and sends no key when none is set', async () => {
    mode = 'ok';
    const embedder = new OpenAiEmbedder({ baseUrl: base, model: 'm', batchSize: 2 });
    const before = seen.length;
    expect(await embedder.embed(['a', 'b', 'c'])).toHaveLength(3);
    expect(seen.slice(before).map((s) => s.body.input)).toEqual([['a', 'b'], ['c']]);
    expect(seen[before].path).toBe('/v1/embeddings');
    expect(seen[before].authorization).toBeUndefined();
  });

  it.each([
    ['error', /^embedding provider http:\/\/\S+\/v1\/embeddings answered 500$/],
    ['short', /returned 1 embeddings for 2 texts/],
    ['garbage', /not a list of numbers/],
  ] as const)('reports a provider that answers %s', async (m, message) => {
    mode = m;
    const embedder = new OpenAiEmbedder({ baseUrl: base, model: 'm' });
    await expect(embedder.embed(['a', 'b'])).rejects.toThrow(message);
    await expect(embedder.embed(['a', 'b'])).rejects.toBeInstanceOf(EmbeddingProviderError);
  });

  it('is chosen by the configured provider, else the built-in vectors', () => {
    expect(createEmbedder({ baseUrl: base, model: 'm' }).model).toBe('openai:m');
    expect(createEmbedder(undefined).model).toMatch(/^sif-/);
  });

  describe('through the API', () => {
    let t: TestApp;
    let key: string;
    let teamId: string;
    beforeAll(async () => {
      t = await createTestApp({ EMBEDDINGS_BASE_URL: base, EMBEDDINGS_MODEL: 'letters' });
      const user = await t.store.users.create({ email: `${randomUUID()}@example.com` });
      key = (await t.store.keys.create(user.id)).key;
      teamId = randomUUID();
      await t.store.db.run('INSERT INTO teams (id, name, created_at) VALUES ($1, $2, $3)', [teamId, 'T', 1]);
      await t.store.db.run(
        `INSERT INTO team_users (id, team_id, user_id, is_admin, edit_permission, created_at, updated_at)
         VALUES ($1, $2, $3, 0, 1, 1, 1)`,
        [randomUUID(), teamId, user.id],
      );
    });
    afterAll(async () => {
      await t?.close();
    });

    it('stores entries with the provider model and searches with it; a failing provider answers 502', async () => {
      mode = 'ok';
      const created = await t.call('POST', '/api/v1/semsearch/create', {
        key,
        team_id: teamId,
        entry: { title: 'Zebra', prompt: 'zzz', plain_text: 'zzzz zebra' },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const row = await t.store.db.get<{ model: string }>(
        'SELECT model FROM semsearch_entries WHERE id = $1',
        [id],
      );
      expect(row?.model).toBe('openai:letters');
      const found = await t.call('POST', '/api/v1/semsearch', { key, query: 'zzz' });
      expect(found.status).toBe(200);
      expect(((await found.json()) as { results: { id: string }[] }).results[0]?.id).toBe(id);

      mode = 'error';
      const failed = await t.call('POST', '/api/v1/semsearch', { key, query: 'zzz' });
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { msg: string }).msg).toMatch(/^embedding provider \S+ answered 500$/);
      const notCreated = await t.call('POST', '/api/v1/semsearch/create', {
        key,
        team_id: teamId,
        entry: { title: 'a', prompt: 'b', plain_text: 'c' },
      });
      expect(notCreated.status).toBe(502);
    });
  });
});
