import { SENTIMENTS, TONE_EMOJI, TONES } from '@margin/shared/contract/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = async (path: string, body: Record<string, unknown>) => {
  const res = await t.call('POST', `/api/v1/${path}`, { key: t.keys.pro, ...body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { msg?: string } };
};

type ToneTriple = [number, string, string];
type SentimentPair = [number, string];

describe('POST /api/v1/tone', () => {
  it('answers sentences, the top three tones overall and per sentence, each with its emoji', async () => {
    const { status, body } = await post('tone', {
      text: 'Thank you so much for your help! I love you. Why did this happen?',
    });
    expect(status).toBe(200);
    expect(body.sents).toEqual(['Thank you so much for your help!', 'I love you.', 'Why did this happen?']);
    const overall = body.overall as ToneTriple[];
    const results = body.results as ToneTriple[][];
    expect(results).toHaveLength(3);
    for (const triples of [overall, ...results]) {
      expect(triples).toHaveLength(3);
      for (const [p, tone, emoji] of triples) {
        expect(TONES).toContain(tone);
        expect(emoji).toBe(TONE_EMOJI[tone as keyof typeof TONE_EMOJI]);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
      expect(triples.map((x) => x[0])).toEqual([...triples.map((x) => x[0])].sort((a, b) => b - a));
    }
    expect(results[0][0][1]).toBe('grateful');
    expect(results[1][0][1]).toBe('loving');
    expect(results[2].map((x) => x[1])).toContain('curious');
  });

  it('predicts overall from the whole text, not by averaging sentences', async () => {
    const { body } = await post('tone', { text: 'I am so angry right now. This is outrageous!' });
    const overall = body.overall as ToneTriple[];
    const results = body.results as ToneTriple[][];
    const averaged = TONES.map((tone) => {
      const ps = results.map((r) => r.find((x) => x[1] === tone)?.[0]);
      return ps.every((p) => p !== undefined)
        ? ps.reduce((a, b) => (a as number) + (b as number), 0)
        : undefined;
    });
    expect(overall[0][1]).toBe('angry');
    // The whole-text answer is a prediction of its own: its top probability is not the sentences' mean.
    const top = TONES.indexOf(overall[0][1] as (typeof TONES)[number]);
    if (averaged[top] !== undefined)
      expect(overall[0][0]).not.toBeCloseTo((averaged[top] as number) / results.length, 4);
  });
});

describe('POST /api/v1/sentiment', () => {
  it('answers all three sentiments in descending order, overall and per sentence', async () => {
    const { status, body } = await post('sentiment', {
      text: 'I absolutely love this phone, it is wonderful. The battery died after a day and support was useless.',
    });
    expect(status).toBe(200);
    expect(body.sents).toHaveLength(2);
    const results = body.results as SentimentPair[][];
    for (const pairs of [body.overall as SentimentPair[], ...results]) {
      expect(pairs.map((x) => x[1]).sort()).toEqual([...SENTIMENTS].sort());
      expect(pairs.map((x) => x[0])).toEqual([...pairs.map((x) => x[0])].sort((a, b) => b - a));
      expect(pairs.reduce((s, x) => s + x[0], 0)).toBeCloseTo(1, 2);
    }
    expect(results[0][0][1]).toBe('POSITIVE');
    expect(results[1][0][1]).toBe('NEGATIVE');
  });
});

describe.each(['tone', 'sentiment'])('%s: bad and unusual input', (path) => {
  it.each([
    ['empty', '', 'text: must not be empty'],
    ['whitespace only', ' \n\t ', 'text: must not be empty'],
    ['over 50,000 characters', 'a'.repeat(50_001), 'text: must be at most 50,000 characters'],
  ])('answers 400 for %s text', async (_, text, msg) => {
    const { status, body } = await post(path, { text });
    expect(status).toBe(400);
    expect(body.msg).toBe(msg);
  });

  it.each([
    ['one character', 'a', ['a']],
    ['only emoji', '😀🎉👍🏽', ['😀🎉👍🏽']],
    ['only HTML tags', '<p><br/></p>', ['<p><br/></p>']],
    [
      'another language',
      'Je suis très heureux. Merci beaucoup !',
      ['Je suis très heureux.', 'Merci beaucoup !'],
    ],
    ['a script tag', '<script>alert(1)</script> Nice.', ['<script>alert(1)</script> Nice.']],
  ])('answers 200 with the text as its sentences for %s', async (_, text, sents) => {
    const { status, body } = await post(path, { text });
    expect(status).toBe(200);
    expect(body.sents).toEqual(sents);
    expect(body.results).toHaveLength(sents.length);
  });

  it('bills the code points of the text', async () => {
    const remaining = async (text: string) => {
      const res = await t.call('POST', `/api/v1/${path}`, { key: t.keys.free, text });
      expect(res.status).toBe(200);
      return Number(res.headers.get('X-RateLimit-Remaining'));
    };
    const before = await remaining('First.');
    const text = 'Billing check 👍🏽 for this endpoint.';
    expect(before - (await remaining(text))).toBe(Array.from(text).length);
  });
});
