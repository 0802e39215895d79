import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ARTICLE = `Council approves new cycle lanes

The city council approved a plan on Monday to build forty kilometres of protected cycle lanes by 2027. The plan will cost twelve million pounds, paid from the transport budget.

Cyclists welcomed the decision. The local cycling club said the lanes would make commuting safer for thousands of people. However, some shop owners fear the loss of parking spaces will hurt trade.

The council said parking would be moved to side streets. Work on the first lanes will begin in the spring. The lanes will connect the university, the hospital and the main station.`;

const post = (body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/summarize', { key: t.keys.pro, ...body });

describe('POST /api/v1/summarize', () => {
  it('summarizes a text with sentences of the text, key points beyond the summary, result mirroring summary', async () => {
    const res = await post({ text: ARTICLE });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      summary: string;
      key_points: string[];
      length: string;
      result: string;
    };
    expect(body.length).toBe('medium');
    expect(body.result).toBe(body.summary);
    expect(body.summary).toContain('The city council approved a plan on Monday');
    expect(body.summary).not.toContain('Council approves new cycle lanes');
    expect(body.summary.length).toBeLessThan(ARTICLE.length * 0.7);
    expect(body.key_points.length).toBeGreaterThanOrEqual(3);
    // Key points add what the summary does not say (the lead is already in the summary).
    for (const p of body.key_points) expect(body.summary).not.toContain(p.replace(/\.$/, ''));
    // Standalone statements: no leading "However," and no dangling link words.
    for (const p of body.key_points) expect(p).not.toMatch(/^(However|But|And)\b/);
  });

  it('makes short shorter than long', async () => {
    const short = (await (await post({ text: ARTICLE, length: 'short' })).json()) as {
      summary: string;
      length: string;
    };
    const long = (await (await post({ text: ARTICLE, length: 'long' })).json()) as { summary: string };
    expect(short.length).toBe('short');
    expect(short.summary.length).toBeLessThan(long.summary.length);
  });

  it('strips HTML but keeps headings out of the summary', async () => {
    const html = `<article><h1>Council approves new cycle lanes</h1>${ARTICLE.split('\n\n')
      .slice(1)
      .map((p) => `<p>${p.replace('&', '&amp;')}</p>`)
      .join('')}<script>alert("x")</script></article>`;
    const body = (await (await post({ text: html })).json()) as { summary: string; key_points: string[] };
    expect(body.summary).not.toMatch(/[<>]|alert|Council approves/);
    expect(body.summary).toContain('protected cycle lanes');
  });

  it('answers a batch in input order', async () => {
    const res = await post({
      texts: [ARTICLE, 'Rain is expected tomorrow. Bring an umbrella to work.'],
      length: 'short',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { summary: string; length: string }[] };
    expect(body.results).toHaveLength(2);
    expect(body.results[0].summary).toMatch(/cycle/);
    expect(body.results[1].summary).toMatch(/Rain|umbrella/);
  });

  it.each([
    [{ text: '' }, /^text: must not be empty/],
    [{ text: '   \n ' }, /^text: must not be empty/],
    [{ text: 'a'.repeat(20_001) }, /^text: must be at most 20,000 characters/],
    [{ text: '<p></p><br><div> </div>' }, /^text: is empty after removing HTML markup/],
    [{ texts: ['Fine text here.', '<b></b>'] }, /^texts\[1\]: is empty after removing HTML markup/],
    [{ texts: ['a', ' '] }, /^texts\[1\]: must not be empty/],
    [{ texts: ['x'.repeat(10_000), 'y'.repeat(10_001)] }, /^texts: combined length must be at most 20,000/],
    [{ texts: [] }, /^texts: must contain 1 to 10 items/],
    [{ text: 'A text.', texts: ['A text.'] }, /exactly one of text and texts/],
    [{ text: 'A text.', length: 'tiny' }, /^length: must be one of short, medium, long/],
  ])('answers 400 for %j', async (body, msg) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(msg);
  });

  it('accepts exactly 20,000 characters', async () => {
    const text = `${'Word after word makes a sentence. '.repeat(588)}`.slice(0, 20_000);
    expect((await post({ text })).status).toBe(200);
  });

  it('caches a summary briefly, keyed on the text and length', async () => {
    const count = async () =>
      Number(
        (
          await t.store.db.get<{ n: number }>(
            "SELECT COUNT(*) AS n FROM result_cache WHERE cache_key LIKE 'summarize:%'",
          )
        )?.n,
      );
    const text =
      'Prices rose again this month. Economists expect a slowdown next year. Shops report fewer visitors.';
    const before = await count();
    const first = (await (await post({ text })).json()) as unknown;
    expect(await count()).toBe(before + 1);
    const second = (await (await post({ text })).json()) as unknown;
    expect(second).toEqual(first);
    expect(await count()).toBe(before + 1);
    await post({ text, length: 'long' });
    expect(await count()).toBe(before + 2);
  });
});
