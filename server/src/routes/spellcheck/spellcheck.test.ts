import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { budgetClock } from '../../services/spellcheck';
import { createTestApp, type TestApp } from '../../testing/app';

interface Edit {
  id: string;
  sentence: string;
  sentence_start: number;
  start: number;
  end: number;
  replacement: string;
  error_type?: string;
}
interface Body {
  edits: Edit[];
  msg?: string;
  lang?: string;
  candidates?: Record<string, string[]>;
  applied_text?: string;
  warning?: string;
  degraded?: { sentences_degraded: number; sentences_total: number; reason: string };
}

let t: TestApp;
let oldKey: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.store.keys.authenticate(t.keys.pro);
  userId = owner!.user_id;
  // A key from before 2024-06-20: the neural spellcheck is off by default for it.
  const user = await t.store.users.create({ email: `old-${randomUUID()}@example.com`, tier: 'pro' });
  oldKey = (await t.store.keys.create(user.id, Date.UTC(2024, 0, 15))).key;
  // Loads the English dictionary once, so later tests measure behaviour, not loading.
  await spell({ text: 'Warm up.' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});
const realClock = budgetClock.now;
afterEach(() => {
  t.config.spellcheckBudgetMs = 30_000;
  budgetClock.now = realClock;
});

async function spell(body: Record<string, unknown>, key = t.keys.pro, path = '/api/v1/spellcheck') {
  const res = await t.call('POST', path, { key, ...body });
  return { status: res.status, body: (await res.json()) as Body, headers: res.headers };
}

/** The edited words, from each edit's sentence and sentence-relative code-point offsets. */
function originals(edits: Edit[]): string[] {
  return edits.map((e) => Array.from(e.sentence).slice(e.start, e.end).join(''));
}

describe('POST /api/v1/spellcheck: validation', () => {
  it.each([
    [{}, /^text: required$/],
    [{ text: '   \n\t ' }, /^text: must not be empty$/],
    [{ text: 'Teh cat.', min_length: 0 }, /^min_length: /],
    [{ text: 'Teh cat.', min_length: 2.5 }, /^min_length: /],
    [{ text: 'Teh cat.', lang: 'tlh' }, /^lang: must be one of auto, en/],
    [
      { text: 'Teh cat.', lang: 'ar' },
      /^lang: ar \(Arabic\), which spellcheck does not support.*Supported: .*de/,
    ],
    [{ text: 'Teh cat.', lang: 'zh' }, /Chinese/],
    [{ text: 'Teh cat.', variety: 's-variety' }, /^variety: s-variety: Chinese is not supported/],
    [{ text: 'Teh cat.', variety: 't-variety' }, /Chinese is not supported/],
    [{ text: 'Teh cat.', variety: 'xx-variety' }, /^variety: must be one of/],
    [
      { text: 'Das Haus.', lang: 'de', variety: 'gb-variety' },
      /^variety: gb-variety applies to English only/,
    ],
    [{ text: 'Teh cat.', team_id: 'everyone' }, /^team_id: must be a team UUID or "user_only"$/],
    [
      { text: 'Teh cat.', operations: ['spaces'] },
      /^operations\[0\]: must be one of capitalize, punctuate, fixspaces$/,
    ],
    [{ text: 'Teh cat.', multiple_edits: 'yes' }, /^multiple_edits: must be true or false$/],
    [{ text: 'Teh cat.', neural_spellcheck: 1 }, /^neural_spellcheck: must be true or false$/],
    [{ text: 'Teh cat.', auto_apply: 'true' }, /^auto_apply: must be true or false$/],
    [{ text: 'a'.repeat(1_000_001) }, /^text: must be at most 1,000,000 characters$/],
  ])('%# → 400', async (input, msg) => {
    const { status, body } = await spell(input);
    expect(status).toBe(400);
    expect(body.msg).toMatch(msg);
  });

  it('answers 400 naming the language when lang auto detects one without a dictionary', async () => {
    const { status, body } = await spell({
      text: '今日はとても良い天気ですね。散歩に行きましょう。',
      lang: 'auto',
    });
    expect(status).toBe(400);
    expect(body.msg).toMatch(
      /^lang: the text was detected as ja \(Japanese\), which spellcheck does not support/,
    );
  });

  it('answers 403 for a team the caller does not belong to', async () => {
    const { status, body } = await spell({ text: 'Teh cat.', team_id: randomUUID() });
    expect(status).toBe(403);
    expect(body.msg).toMatch(/^team_id: /);
  });

  it('counts the 1,000,000-character limit in code points, not UTF-16 units', async () => {
    const { status } = await spell({ text: '😀'.repeat(600_000) });
    expect(status).toBe(200);
  }, 60_000);
});

