import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

// Issue #16: the spell engine orders the candidates (apostrophe first, the other variety's counterpart
// first, the context reranker), so /spellcheck and /edits give a word the same best suggestion.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function firstSuggestion(path: string, text: string, word: string, variety?: string): Promise<string> {
  const res = await t.call('POST', path, { key: t.keys.pro, session_id: 'best', text, variety });
  expect(res.status).toBe(200);
  const { edits } = (await res.json()) as {
    edits: { sentence: string; start: number; end: number; replacement: string }[];
  };
  const edit = edits.find((e) => [...e.sentence].slice(e.start, e.end).join('') === word);
  return edit?.replacement ?? '(no edit)';
}

describe('the same best spelling suggestion from /spellcheck and /edits (#16)', () => {
  it.each([
    ['isnt', 'Well, it isnt easy to say.', "isn't", undefined],
    ['grey', 'The sky was grey all day.', 'gray', 'us-variety'],
    ['colour', 'The colour of the door.', 'color', 'us-variety'],
    ['pakage', 'The pakage arrived on Monday.', 'package', undefined],
    ['yor', 'I like yor car.', 'your', undefined],
  ])(
    '%s',
    async (word, text, best, variety) => {
      expect(await firstSuggestion('/api/v1/spellcheck', text, word, variety)).toBe(best);
      expect(await firstSuggestion('/api/v1/edits', text, word, variety)).toBe(best);
    },
    60_000,
  );
});
