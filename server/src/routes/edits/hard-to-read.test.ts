import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

// 50 short, common words: the sentence #16 reported as never flagged by hard_to_read.
const LONG =
  'We went to the shop and then we went to the park and after that we had lunch with our friends and then we walked home along the river and we talked about the day and the plans we had for the next week and the week after that too.';

describe('POST /edits advanced_edits.hard_to_read (#16)', () => {
  it('flags a sentence of more than 40 words', async () => {
    const res = await t.call('POST', '/api/v1/edits', {
      key: t.keys.pro,
      session_id: 'doc-1',
      text: `It was a good day. ${LONG}`,
      advanced_edits: { hard_to_read: true },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { edits: { error_type?: string; sentence: string }[] };
    const hard = body.edits.filter((e) => e.error_type === 'hard_to_read');
    expect(hard.map((e) => e.sentence)).toEqual([LONG]);
  });
});
