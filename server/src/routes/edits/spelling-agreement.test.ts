import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The replacement each endpoint suggests for `word` inside `text`. */
async function best(path: string, text: string, word: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', path, { key: t.keys.pro, session_id: 'doc-1', text, ...extra });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    edits: { sentence: string; start: number; end: number; replacement: string }[];
  };
  return body.edits.find((e) => e.sentence.slice(e.start, e.end) === word)?.replacement;
}

describe('/edits and /spellcheck agree on the best correction (#16)', () => {
  it.each([
    ['Please send the pakage today.', 'pakage', 'package'],
    ['I recieved your message.', 'recieved', 'received'],
  ])('%s', async (text, word, expected) => {
    expect(await best('/api/v1/spellcheck', text, word)).toBe(expected);
    expect(await best('/api/v1/edits', text, word, { neural_spellcheck: false })).toBe(expected);
    expect(await best('/api/v1/edits', text, word)).toBe(expected);
  });
});
