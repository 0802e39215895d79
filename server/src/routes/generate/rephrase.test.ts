import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Result {
  hash: string;
  model_version: string;
  original: string;
  rephrase_type: string;
  replacement: string;
}

const post = (path: string, body: Record<string, unknown>) =>
  t.call('POST', path, { key: t.keys.pro, ...body });

describe('POST /api/v1/rephrase', () => {
  it('answers results with hash, model_version, original, rephrase_type and replacement', async () => {
    const res = await post('/api/v1/rephrase', {
      text: 'The report was written by Ana.',
      mapping: 'passive_to_active',
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      original: 'The report was written by Ana.',
      rephrase_type: 'passive_to_active',
      replacement: 'Ana wrote the report.',
    });
    expect(results[0].hash).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(results[0].model_version).toMatch(/^v\d{8}$/);
  });

  it('switches tense and tone with their mappings', async () => {
    const tense = await post('/api/v1/rephrase', {
      text: 'She walks to work.',
      mapping: 'switch_tense',
      tense_mapping: 'future perfect',
    });
    expect(((await tense.json()) as { results: Result[] }).results[0].replacement).toBe(
      'She will have walked to work.',
    );
    const tone = await post('/api/v1/rephrase', {
      text: 'I think we could maybe launch next week.',
      mapping: 'switch_tone',
      tone_mapping: 'confident',
    });
    expect(((await tone.json()) as { results: Result[] }).results[0].replacement).toBe(
      'We can launch next week.',
    );
  });

  it('keeps paragraphs and untouched sentences as they were', async () => {
    const text = 'Nothing to change here.\n\nThe cake was eaten by the dog. It was tasty.';
    const res = await post('/api/v1/rephrase', { text, mapping: 'passive_to_active' });
    expect(((await res.json()) as { results: Result[] }).results[0].replacement).toBe(
      'Nothing to change here.\n\nThe dog ate the cake. It was tasty.',
    );
  });

  it('answers results: [] for a text with no verb to switch, never the input', async () => {
    const res = await post('/api/v1/rephrase', {
      text: 'What a lovely day!',
      mapping: 'switch_tense',
      tense_mapping: 'simple past',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ results: [] });
  });

  it('gives one result for mappings other than paraphrase whatever num_results says', async () => {
    const res = await post('/api/v1/rephrase', {
      text: 'Ana wrote the report.',
      mapping: 'active_to_passive',
      num_results: 5,
    });
    expect(((await res.json()) as { results: Result[] }).results).toHaveLength(1);
  });

  it('gives up to num_results distinct paraphrases', async () => {
    const res = await post('/api/v1/rephrase', {
      text: 'She quickly finished the difficult assignment.',
      mapping: 'paraphrase',
      num_results: 3,
    });
    const { results } = (await res.json()) as { results: Result[] };
    expect(results.length).toBe(3);
    expect(new Set(results.map((r) => r.replacement)).size).toBe(3);
    for (const r of results) {
      expect(r.rephrase_type).toBe('paraphrase');
      expect(r.replacement).not.toBe('She quickly finished the difficult assignment.');
    }
  });

  it.each([
    [{ text: '', mapping: 'paraphrase' }, /^text: must not be empty/],
    [{ text: ' \n\t ', mapping: 'paraphrase' }, /^text: must not be empty/],
    [{ text: 'a'.repeat(4_001), mapping: 'paraphrase' }, /^text: must be at most 4,000 characters/],
    [{ text: 'Hello there.', mapping: 'translate' }, /^mapping: must be one of paraphrase, /],
    [{ text: 'Hello there.' }, /^mapping: required/],
    [
      { text: 'Hello there.', mapping: 'switch_tone', tone_mapping: 'angry' },
      /^tone_mapping: must be one of straightforward, /,
    ],
    [{ text: 'Hello there.', mapping: 'switch_tone' }, /^tone_mapping: required when mapping is switch_tone/],
    [
      { text: 'Hello there.', mapping: 'switch_tense', tense_mapping: 'future imperfect' },
      /^tense_mapping: must be one of simple past, /,
    ],
    [
      { text: 'Hello there.', mapping: 'switch_tense' },
      /^tense_mapping: required when mapping is switch_tense/,
    ],
    [
      { text: 'Hello there.', mapping: 'paraphrase', num_results: 0 },
      /^num_results: must be an integer from 1 to 8/,
    ],
    [
      { text: 'Hello there.', mapping: 'paraphrase', num_results: 9 },
      /^num_results: must be an integer from 1 to 8/,
    ],
  ])('answers 400 for %j', async (body, msg) => {
    const res = await post('/api/v1/rephrase', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(msg);
  });

  it('accepts exactly 4,000 characters', async () => {
    const text = 'The letter was sent by Ana. '.repeat(143).slice(0, 4_000);
    expect((await post('/api/v1/rephrase', { text, mapping: 'passive_to_active' })).status).toBe(200);
  });
});

describe('POST /api/v1/paraphrase (deprecated)', () => {
  it('paraphrases like rephrase with mapping paraphrase', async () => {
    const res = await post('/api/v1/paraphrase', {
      text: 'She quickly finished the difficult assignment.',
      num_results: 2,
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Result[] };
    expect(results).toHaveLength(2);
    expect(results.every((r) => r.rephrase_type === 'paraphrase')).toBe(true);
  });

  it.each([
    [{ text: '' }, /^text: must not be empty/],
    [{ text: 'x'.repeat(4_001) }, /^text: must be at most 4,000/],
    [{ text: 'Hi.', num_results: 9 }, /^num_results: /],
  ])('answers 400 for %j', async (body, msg) => {
    const res = await post('/api/v1/paraphrase', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(msg);
  });
});
