import { endpoints } from '@margin/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

interface SentenceScore {
  score: number;
  sentence: string;
  start: number;
  end: number;
}
interface Result {
  score: number;
  ai_fraction: number;
  sentence_scores?: SentenceScore[];
  text: string;
  tokens: string[];
  token_probs: number[];
  score_string?: string;
}

const MACHINE =
  'Artificial intelligence has transformed numerous industries in recent years. Additionally, it offers significant benefits in terms of efficiency and productivity. However, it is important to consider the ethical implications of these technologies. Overall, a balanced approach is essential to ensure that AI serves the greater good.';
const HUMAN =
  'lol no way my cat just knocked the whole plant off the shelf again. dirt everywhere. i swear she waits till i sit down with coffee. anyway gonna go vacuum, wish me luck';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AIDETECT_WINDOW_CHARS: '3000' });
});
afterAll(async () => {
  await t?.close();
});

const detect = async (body: Record<string, unknown>, key = t.keys.enterprise) => {
  const res = await t.call('POST', '/api/v1/aidetect', { key, ...body });
  return {
    res,
    status: res.status,
    body: (await res.json()) as Result & { results?: Result[]; msg?: string },
  };
};
const cpSlice = (s: string, a: number, b: number) => Array.from(s).slice(a, b).join('');