describe('POST /api/v1/spellcheck: edits', () => {
  it('returns word-level edits with sentence-relative code-point offsets and no error types', async () => {
    const text = '🎉 All good here. I recieve teh letter.';
    const { status, body } = await spell({ text });
    expect(status).toBe(200);
    expect(body.edits.map((e) => [e.sentence, e.sentence_start, e.start, e.end, e.replacement])).toEqual([
      ['I recieve teh letter.', 17, 2, 9, 'receive'],
      ['I recieve teh letter.', 17, 10, 13, 'the'],
    ]);
    for (const e of body.edits) {
      expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(e.error_type).toBeUndefined();
      expect(
        Array.from(text)
          .slice(e.sentence_start, e.sentence_start + Array.from(e.sentence).length)
          .join(''),
      ).toBe(e.sentence);
    }
    expect(body.lang).toBeUndefined();
    expect(body.candidates).toBeUndefined();
  });

  it('honours min_length', async () => {
    expect(originals((await spell({ text: 'Teh wrod is wrng.' })).body.edits)).toEqual([
      'Teh',
      'wrod',
      'wrng',
    ]);
    expect(originals((await spell({ text: 'Teh wrod is wrng.', min_length: 4 })).body.edits)).toEqual([
      'wrod',
      'wrng',
    ]);
  });

  it('detects the language for lang auto and says which', async () => {
    const { body } = await spell({
      text: 'Ich habe gestern ein schönes Hauss in der Stadt gekauft.',
      lang: 'auto',
      neural_spellcheck: false,
    });
    expect(body.lang).toBe('de');
    expect(body.edits.map((e) => e.replacement)).toContain('Haus');
  });

  it('checks other languages with their dictionaries', async () => {
    const { body } = await spell({ text: "Je suis allé à la maisson aujourd'hui.", lang: 'fr' });
    expect(originals(body.edits)).toEqual(['maisson']);
    expect(body.edits[0].replacement).toBe('maison');
  });

  it('lists candidates with multiple_edits', async () => {
    const { body } = await spell({ text: 'A speling mistake.', multiple_edits: true });
    expect(body.candidates?.speling?.[0]).toBe('spelling');
    expect(body.candidates?.speling.length).toBeGreaterThan(1);
  });

  it('lists candidates in the neural order when the neural model serves a multiple_edits request', async () => {
    const { body } = await spell({
      text: 'A speling mistake.',
      multiple_edits: true,
      neural_spellcheck: true,
    });
    expect(body.candidates?.speling?.[0]).toBe('spelling');
    expect(body.edits[0].replacement).toBe('spelling');
  });

  it('defaults neural_spellcheck by the key’s creation date', async () => {
    const text = 'I like yor car.';
    const newKey = await spell({ text });
    const oldKeyAnswer = await spell({ text }, oldKey);
    // The context model reads "car" after the word; the noisy channel alone prefers the commoner "you".
    expect(newKey.body.edits[0].replacement).toBe('your');
    expect(oldKeyAnswer.body.edits[0].replacement).toBe('you');
    expect((await spell({ text, neural_spellcheck: true }, oldKey)).body.edits[0].replacement).toBe('your');
    expect((await spell({ text, neural_spellcheck: false })).body.edits[0].replacement).toBe('you');
  });

  it('follows the variety, and null-variety flags neither spelling', async () => {
    const text = 'The colour and the color.';
    expect(originals((await spell({ text })).body.edits)).toEqual(['colour']);
    expect(originals((await spell({ text, variety: 'gb-variety' })).body.edits)).toEqual(['color']);
    expect((await spell({ text, variety: 'null-variety' })).body.edits).toEqual([]);
  });

  it('applies the edits with auto_apply, warning when the text has HTML tags', async () => {
    const plain = await spell({ text: 'Teh cat sat on teh mat.', auto_apply: true });
    expect(plain.body.applied_text).toBe('The cat sat on the mat.');
    expect(plain.body.warning).toBeUndefined();
    const html = await spell({ text: '<p>Teh <b>cat</b> is <i>beautifull</i>.</p>', auto_apply: true });
    expect(html.body.applied_text).toBe('<p>The <b>cat</b> is <i>beautiful</i>.</p>');
    expect(html.body.warning).toMatch(/HTML/);
  });

  it('gives an edit between two sentences the sentence before it, not the whole paragraph', async () => {
    const text = 'One.  Two is here. Three.';
    const { body } = await spell({ text, operations: ['fixspaces'] });
    expect(body.edits.map((e) => [e.sentence, e.sentence_start, e.start, e.end, e.replacement])).toEqual([
      ['One.  ', 0, 4, 6, ' '],
    ]);
  });

  it('runs the requested operations as ordinary edits', async () => {
    const { body } = await spell({
      text: 'teh cat sat  on the mat',
      operations: ['fixspaces', 'punctuate'],
      auto_apply: true,
    });
    expect(body.applied_text).toBe('the cat sat on the mat.');
  });
});

