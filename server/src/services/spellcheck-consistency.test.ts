import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

/** Issue #16: options that must not change which correction a misspelt word gets. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Body {
  edits: { start: number; end: number; replacement: string }[];
  candidates?: Record<string, string[]>;
}

async function spell(body: Record<string, unknown>): Promise<Body> {
  const res = await t.call('POST', '/api/v1/spellcheck', { key: t.keys.pro, ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as Body;
}

describe('spellcheck options keep the top suggestion', () => {
  it('multiple_edits: true gives the same top suggestion ("Ths" → "This"), first among the candidates', async () => {
    const single = await spell({ text: 'Ths is a test.' });
    const multiple = await spell({ text: 'Ths is a test.', multiple_edits: true });
    expect(single.edits.map((e) => e.replacement)).toEqual(['This']);
    expect(multiple.edits.map((e) => e.replacement)).toEqual(['This']);
    expect(multiple.candidates?.Ths?.[0]).toBe('This');
    expect(multiple.candidates?.Ths?.length).toBeGreaterThan(1);
  }, 60_000);

  it.each([
    ['ths is a test.', 'This'],
    ['recieve the pakage. then call.', 'Receive'],
  ])(
    'operations: ["capitalize"] keeps the capital when the first word of %j is misspelt',
    async (text, first) => {
      const body = await spell({ text, operations: ['capitalize'] });
      expect(body.edits[0]).toMatchObject({ start: 0, replacement: first });
      // One edit per word: the capitalisation is part of the spelling edit, not a second overlapping one.
      const starts = body.edits.map((e) => e.start);
      expect(new Set(starts).size).toBe(starts.length);
    },
    60_000,
  );

  it('capitalises a correct sentence-initial word and leaves a misspelt word inside a sentence in lower case', async () => {
    const body = await spell({ text: 'the pakage came.', operations: ['capitalize'] });
    expect(body.edits.map((e) => e.replacement)).toEqual(['T', 'package']);
  }, 60_000);
});
