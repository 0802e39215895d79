import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const accountOf = async (key: string) => {
  const owner = await t.store.keys.authenticate(key);
  if (!owner) throw new Error('test key does not authenticate');
  return owner.user_id;
};

describe('POST /api/v1/events', () => {
  it('records the body Sapling SDK sends on init, counted per account, without its properties', async () => {
    const body = {
      key: t.keys.pro,
      name: 'sdk-init',
      event_properties: {
        // Verbatim what sapling-sdk.min.js 1.0.37 sends as its version.
        version: 'TODO',
        source: 'SDK',
        hostname: 'intranet.example',
        pathname: '/secret/page',
      },
    };
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', '/api/v1/events', body);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ result: 'success' });
    }
    const account = await accountOf(t.keys.pro);
    expect((await t.store.clientEvents.counts(account)).events).toEqual([{ name: 'sdk-init', count: 2 }]);
    const rows = await t.store.db.all<Record<string, unknown>>('SELECT * FROM client_events');
    expect(JSON.stringify(rows)).not.toContain('secret');
  });

  it.each([
    [{}, 400, 'name: required'],
    [{ name: '  ' }, 400, 'name: must not be empty'],
    [{ name: 'x'.repeat(101) }, 400, 'name: must be at most 100 characters'],
    [
      { name: 'a\u001b[31m' },
      400,
      'name: must not contain control or bidi-override characters (found U+001B)',
    ],
    [{ name: 'ok', event_properties: 'x' }, 400, 'event_properties: must be an object'],
  ])('refuses %j', async (body, status, msg) => {
    const res = await t.call('POST', '/api/v1/events', { key: t.keys.free, ...body });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ msg });
  });

  it('needs a key', async () => {
    const res = await t.call('POST', '/api/v1/events', { name: 'sdk-init' });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/v1/tone/feedback', () => {
  const sdkBody = (score: number) => ({
    key: t.keys.enterprise,
    html: 'I am thrilled with the confidential merger plan.',
    text_type: 'overall',
    tone_percentage: 61,
    tone_name: 'excited',
    score,
    context: { hostname: 'intranet.example' },
    session_id: 'doc-9',
    user_id: '',
    is_anon_user: false,
    lang: 'en',
  });

  it('stores the rating with no text, and counts thumbs up and down', async () => {
    expect((await t.call('POST', '/api/v1/tone/feedback', sdkBody(1))).status).toBe(201);
    const res = await t.call('POST', '/api/v1/tone/feedback', sdkBody(-1));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ result: 'success' });
    const account = await accountOf(t.keys.enterprise);
    expect((await t.store.clientEvents.counts(account)).toneFeedback).toEqual({ up: 1, down: 1 });
    const rows = await t.store.db.all<Record<string, unknown>>('SELECT * FROM tone_feedback');
    expect(rows[0]).toMatchObject({
      tone: 'excited',
      tone_percentage: 61,
      text_type: 'overall',
      session_id: 'doc-9',
    });
    expect(JSON.stringify(rows)).not.toMatch(/merger|intranet/);
  });

  it.each([
    [{ tone_name: 'excited' }, 'score: must be 1 (thumbs up) or -1 (thumbs down)'],
    [{ tone_name: 'excited', score: 0 }, 'score: must be 1 (thumbs up) or -1 (thumbs down)'],
    [{ tone_name: 'smug', score: 1 }, /^tone_name: must be one of admiring, amused, /],
    [{ score: 1 }, 'tone_name: required'],
    [
      { tone_name: 'sad', score: 1, tone_percentage: 101 },
      'tone_percentage: must be an integer from 0 to 100',
    ],
    [{ tone_name: 'sad', score: 1, text_type: 'word' }, 'text_type: must be one of overall, sentence'],
  ])('refuses %j', async (body, msg) => {
    const res = await t.call('POST', '/api/v1/tone/feedback', { key: t.keys.free, ...body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(msg);
  });
});

describe('POST /api/v1/dictionary with the Sapling SDK body', () => {
  it('takes {entry, case_sensitive: false} as {word}', async () => {
    const res = await t.call('POST', '/api/v1/dictionary', {
      key: t.keys.free,
      entry: 'Kubernetes',
      case_sensitive: false,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ word: 'Kubernetes', team_id: null });
  });

  it.each([
    [{}, 'word: required'],
    [{ word: 'a', entry: 'b' }, 'send one of word and entry (both were given)'],
    [
      { entry: 'Foo', case_sensitive: true },
      'case_sensitive: must be false: dictionary words match in any case',
    ],
    [{ entry: '' }, 'entry: must not be empty'],
  ])('refuses %j', async (body, msg) => {
    const res = await t.call('POST', '/api/v1/dictionary', { key: t.keys.free, ...body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg });
  });
});
