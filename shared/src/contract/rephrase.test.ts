import { describe, expect, it } from 'vitest';
import { validationMessages as problems } from './issues';
import { ParaphraseRequest, RephraseRequest, TENSE_MAPPINGS } from './rephrase';

const ok = { text: 'The report was written by the team.', mapping: 'passive_to_active' };

describe('RephraseRequest', () => {
  it('defaults num_results to 1', () => {
    expect(RephraseRequest.parse(ok)).toEqual({ ...ok, num_results: 1 });
  });

  it.each([
    [{ text: ok.text }, ['mapping: required']],
    [
      { ...ok, mapping: 'pirate' },
      [expect.stringMatching(/^mapping: must be one of paraphrase, informal_to_formal, /)],
    ],
    [{ ...ok, text: 'x'.repeat(4_001) }, ['text: must be at most 4,000 characters']],
    [{ ...ok, num_results: 0 }, ['num_results: must be an integer from 1 to 8']],
    [{ ...ok, num_results: 9 }, ['num_results: must be an integer from 1 to 8']],
    [{ ...ok, num_results: 1.5 }, ['num_results: must be an integer from 1 to 8']],
    [{ ...ok, num_results: 8 }, []],
    [{ ...ok, diversity: 1.5 }, ['diversity: must be a number from 0 to 1']],
    [{ ...ok, diversity: 0.3 }, []],
    [{ ...ok, mapping: 'switch_tone' }, ['tone_mapping: required when mapping is switch_tone']],
    [
      { ...ok, mapping: 'switch_tone', tone_mapping: 'grumpy' },
      [expect.stringMatching(/^tone_mapping: must be one of /)],
    ],
    [{ ...ok, mapping: 'switch_tone', tone_mapping: 'diplomatic' }, []],
    [{ ...ok, mapping: 'switch_tense' }, ['tense_mapping: required when mapping is switch_tense']],
    [
      { ...ok, mapping: 'switch_tense', tense_mapping: 'past_perfect' },
      [expect.stringMatching(/^tense_mapping: /)],
    ],
    [{ ...ok, mapping: 'formal_to_informal' }, []],
  ])('%j → %j', (input, expected) => {
    expect(problems(RephraseRequest, input)).toEqual(expected);
  });

  it.each(TENSE_MAPPINGS)('accepts the tense "%s"', (tense) => {
    expect(problems(RephraseRequest, { ...ok, mapping: 'switch_tense', tense_mapping: tense })).toEqual([]);
  });
});

describe('ParaphraseRequest', () => {
  it('needs only text', () => {
    expect(ParaphraseRequest.parse({ text: 'Hello.' })).toEqual({ text: 'Hello.', num_results: 1 });
    expect(problems(ParaphraseRequest, { text: 'Hello.', num_results: 9 })).toEqual([
      'num_results: must be an integer from 1 to 8',
    ]);
  });
});
