import { describe, expect, it } from 'vitest';
import { AcceptCompletionRequest, CompleteRequest, CompletionIdParams } from './complete';
import { validationMessages as problems } from './issues';

describe('autocomplete requests', () => {
  it.each([
    [CompleteRequest, { query: 'The quick brown ' }, []],
    [CompleteRequest, {}, ['query: required']],
    [CompleteRequest, { query: '   ' }, ['query: must not be empty']],
    [AcceptCompletionRequest, { session_id: 's', context: { query: 'The qu', completion: 'ick' } }, []],
    [AcceptCompletionRequest, { session_id: 's' }, ['context: required']],
    [
      AcceptCompletionRequest,
      { session_id: 's', context: 'x' },
      ['context: must be an object with query and completion'],
    ],
    [
      AcceptCompletionRequest,
      { session_id: 's', context: { query: 'The qu' } },
      ['context.completion: required'],
    ],
    [AcceptCompletionRequest, { context: { query: 'a', completion: 'b' } }, ['session_id: required']],
    [CompletionIdParams, { completion_id: '12' }, ['completion_id: must be a UUID']],
  ])('%#: %j → %j', (schema, input, expected) => {
    expect(problems(schema, input)).toEqual(expected);
  });
});
