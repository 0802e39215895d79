import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { DashboardClient, signUp } from './testing';

let t: TestApp;
let browser: DashboardClient;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const email = `lang-${Date.now()}@example.com`;
  browser = await signUp(t.app, t.store, email, 'correct horse battery staple');
  userId = (await t.store.users.byEmail(email))!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function save(fields: Record<string, string>) {
  const page = await (await browser.get('/dashboard')).text();
  return browser.post('/dashboard/language', { ...fields, _csrf: DashboardClient.csrf(page) });
}

describe('dashboard language settings', () => {
  it('saves lang and variety, shows them selected, and clears them', async () => {
    expect((await save({ lang: 'de', variety: 'gb-variety' })).status).toBe(303);
    expect(await t.store.accountLanguage.get(userId)).toEqual({ lang: 'de', variety: 'gb-variety' });
    const page = await (await browser.get('/dashboard')).text();
    expect(page).toContain('<option value="de" selected>de</option>');
    expect(page).toContain('<option value="gb-variety" selected>gb-variety</option>');

    expect((await save({ lang: '', variety: '' })).status).toBe(303);
    expect(await t.store.accountLanguage.get(userId)).toEqual({});
  });

  it('refuses a value outside the lists and keeps the setting', async () => {
    await save({ lang: 'fr', variety: '' });
    await save({ lang: 'xx', variety: '' });
    expect(await t.store.accountLanguage.get(userId)).toEqual({ lang: 'fr' });
  });
});
