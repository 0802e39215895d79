import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, signUp } from '../dashboard/testing';
import { createTestApp, type TestApp } from '../testing/app';
import { TEST_DATABASES } from '../testing/databases';

const PASSWORD = 'correct horse battery';
const currentKey = (page: string) => /name="current_key" value="([^"]+)"/.exec(page)?.[1] ?? '';
const newKey = (page: string) => /<code id="new-key">([A-Za-z0-9]{32})<\/code>/.exec(page)?.[1] ?? '';

describe.each(TEST_DATABASES)('quotas per account (issue 17) on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ QUOTA_FREE_DAILY: '100', AIDETECT_WINDOW_CHARS: '300' }, open);
  });
  afterAll(async () => {
    await t?.close();
  });

  const spellcheck = (key: string, text: string) => t.call('POST', '/api/v1/spellcheck', { key, text });

  /** Regenerates the account's key from the dashboard and returns the new key. */
  async function regenerate(b: DashboardClient): Promise<string> {
    const home = await (await b.get('/dashboard')).text();
    const res = await b.post('/dashboard/key', {
      _csrf: DashboardClient.csrf(home),
      current_key: currentKey(home),
    });
    expect(res.status).toBe(200);
    return newKey(await res.text());
  }

  it('finding 3: regenerating the key three times does not reset the daily quota', async () => {
    const b = await signUp(t.app, t.store, 'quota@example.com', PASSWORD);
    let key = await regenerate(b);
    expect((await spellcheck(key, 'word '.repeat(20))).status).toBe(200);
    expect((await spellcheck(key, 'One more sentence.')).status).toBe(429);
    for (let i = 0; i < 3; i++) {
      key = await regenerate(b);
      const res = await spellcheck(key, `Regeneration number ${i}.`);
      expect(res.status).toBe(429);
      expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    }
  });

  it('finding 6: AI-detection text larger than the whole window is 413 naming the limit, not a 429', async () => {
    const res = await t.call('POST', '/api/v1/aidetect', {
      key: t.keys.pro,
      text: 'Plain words here. '.repeat(20),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(((await res.json()) as { msg: string }).msg).toMatch(/300 characters per 120 s/);
  });
});
