import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

// The only way to make the extractive engine fail on demand: a text it is told to choke on.
vi.mock('../../engines/summarize', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../engines/summarize')>();
  return {
    ...real,
    summarize: (text: string, length: 'short' | 'medium' | 'long') => {
      if (text.includes('FAIL')) throw new Error('engine failure');
      return real.summarize(text, length);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('summarize failure', () => {
  it('answers 502 for the whole batch when one item fails, bills nothing and keeps the good item cached', async () => {
    const res = await t.call('POST', '/api/v1/summarize', {
      key: t.keys.free,
      texts: ['A good text. It has two sentences.', 'This one will FAIL. Sadly.'],
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { msg: string }).msg).toBe('Unexpected error summarizing text.');
    const ok = await t.call('POST', '/api/v1/summarize', {
      key: t.keys.free,
      text: 'A good text. It has two sentences.',
    });
    expect(ok.status).toBe(200);
    // Only the successful single request is billed: its remaining count drops by its own length.
    const remaining = Number(ok.headers.get('x-ratelimit-remaining'));
    expect(remaining).toBe(t.config.quotas.free.daily - 'A good text. It has two sentences.'.length);
  });
});
