import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

// /edits outside English (#14): German nouns are spell-checked, and `auto` uses the detected
// language's dictionary rather than English's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface WireEdit {
  start: number;
  end: number;
  sentence: string;
  replacement: string;
  general_error_type?: string;
}

async function edits(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/v1/edits', { key: t.keys.pro, session_id: 'lang-1', ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as { edits: WireEdit[]; applied_text?: string };
}

const originals = (r: { edits: WireEdit[] }) =>
  r.edits.map((e) => Array.from(e.sentence).slice(e.start, e.end).join(''));

describe('/edits in other languages', () => {
  it('german nouns: "einen Apfle" gets a spelling edit to "Apfel"', async () => {
    const r = await edits({ text: 'Ich esse heute einen Apfle.', lang: 'de' });
    const i = originals(r).indexOf('Apfle');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(r.edits[i].replacement).toBe('Apfel');
  }, 60_000);

  it('german nouns: correct capitalised nouns mid-sentence are left alone', async () => {
    const r = await edits({ text: 'Der Hund spielt im Garten mit dem Ball.', lang: 'de' });
    expect(r.edits).toEqual([]);
  }, 60_000);

  it('auto on French: correct French gets no English spelling edits', async () => {
    const r = await edits({
      text: 'Je suis allé au marché ce matin pour acheter du pain et des fromages pour le déjeuner.',
      lang: 'auto',
    });
    expect(r.edits).toEqual([]);
  }, 60_000);

  it('auto on French: a French misspelling gets a French correction, not an English word', async () => {
    const r = await edits({
      text: "Nous avons visité le musée hier et c'était vraiment magnifiqe pour les enfants.",
      lang: 'auto',
    });
    const i = originals(r).indexOf('magnifiqe');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(r.edits[i].replacement).toBe('magnifique');
  }, 60_000);
});
