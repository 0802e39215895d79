import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

interface Body {
  edits: { sentence: string; start: number; end: number; replacement: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Loads the dictionary and the medical list once, so the tests see behaviour, not a cold start.
  await t.call('POST', '/api/v1/medical-spellcheck', { key: t.keys.pro, text: 'Warm up.' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function check(text: string, path = '/api/v1/medical-spellcheck') {
  const res = await t.call('POST', path, { key: t.keys.pro, text });
  expect(res.status).toBe(200);
  return ((await res.json()) as Body).edits;
}

describe('POST /api/v1/medical-spellcheck: only medical terms', () => {
  it('reports nothing for ordinary sentences, misspelled or not', async () => {
    expect(await check('I hurt my back in the cold.')).toEqual([]);
    // Ordinary misspellings: /spellcheck flags them, the medical check leaves them to it.
    const ordinary = 'I hurt my bakc in teh cold and could not sleep last nigth.';
    expect((await check(ordinary, '/api/v1/spellcheck')).length).toBeGreaterThanOrEqual(3);
    expect(await check(ordinary)).toEqual([]);
  }, 60_000);

  it('still catches misspelled medical terms and accepts correct ones', async () => {
    const edits = await check('She was given metoprolal for her hypertenshun and tachycardai in teh clinic.');
    expect(edits.map((e) => e.replacement)).toEqual(['metoprolol', 'hypertension', 'tachycardia']);
    expect(await check('She was given metoprolol for her hypertension and tachycardia.')).toEqual([]);
  }, 60_000);
});
