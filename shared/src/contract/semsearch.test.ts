import { describe, expect, it } from 'vitest';
import { validationMessages as problems } from './issues';
import { CreateSemsearchEntryRequest, SemsearchRequest } from './semsearch';

const team = '0b8f3f4e-9a0c-4c5e-8d44-2a9f1b6f2c11';
const entry = { title: 'Refunds', prompt: 'How do refunds work?', plain_text: 'Refunds take 5 days.' };

describe('semantic search requests', () => {
  it('defaults part to both', () => {
    expect(SemsearchRequest.parse({ query: 'refund' })).toEqual({ query: 'refund', part: 'both' });
  });

  it.each([
    [SemsearchRequest, { query: '' }, ['query: must not be empty']],
    [SemsearchRequest, { query: 'refund', part: 'docs' }, ['part: must be one of prompt, both']],
    [CreateSemsearchEntryRequest, { team_id: team, entry }, []],
    [CreateSemsearchEntryRequest, { team_id: team }, ['entry: required']],
    [
      CreateSemsearchEntryRequest,
      { team_id: team, entry: { ...entry, prompt: ' ' } },
      ['entry.prompt: must not be empty'],
    ],
    [CreateSemsearchEntryRequest, { team_id: 'mine', entry }, ['team_id: must be a UUID']],
  ])('%#: %j → %j', (schema, input, expected) => {
    expect(problems(schema, input)).toEqual(expected);
  });
});
