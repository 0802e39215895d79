import { z } from 'zod';
import { EmptyRequest, mustBe, NoParams, nonBlank, oneOf, optionalNullable, uuidField } from './common';
import { endpoint } from './endpoint';

export const SemsearchPart = oneOf(['prompt', 'both']).meta({
  id: 'SemsearchPart',
  description: 'prompt: match against entry prompts only; both: against documents and prompts',
});

export const SemsearchRequest = z
  .object({
    query: nonBlank().describe("Matched by meaning against the entries of the caller's teams"),
    part: optionalNullable(SemsearchPart, 'both'),
  })
  .meta({ id: 'SemsearchRequest' });

export const SemsearchResult = z
  .object({
    doc: z.string().describe('Text of the matching entry document'),
    id: uuidField().describe('Id of the matching entry, usable with Delete Entry'),
    score: z.number().describe('Higher is better'),
  })
  .meta({ id: 'SemsearchResult' });

export const SemsearchResponse = z
  .object({ results: z.array(SemsearchResult).describe('Best match first') })
  .meta({ id: 'SemsearchResponse' });

export const SemsearchEntry = z
  .object(
    {
      title: nonBlank(),
      prompt: nonBlank(),
      plain_text: nonBlank().describe('The entry document text'),
    },
    { error: mustBe('an object with title, prompt and plain_text') },
  )
  .meta({ id: 'SemsearchEntry' });

export const CreateSemsearchEntryRequest = z
  .object({
    team_id: uuidField().describe('Team to associate the entry with; the caller must belong to it'),
    entry: SemsearchEntry,
  })
  .meta({ id: 'CreateSemsearchEntryRequest' });

export const CreatedEntry = z
  .object({ id: uuidField().describe('Id of the new entry') })
  .meta({ id: 'CreatedEntry' });

/** POST /api/v1/semsearch: a bad key answers 400 here, like Edits. */
export const semsearch = endpoint('semsearch', {
  summary: 'Meaning-based search over stored entries',
  tag: 'Semantic search',
  metering: 'billable',
  params: NoParams,
  request: SemsearchRequest,
  response: SemsearchResponse,
  errors: { 502: 'The configured embedding provider failed' },
});

/** POST /api/v1/semsearch/create. */
export const createSemsearchEntry = endpoint('createSemsearchEntry', {
  summary: 'Store a semantic search entry for a team',
  tag: 'Semantic search',
  metering: 'free',
  params: NoParams,
  request: CreateSemsearchEntryRequest,
  response: CreatedEntry,
  errors: {
    403: 'The caller does not belong to team_id, or lacks edit permission there',
    404: 'No team with this id',
    502: 'The configured embedding provider failed',
  },
});

/** DELETE /api/v1/semsearch/:entry_id. */
export const deleteSemsearchEntry = endpoint('deleteSemsearchEntry', {
  summary: 'Delete a semantic search entry',
  tag: 'Semantic search',
  metering: 'free',
  params: z.object({ entry_id: uuidField().describe('Id of the entry') }),
  request: EmptyRequest,
  response: null,
  errors: {
    403: 'The caller lacks edit permission in the team that owns the entry',
    404: "No entry with this id among the caller's teams",
  },
});