describe('POST /api/v1/aidetect', () => {
  it('answers a document score, sentence scores with code point offsets, and aligned token probabilities', async () => {
    const text = `🤖🤖 Emoji first. ${MACHINE}`;
    const { status, body } = await detect({ text });
    expect(status).toBe(200);
    expect(endpoints.aidetect.response.safeParse(body).success).toBe(true);
    expect(body.text).toBe(text);
    expect(body.score_string).toBeUndefined();
    expect(body.tokens.length).toBeGreaterThan(40);
    expect(body.token_probs).toHaveLength(body.tokens.length);
    const sentences = body.sentence_scores as SentenceScore[];
    expect(sentences.map((s) => s.sentence)).toEqual([
      '🤖🤖 Emoji first.',
      'Artificial intelligence has transformed numerous industries in recent years.',
      'Additionally, it offers significant benefits in terms of efficiency and productivity.',
      'However, it is important to consider the ethical implications of these technologies.',
      'Overall, a balanced approach is essential to ensure that AI serves the greater good.',
    ]);
    for (const s of sentences) expect(cpSlice(text, s.start, s.end)).toBe(s.sentence);
    // ai_fraction: non-space characters of sentences at 0.5 or above, over all non-space characters.
    const visible = (s: string) => Array.from(s.replace(/\s+/g, '')).length;
    const flagged = sentences.filter((s) => s.score >= 0.5).reduce((n, s) => n + visible(s.sentence), 0);
    expect(body.ai_fraction).toBeCloseTo(flagged / visible(text), 3);
  });

  it('scores stock machine-written prose above a casual human comment with the 20260820 detector', async () => {
    const machine = await detect({ text: MACHINE, version: '20260820' });
    const human = await detect({ text: HUMAN, version: '20260820' });
    expect(machine.body.score).toBeGreaterThan(0.5);
    expect(human.body.score).toBeLessThan(0.5);
  });

  it('serves seven different detector versions, 20261128 by default', async () => {
    const text = `${HUMAN} ${MACHINE}`;
    const scores = await Promise.all(
      ['20240606', '20251027', '20260820', '20261124', '20261125', '20261126', '20261128'].map(
        // Six texts of ~500 characters fill one key's 3,000-character window: the rest go to another key.
        async (version, i) =>
          (await detect({ text, version }, i < 5 ? t.keys.pro : t.keys.enterprise)).body.score,
      ),
    );
    expect(new Set(scores).size).toBe(7);
    const byDefault = await detect({ text }, t.keys.enterprise);
    expect(byDefault.body.score).toBe(scores[6]);
    // 79 words: enough for a verdict, so no low-confidence flag.
    expect((byDefault.body as { confidence?: string }).confidence).toBe('normal');
  });

  it('leaves out sentence scores when sent_scores is false and adds an escaped heatmap when asked', async () => {
    const text = 'Look: <script>document.title="pwned"</script> and <b>bold</b> & more.';
    const { body } = await detect({ text, sent_scores: false, score_string: true });
    expect(body.sentence_scores).toBeUndefined();
    expect(body.score_string).toContain('&lt;script&gt;');
    expect(body.score_string).not.toMatch(/<script|<b>/);
  });

  it('scores each batch item on its own, in order, and bills identical items once', async () => {
    const before = Number(
      (await detect({ text: 'Warm-up text for the key.' }, t.keys.pro)).res.headers.get(
        'X-RateLimit-Remaining',
      ),
    );
    const { res, status, body } = await detect(
      { texts: ['First item here.', 'Second one.', 'First item here.'] },
      t.keys.pro,
    );
    expect(status).toBe(200);
    const results = body.results as Result[];
    expect(results.map((r) => r.text)).toEqual(['First item here.', 'Second one.', 'First item here.']);
    expect(results[2]).toEqual(results[0]);
    const single = await detect({ text: 'Second one.' }, t.keys.pro);
    expect(single.body.score).toBe(results[1].score);
    expect(before - Number(res.headers.get('X-RateLimit-Remaining'))).toBe(
      'First item here.'.length + 'Second one.'.length,
    );
  });

  it('does not bill or rate-limit text it has already scored (cached for 3 days)', async () => {
    const text = `${MACHINE} Cached once.`;
    const first = await detect({ text }, t.keys.free);
    const remaining = Number(first.res.headers.get('X-RateLimit-Remaining'));
    const again = await detect({ text }, t.keys.free);
    expect(again.body).toEqual(first.body);
    expect(Number(again.res.headers.get('X-RateLimit-Remaining'))).toBe(remaining);
    // A batch mixing the cached text with a new one bills only the new one.
    const mixed = await detect({ texts: [text, 'A brand new item.'] }, t.keys.free);
    expect(remaining - Number(mixed.res.headers.get('X-RateLimit-Remaining'))).toBe(
      'A brand new item.'.length,
    );
  });

  it('answers 429 with Retry-After beyond the characters-per-window limit', async () => {
    const key = t.keys.free;
    const long = 'Plain words for the window. '.repeat(60);
    const res1 = await detect({ text: long.slice(0, 1500) }, key);
    expect(res1.status).toBe(200);
    const over = await detect({ text: long.slice(0, 1600) }, key);
    expect(over.status).toBe(429);
    expect(Number(over.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(over.body.msg).toMatch(/quota exceeded/);
    // Already-scored text is still answered: it is served from the cache without using the window.
    expect((await detect({ text: long.slice(0, 1500) }, key)).status).toBe(200);
  });
});

describe('POST /api/v1/aidetect: bad and unusual input', () => {
  it.each([
    ['empty text', { text: '' }, 'text: must not be empty'],
    ['whitespace-only text', { text: ' \n ' }, 'text: must not be empty'],
    ['200,001 characters', { text: 'a'.repeat(200_001) }, 'text: must be at most 200,000 characters'],
    [
      'an unknown version',
      { text: 'Hello there.', version: '20230101' },
      /^version: must be one of 20240606, 20251027, 20260820, 20261124, 20261125, 20261126, 20261128/,
    ],
    ['11 texts', { texts: Array(11).fill('x') }, 'texts: must contain 1 to 10 items'],
    ['an empty batch item', { texts: ['ok', ' '] }, 'texts[1]: must not be empty'],
    [
      'both text and texts',
      { text: 'a', texts: ['b'] },
      'exactly one of text and texts is required (both were given)',
    ],
  ])('answers 400 for %s', async (_, body, msg) => {
    const { status, body: b } = await detect(body);
    expect(status).toBe(400);
    expect(b.msg).toMatch(msg);
  });

  it.each([
    ['one character', 'a'],
    ['only emoji', '😀🎉👍🏽'],
    ['only HTML tags', '<p><br/></p><div></div>'],
    ['another language', 'Le chat dort sur le canapé. Il fait beau aujourd’hui.'],
  ])('answers 200 for %s', async (_, text) => {
    const { status, body } = await detect({ text, score_string: true });
    expect(status).toBe(200);
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(1);
    expect(body.token_probs).toHaveLength(body.tokens.length);
    for (const s of body.sentence_scores ?? []) expect(cpSlice(text, s.start, s.end)).toBe(s.sentence);
  });
});
