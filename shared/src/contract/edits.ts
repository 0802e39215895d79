import { z } from 'zod';
import {
  booleanField,
  mustBe,
  NoParams,
  oneOf,
  optionalNullable,
  sessionIdField,
  textField,
  userIdField,
  uuidField,
} from './common';
import { EDITS_LANGS, EDITS_MAX_CHARS, VARIETIES } from './constants';
import { AdvancedEdits, ErrorType, GeneralErrorType, IgnoreEditType, Operation } from './edit-types';
import { endpoint } from './endpoint';

export { EDITS_LANGS, EDITS_MAX_CHARS, VARIETIES } from './constants';

export const EditsLang = oneOf(EDITS_LANGS).meta({
  id: 'EditsLang',
  description: 'Language of the text; auto detects it',
});

export const Variety = oneOf(VARIETIES).meta({
  id: 'Variety',
  description:
    'English: us-, gb-, au-, ca-variety, or null-variety (no variety-based changes); Chinese: s-variety (Simplified), t-variety (Traditional). Defaults to the account setting',
});

/** Edit (API.md "Resources"): offsets count Unicode code points; start/end are sentence-relative. */
export const Edit = z
  .object({
    id: uuidField().describe('Opaque edit id, for accept/reject feedback'),
    sentence: z.string().describe('The unedited sentence containing the edit'),
    sentence_start: z.int().min(0).describe('Offset of the sentence from the start of the request text'),
    start: z.int().min(0).describe('Offset of the edit start, relative to the sentence'),
    end: z.int().min(0).describe('Offset of the edit end (exclusive), relative to the sentence'),
    replacement: z
      .string()
      .describe('Suggested replacement; may be empty for advanced edits suggesting removal'),
    error_type: ErrorType.optional(),
    general_error_type: GeneralErrorType.optional(),
    description: z.string().optional().describe('Advanced edits: a short human-readable reason'),
  })
  .meta({ id: 'Edit' });

export const EditsRequest = z
  .object({
    text: textField(EDITS_MAX_CHARS, 'Text to check'),
    session_id: sessionIdField().describe('Unique name or UUID of the document or portion of text'),
    user_id: userIdField().describe('Keeps accept/reject preferences per user'),
    lang: optionalNullable(EditsLang, 'en'),
    variety: optionalNullable(Variety),
    auto_apply: optionalNullable(booleanField(), false).describe('If true the response adds applied_text'),
    neural_spellcheck: optionalNullable(booleanField(), false).describe('A more aggressive spellcheck'),
    operations: optionalNullable(z.array(Operation, { error: mustBe('an array of strings') }), []).describe(
      'Post-processing run on the output',
    ),
    ignore_edit_types: optionalNullable(
      z.array(IgnoreEditType, { error: mustBe('an array of strings') }),
      [],
    ).describe('Categories of suggestion to suppress'),
    medical: optionalNullable(booleanField(), false).describe('Apply the account medical dictionary'),
    advanced_edits: optionalNullable(AdvancedEdits),
  })
  .meta({ id: 'EditsRequest' });

/** A partial answer (time budget, edit cap, engine failure), shared by Edits and Spellcheck. */
export const Degraded = z
  .object({
    sentences_degraded: z.int().min(0),
    sentences_total: z.int().min(0),
    reason: z.string(),
  })
  .meta({
    id: 'Degraded',
    description:
      'Present only on a partial result; the affected sentences are not identified, so retry the request',
  });

export const EditsResponse = z
  .object({
    edits: z.array(Edit),
    applied_text: z.string().optional().describe('The text with every edit applied; when auto_apply is true'),
    degraded: Degraded.optional(),
  })
  .meta({ id: 'EditsResponse' });

/** POST /api/v1/edits. */
export const edits = endpoint('edits', {
  summary: 'Grammar, spelling and style edit suggestions',
  tag: 'Edits',
  metering: 'billable',
  params: NoParams,
  request: EditsRequest,
  response: EditsResponse,
  errors: { 503: 'No sentence could be checked in the time budget; carries a Retry-After header' },
});

/** Path of accept/reject: the id of an Edit. */
export const EditIdParams = z.object({ edit_id: uuidField().describe('Id of an Edit') });

export const EditFeedbackRequest = z
  .object({
    session_id: sessionIdField().describe('The document (or portion of text) the edit was suggested in'),
    user_id: userIdField().describe('Associates the feedback with a user'),
  })
  .meta({ id: 'EditFeedbackRequest' });

/** Body of a recorded feedback call (edit accept/reject, completion accept). */
export const FeedbackResult = z.object({ result: z.literal('success') }).meta({ id: 'FeedbackResult' });

const feedbackErrors = {
  404: 'No edit with this id',
  409: 'The edit was already accepted or rejected in this session',
} as const;

/** POST /api/v1/edits/:edit_id/accept. */
export const acceptEdit = endpoint('acceptEdit', {
  summary: 'Report a suggested edit as accepted',
  tag: 'Edits',
  metering: 'free',
  params: EditIdParams,
  request: EditFeedbackRequest,
  response: FeedbackResult,
  errors: feedbackErrors,
});

/** POST /api/v1/edits/:edit_id/reject: the same edit is not suggested again to that user. */
export const rejectEdit = endpoint('rejectEdit', {
  summary: 'Report a suggested edit as rejected',
  tag: 'Edits',
  metering: 'free',
  params: EditIdParams,
  request: EditFeedbackRequest,
  response: FeedbackResult,
  errors: feedbackErrors,
});
