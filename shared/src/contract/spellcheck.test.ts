import { describe, expect, it } from 'vitest';
import { validationMessages as problems } from './issues';
import { SpellcheckRequest, SpellcheckResponse } from './spellcheck';

describe('SpellcheckRequest', () => {
  it('leaves session_id and neural_spellcheck for the server to default', () => {
    const parsed = SpellcheckRequest.parse({ text: 'Teh cat.' });
    expect(parsed).toEqual({
      text: 'Teh cat.',
      min_length: 3,
      multiple_edits: false,
      operations: [],
      lang: 'en',
      auto_apply: false,
    });
    expect('session_id' in parsed).toBe(false);
    expect('neural_spellcheck' in parsed).toBe(false);
  });

  it.each([
    [{ team_id: 'user_only' }, []],
    [{ team_id: '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11' }, []],
    [{ team_id: 'everyone' }, ['team_id: must be a team UUID or "user_only"']],
    [{ team_id: 42 }, ['team_id: must be a team UUID or "user_only"']],
    [{ min_length: 0 }, ['min_length: must be an integer from 1 to 100']],
    [{ lang: 'ja' }, []],
    [{ lang: 'tlh' }, [expect.stringMatching(/^lang: must be one of auto, en, ar, /)]],
    [{ operations: ['fixspaces'] }, []],
    [{ operations: ['spaces'] }, ['operations[0]: must be one of capitalize, punctuate, fixspaces']],
  ])('%j → %j', (extra, expected) => {
    expect(problems(SpellcheckRequest, { text: 'Teh cat.', ...extra })).toEqual(expected);
  });
});

describe('SpellcheckResponse', () => {
  it('keeps candidates, degraded and lang', () => {
    const body = {
      edits: [
        {
          id: '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11',
          sentence: 'Teh cat.',
          sentence_start: 0,
          start: 0,
          end: 3,
          replacement: 'The',
        },
      ],
      lang: 'en',
      candidates: { Teh: ['The', 'Ten'] },
      degraded: { sentences_degraded: 1, sentences_total: 3, reason: 'timeout' },
    };
    expect(SpellcheckResponse.parse(body)).toEqual(body);
  });

  it('drops error types: spellcheck edits have none', () => {
    const edit = {
      id: '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11',
      sentence: 'Teh cat.',
      sentence_start: 0,
      start: 0,
      end: 3,
      replacement: 'The',
    };
    const parsed = SpellcheckResponse.parse({ edits: [{ ...edit, error_type: 'R:SPELL' }] });
    expect(parsed.edits[0]).toEqual(edit);
  });
});
