import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

// Issue #17: every engine call has an enforced deadline. The detector scores in its worker thread; a
// text not scored within AIDETECT_TIMEOUT_MS answers 503 with Retry-After, never a hang. 100 ms cannot
// be met by a fresh worker, which has to load the detector's language model first.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AIDETECT_TIMEOUT_MS: '100' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /api/v1/aidetect past its deadline', () => {
  it('answers 503 with Retry-After and bills nothing', async () => {
    const text = 'The committee reviewed the proposal carefully and agreed to fund the project next year.';
    const res = await t.call('POST', '/api/v1/aidetect', { key: t.keys.pro, text });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/AI detector took longer than 100 ms/);
  }, 60_000);
});
