import { describe, expect, it } from 'vitest';
import { AnalysisRequest, SentimentResponse, TONE_EMOJI, TONES, ToneResponse } from './analysis';
import { validationMessages as problems } from './issues';

describe('tones', () => {
  it('has the 28 tones of API.md, each with its own emoji', () => {
    expect(TONES).toHaveLength(28);
    expect(Object.keys(TONE_EMOJI).sort()).toEqual([...TONES].sort());
    expect(new Set(Object.values(TONE_EMOJI)).size).toBe(28);
  });

  it('reads [probability, tone, emoji] triples', () => {
    const triple = [0.8, 'joyful', TONE_EMOJI.joyful];
    expect(problems(ToneResponse, { sents: ['Yay!'], overall: [triple], results: [[triple]] })).toEqual([]);
    expect(
      problems(ToneResponse, { sents: [], overall: [[0.8, 'gleeful', '😊']], results: [] }),
    ).toHaveLength(1);
  });
});

describe('sentiment', () => {
  it('reads [probability, sentiment] pairs', () => {
    const pairs = [
      [0.7, 'POSITIVE'],
      [0.2, 'NEUTRAL'],
      [0.1, 'NEGATIVE'],
    ];
    expect(problems(SentimentResponse, { sents: ['Nice.'], overall: pairs, results: [pairs] })).toEqual([]);
  });

  it.each([
    [{}, ['text: required']],
    [{ text: '\n' }, ['text: must not be empty']],
  ])('%j → %j', (input, expected) => {
    expect(problems(AnalysisRequest, input)).toEqual(expected);
  });
});
