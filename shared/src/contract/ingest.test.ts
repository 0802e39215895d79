import { describe, expect, it } from 'vitest';
import { ChunkHtmlRequest, ChunkTextRequest } from './ingest';
import { validationMessages as problems } from './issues';

describe('chunk requests', () => {
  it.each([
    [ChunkTextRequest, { text: 'One. Two.', max_length: 5 }, []],
    [ChunkTextRequest, { text: 'One. Two.', max_length: 5, step_size: 2 }, []],
    [ChunkTextRequest, { text: 'One.' }, ['max_length: required']],
    [
      ChunkTextRequest,
      { text: 'One.', max_length: 0 },
      ['max_length: must be an integer from 1 to 10,000,000'],
    ],
    [
      ChunkTextRequest,
      { text: 'One.', max_length: 5, step_size: 'big' },
      ['step_size: must be an integer from 1 to 10,000,000'],
    ],
    [ChunkTextRequest, { max_length: 5 }, ['text: required']],
    [ChunkHtmlRequest, { html: '<p>One.</p>', max_length: 5 }, []],
    [ChunkHtmlRequest, { text: 'One.', max_length: 5 }, ['html: required']],
  ])('%#: %j → %j', (schema, input, expected) => {
    expect(problems(schema, input)).toEqual(expected);
  });
});
