import { z } from 'zod';
import {
  mustBe,
  NoParams,
  nonBlank,
  optionalNullable,
  sessionIdField,
  stringField,
  uuidField,
} from './common';
import { FeedbackResult } from './edits';
import { endpoint } from './endpoint';

export const CompleteRequest = z
  .object({
    query: nonBlank().describe('Text to autocomplete; the server may use a truncated form (its tail)'),
    session_id: optionalNullable(sessionIdField()).describe('Defaults to the current date as YYYYMMDD'),
  })
  .meta({ id: 'CompleteRequest' });

/** Completion (API.md "Resources"). */
export const Completion = z
  .object({
    output: z.string().describe('Predicted completion; may start with a space'),
    query: z.string().describe('The query actually used (possibly a truncated form of the request query)'),
    hash: uuidField().describe('Opaque completion id, for the accept call'),
  })
  .meta({ id: 'Completion' });

export const CompletionIdParams = z.object({
  completion_id: uuidField().describe('The hash returned by Autocomplete'),
});

export const AcceptCompletionRequest = z
  .object({
    session_id: sessionIdField().describe('The document the completion was used in'),
    context: z
      .object(
        {
          query: stringField().describe('The query that was completed'),
          completion: stringField().describe('The completion that was used'),
        },
        { error: mustBe('an object with query and completion') },
      )
      .describe('What was completed and with what'),
  })
  .meta({ id: 'AcceptCompletionRequest' });

/** POST /api/v1/complete. */
export const complete = endpoint('complete', {
  summary: 'Predict the next characters or words of a text',
  tag: 'Autocomplete',
  metering: 'billable',
  params: NoParams,
  request: CompleteRequest,
  response: Completion,
});

/** POST /api/v1/complete/:completion_id/accept: once per completion id. */
export const acceptCompletion = endpoint('acceptCompletion', {
  summary: 'Report a completion as used',
  tag: 'Autocomplete',
  metering: 'free',
  params: CompletionIdParams,
  request: AcceptCompletionRequest,
  response: FeedbackResult,
  errors: {
    404: 'No completion with this id',
    409: 'The completion was already accepted',
  },
});