describe('POST /api/v1/spellcheck: text that is not prose', () => {
  it.each([
    ['only emoji', '😀🎉👍 🚀', []],
    ['URLs and emails', 'Visit https://exmaple.com/pgae or mail jhon@exmaple.com now.', []],
    ['code in prose', 'Call `fooo.barr()` or snake_case_nmae, then getThng() and stop.', []],
    ['numbers and units', 'It weighs 12kg and costs $30 on 2024-06-20.', []],
    ['acronyms', 'The NASA and ESA teams met at CERN.', []],
    ['names inside a sentence', 'Yesterday Kowalczyk met Oyelaran in Szczebrzeszyn.', []],
    ['HTML tags and entities', '<div class="wrpper">Fine &amp; <span>wrod</span></div>', ['wrod']],
    ['mixed scripts', 'The word 猫 and кот and γάτα in an Englsh sentence.', ['Englsh']],
    ['right-to-left text', 'שלום עולם and مرحبا are greetings, not misteaks.', ['misteaks']],
  ])('%s', async (_, text, expected) => {
    const { status, body } = await spell({ text });
    expect(status).toBe(200);
    expect(originals(body.edits)).toEqual(expected);
  });

  it('checks Hebrew and Persian with their own dictionaries', async () => {
    expect((await spell({ text: 'שלום עולם', lang: 'he' })).body.edits).toEqual([]);
    expect((await spell({ text: 'کتاب‌ها را خواندم', lang: 'fa' })).body.edits).toEqual([]);
  });
});

