import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

/** Issue #16: unbounded numbers and ids were accepted; the statistics lang error was zod's raw text. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const LONG_ID = 'x'.repeat(100_000);
const EDIT_ID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('caps on numbers and ids: 400 naming the field and the limit', () => {
  it.each([
    [
      '/api/v1/spellcheck',
      { text: 'Ths is it.', min_length: 1e9 },
      'min_length: must be an integer from 1 to 100',
    ],
    [
      '/api/v1/spellcheck',
      { text: 'Ths is it.', min_length: 0 },
      'min_length: must be an integer from 1 to 100',
    ],
    [
      '/api/v1/ingest/chunk_text',
      { text: 'Some text.', max_length: 1e12 },
      'max_length: must be an integer from 1 to 10,000,000',
    ],
    [
      '/api/v1/ingest/chunk_text',
      { text: 'Some text.', max_length: 10, step_size: 1e12 },
      'step_size: must be an integer from 1 to 10,000,000',
    ],
    ['/api/v1/edits', { text: 'Hi.', session_id: LONG_ID }, 'session_id: must be at most 256 characters'],
    [
      '/api/v1/edits',
      { text: 'Hi.', session_id: 's', user_id: LONG_ID },
      'user_id: must be at most 256 characters',
    ],
    [
      '/api/v1/spellcheck',
      { text: 'Hi.', session_id: LONG_ID },
      'session_id: must be at most 256 characters',
    ],
    [
      '/api/v1/complete',
      { query: 'Thank you', session_id: LONG_ID },
      'session_id: must be at most 256 characters',
    ],
    [
      `/api/v1/edits/${EDIT_ID}/accept`,
      { session_id: 's', user_id: LONG_ID },
      'user_id: must be at most 256 characters',
    ],
    [
      '/api/v1/tone/feedback',
      { tone_name: 'sad', score: 1, session_id: LONG_ID },
      'session_id: must be at most 256 characters',
    ],
    [
      '/api/v1/statistics',
      { text: 'One sentence.', lang: 'xx' },
      'lang: must be one of en, de, fr, it, nl, pl, ru, ar',
    ],
  ])('POST %s %#', async (path, body, msg) => {
    const res = await t.call('POST', path, { key: t.keys.enterprise, ...body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg });
  });

  it('takes the largest values allowed', async () => {
    const res = await t.call('POST', '/api/v1/ingest/chunk_text', {
      key: t.keys.enterprise,
      text: 'Some text.',
      max_length: 10_000_000,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ chunks: ['Some text.'] });
  });
});
