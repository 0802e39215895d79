import { describe, expect, it } from 'vitest';
import { AidetectRequest, AidetectResponse } from './aidetect';
import { validationMessages as problems } from './issues';
import { SummarizeRequest } from './summarize';
import { TranslateRequest, TranslateResponse } from './translate';

const BOTH = 'exactly one of text and texts is required (both were given)';
const NEITHER = 'exactly one of text and texts is required (neither was given)';

describe.each([
  ['aidetect', AidetectRequest, {}, 200_000],
  ['translate', TranslateRequest, { target_lang: 'de' }, 5_000],
  ['summarize', SummarizeRequest, {}, 20_000],
] as const)('%s text|texts', (_name, schema, extra, max) => {
  const cap = max.toLocaleString('en-US');

  it.each([
    [{ text: 'Hello there.' }, []],
    [{ texts: ['One.', 'Two.'] }, []],
    [{ texts: Array.from({ length: 10 }, (_, i) => `Item ${i}.`) }, []],
    [{}, [NEITHER]],
    [{ text: 'a', texts: ['b'] }, [BOTH]],
    [{ text: ' \n ' }, ['text: must not be empty']],
    [{ text: 'x'.repeat(max + 1) }, [`text: must be at most ${cap} characters`]],
    [{ texts: [] }, ['texts: must contain 1 to 10 items']],
    [{ texts: Array.from({ length: 11 }, () => 'x') }, ['texts: must contain 1 to 10 items']],
    [{ texts: ['a', 'b', 'c', ''] }, ['texts[3]: must not be empty']],
    [{ texts: ['a', '  ', 'c'] }, ['texts[1]: must not be empty']],
    [{ texts: ['a', 7] }, ['texts[1]: must be a string']],
    [{ texts: 'a' }, ['texts: must be an array of strings']],
  ])('%j → %j', (input, expected) => {
    expect(problems(schema, { ...extra, ...input })).toEqual(expected);
  });

  it('caps the combined length of texts', () => {
    const half = 'x'.repeat(max / 2);
    expect(problems(schema, { ...extra, texts: [half, half] })).toEqual([]);
    expect(problems(schema, { ...extra, texts: [half, `${half}y`] })).toEqual([
      `texts: combined length must be at most ${cap} characters (got ${(max + 1).toLocaleString('en-US')})`,
    ]);
  });

  it('counts characters as code points', () => {
    expect(problems(schema, { ...extra, text: '😀'.repeat(max) })).toEqual([]);
  });
});

describe('aidetect', () => {
  it('defaults sent_scores, score_string and version', () => {
    expect(AidetectRequest.parse({ text: 'x' })).toEqual({
      text: 'x',
      sent_scores: true,
      score_string: false,
      version: '20261128',
    });
  });

  it('rejects an unknown version', () => {
    expect(problems(AidetectRequest, { text: 'x', version: '2025' })).toEqual([
      'version: must be one of 20240606, 20251027, 20260820, 20261124, 20261125, 20261126, 20261128, 20261129, 20261130',
    ]);
  });

  it('reads single and batch responses', () => {
    const single = { score: 0.2, ai_fraction: 0, text: 'Hi.', tokens: ['Hi', '.'], token_probs: [0.1, 0.3] };
    expect(AidetectResponse.parse(single)).toEqual(single);
    expect(AidetectResponse.parse({ results: [single, single] })).toEqual({ results: [single, single] });
  });
});

describe('translate', () => {
  it.each([
    [{ text: 'Hallo' }, ['target_lang: required']],
    [{ text: 'Hallo', target_lang: '' }, ['target_lang: must not be empty']],
    [
      { text: 'Hallo', target_lang: 'en', formality: 'polite' },
      ['formality: must be one of formal, informal'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(problems(TranslateRequest, input)).toEqual(expected);
  });

  it('allows a null source_lang_name when the source is undetermined', () => {
    const result = {
      translation: '123',
      source_lang: 'und',
      source_lang_name: null,
      target_lang: 'de',
      target_lang_name: 'German',
    };
    expect(TranslateResponse.parse(result)).toEqual(result);
  });
});

describe('summarize', () => {
  it('defaults length to medium and rejects others', () => {
    expect(SummarizeRequest.parse({ text: 'x' }).length).toBe('medium');
    expect(problems(SummarizeRequest, { text: 'x', length: 'tiny' })).toEqual([
      'length: must be one of short, medium, long',
    ]);
  });
});