describe('POST /api/v1/spellcheck: dictionaries, teams and feedback', () => {
  it('never flags the user’s dictionary words; user_only and team_id choose whose words apply', async () => {
    const text = 'Our Zorblat and Quixlet products.';
    await t.store.customisation.addWord(userId, 'zorblat');
    const orgId = randomUUID();
    const teamId = randomUUID();
    const now = Date.now();
    await t.store.db.run('INSERT INTO organizations (id, name, created_at) VALUES ($1, $2, $3)', [
      orgId,
      'Org',
      now,
    ]);
    await t.store.db.run(
      'INSERT INTO teams (id, organization_id, name, created_at) VALUES ($1, $2, $3, $4)',
      [teamId, orgId, 'Team', now],
    );
    await t.store.db.run(
      'INSERT INTO team_users (id, team_id, user_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5)',
      [randomUUID(), teamId, userId, now, now],
    );
    await t.store.teamSettings.addWord(teamId, 'quixlet', userId);
    const flagged = async (extra: Record<string, unknown>) =>
      originals((await spell({ text: text.toLowerCase(), ...extra })).body.edits);
    expect(await flagged({})).toEqual([]);
    expect(await flagged({ team_id: 'user_only' })).toEqual(['quixlet']);
    expect(await flagged({ team_id: teamId })).toEqual([]);
    expect((await spell({ text, team_id: teamId }, t.keys.free)).status).toBe(403);
  });

  it('issues ids that accept and reject resolve, and a rejected correction is not suggested again', async () => {
    const text = 'My freind came.';
    const first = await spell({ text, session_id: 'doc-1' });
    const edit = first.body.edits[0];
    expect(edit.replacement).toBe('friend');
    const rejected = await t.call('POST', `/api/v1/edits/${edit.id}/reject`, {
      key: t.keys.pro,
      session_id: 'doc-1',
    });
    expect(rejected.status).toBe(201);
    const again = await spell({ text, session_id: 'doc-1' });
    expect(again.body.edits.map((e) => e.replacement)).not.toContain('friend');
    const other = await spell({ text: 'A speling error.', session_id: 'doc-1' });
    const accepted = await t.call('POST', `/api/v1/edits/${other.body.edits[0].id}/accept`, {
      key: t.keys.pro,
      session_id: 'doc-1',
    });
    expect(accepted.status).toBe(201);
  });
});

describe('POST /api/v1/spellcheck: long text and partial results', () => {
  const paragraph = `${'The quick brown fox jumps over the lazy dog. '.repeat(40)}Teh end.`;

  it('checks 1,000,000 characters paragraph by paragraph', async () => {
    const text = Array.from({ length: Math.floor(1_000_000 / (paragraph.length + 1)) }, () => paragraph).join(
      '\n',
    );
    const { status, body } = await spell({ text }, t.keys.enterprise);
    expect(status).toBe(200);
    expect(body.edits.length).toBe(text.split('\n').length);
    expect(new Set(body.edits.map((e) => e.id)).size).toBe(body.edits.length);
    expect(body.degraded).toBeUndefined();
  }, 120_000);

  it('answers 503 with Retry-After when no sentence could be checked', async () => {
    t.config.spellcheckBudgetMs = 0;
    const { status, body, headers } = await spell({ text: 'Teh cat.' });
    expect(status).toBe(503);
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.msg).toMatch(/no sentence could be checked/);
  });

  it('reports degraded sentences when the time budget runs out part way', async () => {
    t.config.spellcheckBudgetMs = 2500;
    // Each look at the clock advances it a second: the first two paragraphs start within the budget.
    let now = 0;
    budgetClock.now = () => (now += 1000);
    const text = 'Teh first. Sentence two.\nTeh second.\nTeh third. And more.\nTeh fourth.';
    const { status, body } = await spell({ text });
    expect(status).toBe(200);
    expect(body.degraded).toEqual({
      sentences_degraded: 3,
      sentences_total: 6,
      reason: expect.stringMatching(/time budget/),
    });
    expect(body.edits.map((e) => e.sentence)).toEqual(['Teh first.', 'Teh second.']);
  });
});

describe('POST /api/v1/medical-spellcheck', () => {
  it('returns only edits involving medical terms', async () => {
    const { status, body } = await spell(
      { text: 'The pateint has hypertenshun and takes metoprolol tomorow.' },
      t.keys.pro,
      '/api/v1/medical-spellcheck',
    );
    expect(status).toBe(200);
    // "hypertension" is a medical term; "patient" is on the medical list but ordinary English
    // (engines/medical) and "tomorrow" is not on it, so their edits are left out.
    expect(body.edits.map((e) => e.replacement)).toEqual(['hypertension']);
  });

  it('answers 400 for a language the medical list does not cover', async () => {
    const { status, body } = await spell(
      { text: 'Das Haus.', lang: 'de' },
      t.keys.pro,
      '/api/v1/medical-spellcheck',
    );
    expect(status).toBe(400);
    expect(body.msg).toMatch(/medical word list is English/);
  });
});
