import { endpoints } from '@margin/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../storage/store';
import { createTestApp, type TestApp } from '../testing/app';
import { TEST_DATABASES } from '../testing/databases';
import { type LoggedQuery, recordQueries } from '../testing/query-log';
import { withAccountLanguage } from './account-language';

let t: TestApp;
let caller: { key: string; user_id: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.store.users.create({ email: `lang-${Date.now()}@example.com`, tier: 'pro' });
  const key = await t.store.keys.create(user.id);
  caller = { key: key.key, user_id: user.id };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The request fields after defaulting, for a caller authenticated now (as every request is). */
const fill = async (fields: Record<string, unknown>, name: 'edits' | 'spellcheck' | 'statistics' = 'edits') =>
  withAccountLanguage(endpoints[name], (await t.store.keys.authenticate(caller.key)) ?? null, fields);

describe('account lang and variety defaults', () => {
  it('leaves a request alone when the account set nothing', async () => {
    await t.store.accountLanguage.set(caller.user_id, { lang: null, variety: null });
    expect(await fill({ text: 'x', variety: null })).toEqual({ text: 'x', variety: null });
  });

  it('fills a missing or null lang and variety from the account, never a sent one', async () => {
    await t.store.accountLanguage.set(caller.user_id, { lang: 'en', variety: 'gb-variety' });
    expect(await fill({ text: 'x' })).toMatchObject({ lang: 'en', variety: 'gb-variety' });
    expect(await fill({ text: 'x', lang: null, variety: null }, 'spellcheck')).toMatchObject({
      lang: 'en',
      variety: 'gb-variety',
    });
    expect(await fill({ text: 'x', variety: 'us-variety' })).toMatchObject({ variety: 'us-variety' });
  });

  it('does not apply an English variety to a request in another language', async () => {
    await t.store.accountLanguage.set(caller.user_id, { lang: null, variety: 'gb-variety' });
    const out = await fill({ text: 'x', lang: 'de' });
    expect(out.variety).toBeUndefined();
  });

  it('applies only to Edits and Spellcheck', async () => {
    await t.store.accountLanguage.set(caller.user_id, { lang: 'de', variety: null });
    expect(await fill({ text: 'x' }, 'statistics')).toEqual({ text: 'x' });
  });

  it('keeps other settings keys and survives an unreadable settings document', async () => {
    await t.store.db.run('UPDATE users SET settings = $1 WHERE id = $2', [
      '{"theme":"dark"}',
      caller.user_id,
    ]);
    await t.store.accountLanguage.set(caller.user_id, { lang: 'fr' });
    const row = await t.store.db.get<{ settings: string }>('SELECT settings FROM users WHERE id = $1', [
      caller.user_id,
    ]);
    expect(JSON.parse(row?.settings ?? '')).toEqual({ theme: 'dark', lang: 'fr' });
    await t.store.db.run('UPDATE users SET settings = $1 WHERE id = $2', ['not json', caller.user_id]);
    expect(await t.store.accountLanguage.get(caller.user_id)).toEqual({});
  });
});

describe('over HTTP', () => {
  it('an account lang the request omits is the lang Edits checks', async () => {
    const user = await t.store.users.create({ email: `zh-${Date.now()}@example.com`, tier: 'pro' });
    const { key } = await t.store.keys.create(user.id);
    // Chinese is refused before any engine runs, so the answer shows which lang was used.
    await t.store.accountLanguage.set(user.id, { lang: 'zh' });
    for (const lang of [undefined, null]) {
      const res = await t.call('POST', '/api/v1/edits', { key, session_id: 's', text: 'Hello there.', lang });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toMatch(/^lang: zh/);
    }
  });

  it('answers the Sapling SDK body with "variety": null', async () => {
    const res = await t.call('POST', '/api/v1/edits', {
      key: t.keys.pro,
      session_id: 's',
      user_id: '',
      text: 'I has a apple.',
      lang: 'en',
      variety: null,
      advanced_edits: { advanced_edits: false },
      operations: [],
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { edits: unknown[] }).edits.length).toBeGreaterThan(0);
  }, 60_000);
});

describe.each(TEST_DATABASES)('account language costs no extra query on $name', ({ open }) => {
  const log: LoggedQuery[] = [];
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({}, async () => {
      const store = await open();
      return { ...createStore(recordQueries(store.db, log)), destroy: store.destroy };
    });
  }, 60_000);
  afterAll(async () => {
    await r?.close();
  });

  it.each(['/api/v1/edits', '/api/v1/spellcheck'])(
    'reads the users row once (with the key) on %s when lang and variety are omitted',
    async (path) => {
      const user = await r.store.users.create({ email: `q-${Math.random()}@example.com`, tier: 'pro' });
      const { key } = await r.store.keys.create(user.id);
      await r.store.accountLanguage.set(user.id, { lang: 'en', variety: 'gb-variety' });
      const from = log.length;
      const res = await r.call('POST', path, {
        key,
        session_id: 'account-language',
        text: 'The colour of the sky.',
      });
      expect(res.status).toBe(200);
      const usersReads = log.slice(from).filter((q) => /\bFROM users\b|\bJOIN users\b/i.test(q.sql));
      expect(usersReads).toHaveLength(1);
      // The stored variety applied: "colour" is right in British English.
      const body = (await res.json()) as { edits?: unknown[]; corrections?: unknown[] };
      expect(JSON.stringify(body)).not.toMatch(/"color"/);
    },
  );
});
