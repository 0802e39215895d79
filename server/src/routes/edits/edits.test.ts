import { Edit } from '@margin/shared/contract';
import { sliceCodePoints } from '@margin/shared/text/offsets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

interface WireEdit {
  id: string;
  sentence: string;
  sentence_start: number;
  start: number;
  end: number;
  replacement: string;
  error_type?: string;
  general_error_type?: string;
  description?: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function edits(body: Record<string, unknown>, key = t.keys.pro) {
  const res = await t.call('POST', '/api/v1/edits', { key, session_id: 'doc-1', ...body });
  return {
    status: res.status,
    body: (await res.json()) as {
      edits: WireEdit[];
      applied_text?: string;
      msg?: string;
      degraded?: { reason: string };
    },
  };
}

/** The text an edit replaces, read through its sentence-relative code-point offsets. */
const originalOf = (e: WireEdit) => sliceCodePoints(e.sentence, e.start, e.end);

describe('POST /api/v1/edits', () => {
  it('finds grammar Harper misses, with sentence-relative offsets, ERRANT types and UUIDs', async () => {
    const { status, body } = await edits({ text: 'The weather is nice. The students wants to go home.' });
    expect(status).toBe(200);
    for (const e of body.edits) expect(Edit.safeParse(e).success).toBe(true);
    const sva = body.edits.find((e) => originalOf(e) === 'wants');
    expect(sva).toMatchObject({
      sentence: 'The students wants to go home.',
      sentence_start: 21,
      replacement: 'want',
      error_type: 'R:VERB:SVA',
      general_error_type: 'Grammar',
    });
  }, 60_000);

  it('counts offsets in code points when the text has emoji', async () => {
    const text = '😀😀 Great day. 👍 Their going home now.';
    const { body } = await edits({ text });
    const e = body.edits.find((x) => originalOf(x) === 'Their');
    expect(e?.replacement).toBe("They're");
    expect(
      sliceCodePoints(
        text,
        (e?.sentence_start ?? 0) + (e?.start ?? 0),
        (e?.sentence_start ?? 0) + (e?.end ?? 0),
      ),
    ).toBe('Their');
  });

  it('applies the edits with auto_apply', async () => {
    const { body } = await edits({ text: 'I could of done it. Your the best.', auto_apply: true });
    expect(body.applied_text).toBe("I could have done it. You're the best.");
  });

  it('checks spelling in English', async () => {
    const { body } = await edits({ text: 'I recieved the letter yesterday.' });
    expect(body.edits.find((e) => originalOf(e) === 'recieved')).toMatchObject({
      replacement: 'received',
      error_type: 'R:SPELL',
      general_error_type: 'Spelling',
    });
  });

  it('gives other languages the language-independent rules', async () => {
    const { status, body } = await edits({ text: 'Das ist ist gut.', lang: 'de', auto_apply: true });
    expect(status).toBe(200);
    expect(body.applied_text).toBe('Das ist gut.');
  });

  it('detects the language with lang auto', async () => {
    const { body } = await edits({
      text: 'Ich habe habe heute keine Zeit, weil ich arbeiten muss und das Wetter schlecht ist.',
      lang: 'auto',
      auto_apply: true,
    });
    expect(body.applied_text).toBe(
      'Ich habe heute keine Zeit, weil ich arbeiten muss und das Wetter schlecht ist.',
    );
  });

  it('runs operations as ordinary edits', async () => {
    const { body } = await edits({
      text: 'i think so  , we met',
      operations: ['capitalize', 'punctuate', 'fixspaces'],
      auto_apply: true,
    });
    expect(body.applied_text).toBe('I think so, we met.');
  });

  it('drops the categories in ignore_edit_types', async () => {
    const text = 'It rained. we stayed in.';
    const all = await edits({ text });
    expect(all.body.edits.some((e) => e.replacement === 'W')).toBe(true);
    const ignored = await edits({ text, ignore_edit_types: ['capitalization'] });
    expect(ignored.body.edits.some((e) => e.replacement === 'W')).toBe(false);
  });

  it('adds advanced edits only when asked, and a group set to false disables them', async () => {
    const text = 'The ball was thrown by the chairman.';
    const plain = await edits({ text });
    expect(plain.body.edits.some((e) => e.general_error_type === 'Advanced Edit')).toBe(false);
    const advanced = await edits({ text, advanced_edits: { voice: true, gender_noun: true } });
    const voice = advanced.body.edits.find((e) => e.error_type === 'voice');
    expect(voice).toMatchObject({ general_error_type: 'Advanced Edit' });
    expect(voice?.description).toMatch(/passive/i);
    expect(advanced.body.edits.find((e) => e.error_type === 'gender_noun')?.replacement).toBe('chair');
    const off = await edits({ text, advanced_edits: { advanced_edits: false, voice: true } });
    expect(off.body.edits.some((e) => e.general_error_type === 'Advanced Edit')).toBe(false);
  });

  it('leaves code, URLs, HTML, names and acronyms alone', async () => {
    const text =
      'Run npm_install() and open https://exmaple.com/foo_bar?x=1 in <b>bold</b> with NASA and Mr Okonkwo from Ljubljana.';
    const { status, body } = await edits({ text });
    expect(status).toBe(200);
    const touched = body.edits.map(originalOf);
    for (const word of ['npm_install()', 'exmaple', 'foo_bar', '<b>', 'NASA', 'Okonkwo', 'Ljubljana']) {
      expect(touched.some((o) => o.includes(word) || word.includes(o))).toBe(false);
    }
  });

  it.each([
    ['only emoji', '😀🎉👍'],
    ['mixed scripts', 'Привет, world! 你好 and مرحبا together.'],
    ['right-to-left text', 'שלום עולם. هذا نص عربي.'],
  ])('answers %s with 200 and well-formed edits', async (_, text) => {
    const { status, body } = await edits({ text });
    expect(status).toBe(200);
    for (const e of body.edits) {
      expect(Edit.safeParse(e).success).toBe(true);
      expect(originalOf(e).length).toBeGreaterThanOrEqual(0);
    }
  });

  it('handles 1,000,000 characters paragraph by paragraph', async () => {
    const paragraph =
      'The students wants to go home. It was a long day at the office and everyone was tired.';
    const text = Array.from({ length: Math.ceil(1_000_000 / (paragraph.length + 1)) }, () => paragraph)
      .join('\n')
      .slice(0, 1_000_000);
    const { status, body } = await edits({ text }, t.keys.enterprise);
    expect(status).toBe(200);
    // ~11,500 edits found; the first 5,000 are answered and the rest reported as degraded (#17).
    expect(body.edits.filter((e) => originalOf(e) === 'wants').length).toBe(5_000);
    expect(body.degraded).toMatchObject({ reason: 'the cap of 5,000 edits per request was reached' });
    expect(new Set(body.edits.map((e) => e.id)).size).toBe(body.edits.length);
  }, 120_000);

  it.each([
    ['whitespace-only text', { text: '   \n\t ' }, /^text: must not be empty/],
    ['{ text: undefined }', { text: undefined }, /^text: required/],
    [
      'text over 1,000,000 characters',
      { text: 'x'.repeat(1_000_001) },
      /^text: must be at most 1,000,000 characters/,
    ],
    [
      '{ text: "Hi.", session_id: undefined }',
      { text: 'Hi.', session_id: undefined },
      /^session_id: required/,
    ],
    ['{ text: "Hi.", lang: "xx" }', { text: 'Hi.', lang: 'xx' }, /^lang: must be one of/],
    [
      '{ text: "Hi.", variety: "mars-variety" }',
      { text: 'Hi.', variety: 'mars-variety' },
      /^variety: must be one of/,
    ],
    [
      '{ text: "Hi.", operations: ["shout"] }',
      { text: 'Hi.', operations: ['shout'] },
      /^operations\[0\]: must be one of/,
    ],
    [
      '{ text: "Hi.", ignore_edit_types: ["commas"] }',
      { text: 'Hi.', ignore_edit_types: ['commas'] },
      /^ignore_edit_types\[0\]: must be one of/,
    ],
    [
      '{ text: "Hi.", advanced_edits: { passive: true } }',
      { text: 'Hi.', advanced_edits: { passive: true } },
      /^advanced_edits: unknown advanced edit option/,
    ],
    [
      '{ text: "Hi.", auto_apply: "yes" }',
      { text: 'Hi.', auto_apply: 'yes' },
      /^auto_apply: must be true or false/,
    ],
    ['{ text: "Hi.", lang: "zh" }', { text: 'Hi.', lang: 'zh' }, /Chinese is not supported yet/],
    [
      '{ text: "Hi.", variety: "t-variety" }',
      { text: 'Hi.', variety: 't-variety' },
      /Chinese is not supported yet/,
    ],
    [
      '{ text: "Hallo.", lang: "de", variety: "gb-variety" }',
      { text: 'Hallo.', lang: 'de', variety: 'gb-variety' },
      /^variety: gb-variety applies to English only/,
    ],
    [
      '{ text: "Hallo.", lang: "de", advanced_edits: { voice: true } }',
      { text: 'Hallo.', lang: 'de', advanced_edits: { voice: true } },
      /^advanced_edits: .*English only/,
    ],
  ])('answers 400 for %s', async (_, body, msg) => {
    const res = await edits(body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(msg);
  });
});

describe('variety', () => {
  it('follows the requested English variety and suggests no variety-only change with null-variety', async () => {
    const text = 'The colour of the centre is grey.';
    const us = await edits({ text, variety: 'us-variety' });
    expect(us.body.edits.map(originalOf)).toContain('colour');
    const gb = await edits({ text, variety: 'gb-variety' });
    expect(gb.body.edits.map(originalOf)).not.toContain('colour');
    const any = await edits({ text: `${text} The color is gray.`, variety: 'null-variety' });
    expect(any.body.edits.map(originalOf)).not.toContain('colour');
    expect(any.body.edits.map(originalOf)).not.toContain('color');
  });
});

describe('accept and reject', () => {
  async function firstEdit(key: string, body: Record<string, unknown> = {}) {
    const res = await edits({ text: 'My parents was angry.', ...body }, key);
    const e = res.body.edits.find((x) => originalOf(x) === 'was');
    if (!e) throw new Error('expected an edit of "was"');
    return e;
  }
  const feedback = (
    id: string,
    verdict: 'accept' | 'reject',
    key: string,
    body: Record<string, unknown> = {},
  ) => t.call('POST', `/api/v1/edits/${id}/${verdict}`, { key, session_id: 'doc-1', ...body });

  it('accepts once per edit per document: 201, then 409', async () => {
    const e = await firstEdit(t.keys.free, { session_id: 'accept-doc' });
    const first = await feedback(e.id, 'accept', t.keys.free, { session_id: 'accept-doc' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ result: 'success' });
    const again = await feedback(e.id, 'reject', t.keys.free, { session_id: 'accept-doc' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { msg: string }).msg).toMatch(/already accepted or rejected/);
  });

  it('answers 404 for an unknown id and for an edit issued to another key', async () => {
    const unknown = await feedback('3b241101-e2bb-4255-8caf-4136c566a962', 'accept', t.keys.pro);
    expect(unknown.status).toBe(404);
    const e = await firstEdit(t.keys.pro, { session_id: 'foreign' });
    const foreign = await feedback(e.id, 'accept', t.keys.enterprise, { session_id: 'foreign' });
    expect(foreign.status).toBe(404);
  });

  it('stops suggesting a rejected edit to that user, and only to that user', async () => {
    const e = await firstEdit(t.keys.enterprise, { user_id: 'ana', session_id: 'r1' });
    expect(
      (await feedback(e.id, 'reject', t.keys.enterprise, { user_id: 'ana', session_id: 'r1' })).status,
    ).toBe(201);
    const later = await edits(
      { text: 'Yesterday my parents was angry.', user_id: 'ana', session_id: 'r2' },
      t.keys.enterprise,
    );
    expect(later.body.edits.some((x) => originalOf(x) === 'was')).toBe(false);
    const other = await edits(
      { text: 'Yesterday my parents was angry.', user_id: 'ben', session_id: 'r2' },
      t.keys.enterprise,
    );
    expect(other.body.edits.some((x) => originalOf(x) === 'was')).toBe(true);
  });

  it('without a user_id, a rejection applies to the key', async () => {
    const e = await firstEdit(t.keys.free, { session_id: 'k1' });
    expect((await feedback(e.id, 'reject', t.keys.free, { session_id: 'k1' })).status).toBe(201);
    const later = await edits({ text: 'My parents was angry again.', session_id: 'k2' }, t.keys.free);
    expect(later.body.edits.some((x) => originalOf(x) === 'was')).toBe(false);
  });
});

describe('dictionary and custom mappings', () => {
  it('never flags a dictionary word, until it is deleted', async () => {
    const key = t.keys.pro;
    const text = 'We shipped the speling fix yesterday.';
    const before = await edits({ text });
    expect(before.body.edits.map(originalOf)).toContain('speling');
    const added = await t.call('POST', '/api/v1/dictionary', { key, word: 'speling' });
    expect(added.status).toBe(201);
    const word = (await added.json()) as { id: string; word: string; team_id: string | null };
    expect(word).toMatchObject({ word: 'speling', team_id: null });
    const list = await t.call('GET', `/api/v1/dictionary?key=${key}`);
    expect(((await list.json()) as { words: { id: string }[] }).words.map((w) => w.id)).toContain(word.id);
    expect((await edits({ text })).body.edits.map(originalOf)).not.toContain('speling');
    expect((await t.call('DELETE', `/api/v1/dictionary/${word.id}`, { key })).status).toBe(204);
    expect((await t.call('DELETE', `/api/v1/dictionary/${word.id}`, { key })).status).toBe(404);
    expect((await edits({ text })).body.edits.map(originalOf)).toContain('speling');
  });

  it('suggests custom mappings as edits with their description', async () => {
    const key = t.keys.enterprise;
    const added = await t.call('POST', '/api/v1/custom_mapping', {
      key,
      phrase: 'e-mail',
      replacement: 'email',
      description: 'House style: email',
    });
    expect(added.status).toBe(201);
    const mapping = (await added.json()) as { id: string };
    const { body } = await edits({ text: 'Send me an E-mail today.' }, key);
    expect(body.edits.find((e) => originalOf(e) === 'E-mail')).toMatchObject({
      replacement: 'email',
      description: 'House style: email',
    });
    expect((await t.call('DELETE', `/api/v1/custom_mapping/${mapping.id}`, { key })).status).toBe(204);
    const after = await edits({ text: 'Send me an E-mail today.' }, key);
    expect(after.body.edits.some((e) => e.description === 'House style: email')).toBe(false);
  });

  it("merges in the entries of the account's teams", async () => {
    const owner = await t.store.keys.authenticate(t.keys.free);
    if (!owner) throw new Error('no key owner');
    const org = await t.store.organizations.create({
      name: 'Docs',
      ownerId: owner.user_id,
      tier: 'enterprise',
    });
    const team = await t.store.teams.create({
      organizationId: org.id,
      name: 'Writers',
      creatorId: owner.user_id,
      settings: '{}',
      subscription: { tier: 'enterprise', seats: null, endsAt: null },
    });
    if (!(await t.store.teams.membership(team.id, owner.user_id)))
      await t.store.teams.addMember(team.id, owner.user_id);
    await t.store.teamSettings.addWord(team.id, 'recieve', owner.user_id);
    await t.store.teamSettings.putMapping(
      team.id,
      { phrase: 'utilise', replacement: 'use', description: 'Team style' },
      owner.user_id,
    );
    const { body } = await edits({ text: 'We recieve and utilise data.' }, t.keys.free);
    expect(body.edits.map(originalOf)).not.toContain('recieve');
    expect(body.edits.find((e) => originalOf(e) === 'utilise')).toMatchObject({
      replacement: 'use',
      description: 'Team style',
    });
  });

  it('keeps one account’s entries from another', async () => {
    const added = await t.call('POST', '/api/v1/dictionary', { key: t.keys.free, word: 'Qwertyx' });
    const { id } = (await added.json()) as { id: string };
    expect((await t.call('DELETE', `/api/v1/dictionary/${id}`, { key: t.keys.pro })).status).toBe(404);
  });
});
