import { afterEach, describe, expect, it } from 'vitest';
import { LibreTranslateEngine } from './libretranslate';
import { startTestServer, type TestServer } from './test-server';
import { EngineFailure } from './types';

const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['de', 'es', 'pb', 'pt', 'zh-Hans', 'zt'] },
  { code: 'de', name: 'German', targets: ['en'] },
  { code: 'es', name: 'Spanish', targets: ['en'] },
];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function engine(url: string) {
  return new LibreTranslateEngine({ url, apiKey: 'lt-key', timeoutMs: 5_000 });
}

describe('LibreTranslateEngine', () => {
  it('reads its pairs from GET /languages, mapping LibreTranslate codes onto the catalogue', async () => {
    server = await startTestServer({ 'GET /languages': () => ({ body: LANGUAGES }) });
    const status = await engine(server.url).status();
    expect(status.available).toBe(true);
    expect(status.formality).toBe(false);
    const targets = status.pairs.filter((p) => p.source === 'en').map((p) => p.target);
    expect(targets).toEqual(['de', 'es', 'pt-BR', 'pt', 'zh-CN', 'zh-TW']);
    expect(status.pairs).toContainEqual({ source: 'de', target: 'en', via: [] });
  });

  it('translates all segments in one POST /translate with the server codes and the key', async () => {
    server = await startTestServer({
      'GET /languages': () => ({ body: LANGUAGES }),
      'POST /translate': () => ({ body: { translatedText: ['O gato é preto.', ' ⟦0⟧ casa '] } }),
    });
    const e = engine(server.url);
    const route = (await e.route('en', 'pt-BR'))!;
    expect(route).toMatchObject({ engine: 'libretranslate', target: 'pt-BR' });
    const out = await e.translate(['The cat is black.', '⟦0⟧ house'], { route, formality: 'formal' });
    expect(out).toEqual(['O gato é preto.', '⟦0⟧ casa']);
    expect(server.received.at(-1)?.body).toEqual({
      q: ['The cat is black.', '⟦0⟧ house'],
      source: 'en',
      target: 'pb',
      format: 'text',
      api_key: 'lt-key',
    });
  });

  it('falls back to the base language for a variant the server lacks, and lets it detect an unknown source', async () => {
    server = await startTestServer({
      'GET /languages': () => ({ body: LANGUAGES }),
      'POST /translate': () => ({ body: { translatedText: ['Hola'] } }),
    });
    const e = engine(server.url);
    const route = (await e.route('und', 'es-419'))!;
    expect(route.target).toBe('es');
    await e.translate(['Hello'], { route });
    expect(server.received.at(-1)?.body).toMatchObject({ source: 'auto', target: 'es' });
    expect(await e.route('de', 'es')).toBeUndefined();
  });

  it('reports itself unavailable when its server cannot be reached', async () => {
    const e = engine('http://127.0.0.1:9');
    const status = await e.status();
    expect(status.available).toBe(false);
    expect(status.detail).toMatch(/127\.0\.0\.1:9/);
    expect(await e.route('en', 'es')).toBeUndefined();
  });

  it('turns a failed or malformed answer into an EngineFailure', async () => {
    let reply: { status?: number; body: unknown } = { status: 500, body: { error: 'boom' } };
    server = await startTestServer({
      'GET /languages': () => ({ body: LANGUAGES }),
      'POST /translate': () => reply,
    });
    const e = engine(server.url);
    const route = (await e.route('en', 'es'))!;
    await expect(e.translate(['Hello'], { route })).rejects.toBeInstanceOf(EngineFailure);
    reply = { body: { translatedText: ['only one'] } };
    await expect(e.translate(['a', 'b'], { route })).rejects.toThrow(/every segment/);
  });
});
