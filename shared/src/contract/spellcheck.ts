import { z } from 'zod';
import {
  booleanField,
  intField,
  mustBe,
  NoParams,
  oneOf,
  optionalNullable,
  sessionIdField,
  textField,
  userIdField,
} from './common';
import { Operation } from './edit-types';
import { Degraded, EDITS_MAX_CHARS, Edit, Variety } from './edits';
import { endpoint } from './endpoint';

/** Largest `min_length`: no word in any supported language is longer. */
export const MIN_LENGTH_MAX = 100;

export const SPELLCHECK_LANGS = [
  'auto',
  'en',
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'is',
  'it',
  'jp',
  'ja',
  'ko',
  'lt',
  'lv',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sq',
  'sr',
  'sv',
  'th',
  'tl',
  'tr',
  'uk',
  'vi',
  'zh',
] as const;

export const SpellcheckLang = oneOf(SPELLCHECK_LANGS).meta({
  id: 'SpellcheckLang',
  description: 'Language of the text; auto detects it and the response reports the detected code in lang',
});

/** Languages the neural spellcheck model serves (API.md). */
export const NEURAL_SPELLCHECK_LANGS = [
  'da',
  'de',
  'en',
  'es',
  'fi',
  'fr',
  'id',
  'it',
  'nl',
  'no',
  'pl',
  'pt',
  'sv',
  'tl',
  'tr',
] as const;

const teamOrUserOnly = mustBe('a team UUID or "user_only"');

/** Spellcheck's `team_id`: a team the caller belongs to, or only the caller's own settings. */
export const SpellcheckTeam = z
  // The guid carries the message too: for a string input zod reports the closest option's issue.
  .union([z.guid({ error: teamOrUserOnly }), z.literal('user_only')], { error: teamOrUserOnly })
  .describe(
    'A team UUID: user settings plus that team\'s (403 if not a member); "user_only": only user settings; omitted: user settings merged with all the user\'s teams',
  );

export const SpellcheckRequest = z
  .object({
    text: textField(EDITS_MAX_CHARS, 'Text to process'),
    min_length: optionalNullable(intField(1, MIN_LENGTH_MAX), 3).describe(
      'Minimum word length for which corrections are suggested',
    ),
    session_id: optionalNullable(sessionIdField()).describe('Defaults to the current date as YYYYMMDD'),
    user_id: userIdField().describe('Keeps accept/reject preferences per user'),
    multiple_edits: optionalNullable(booleanField(), false).describe('If true the response has candidates'),
    neural_spellcheck: optionalNullable(booleanField()).describe(
      'Default true for keys created from 2024-06-20 onward, false for earlier keys; neural model only with multiple_edits=false',
    ),
    operations: optionalNullable(z.array(Operation, { error: mustBe('an array of strings') }), []),
    lang: optionalNullable(SpellcheckLang, 'en'),
    variety: optionalNullable(Variety),
    team_id: optionalNullable(SpellcheckTeam),
    auto_apply: optionalNullable(booleanField(), false).describe('If true the response adds applied_text'),
  })
  .meta({ id: 'SpellcheckRequest' });

/** A spellcheck edit: an Edit without error_type, general_error_type or description. */
export const SpellcheckEdit = Edit.pick({
  id: true,
  sentence: true,
  sentence_start: true,
  start: true,
  end: true,
  replacement: true,
}).meta({ id: 'SpellcheckEdit' });

/** Spellcheck's partial-result report: the one `Degraded` schema Edits also answers with. */
export const SpellcheckDegraded = Degraded;

export const SpellcheckResponse = z
  .object({
    edits: z.array(SpellcheckEdit),
    lang: z.string().optional().describe('Detected language code, when the request sent lang "auto"'),
    candidates: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe(
        "When multiple_edits is true: each misspelled word to its ordered candidate corrections, the edit's replacement first (in the neural model's order when it ranked them)",
      ),
    applied_text: z.string().optional().describe('When auto_apply is true'),
    warning: z.string().optional().describe('With applied_text when the text contains HTML tags'),
    degraded: SpellcheckDegraded.optional(),
  })
  .meta({ id: 'SpellcheckResponse' });

const spellcheckErrors = {
  403: 'team_id names a team that does not exist or that the caller does not belong to',
  503: 'No sentence could be checked; carries a Retry-After header',
} as const;

/** POST /api/v1/spellcheck. */
export const spellcheck = endpoint('spellcheck', {
  summary: 'Spelling-only suggestions, word level where possible',
  tag: 'Spellcheck',
  metering: 'billable',
  params: NoParams,
  request: SpellcheckRequest,
  response: SpellcheckResponse,
  errors: spellcheckErrors,
});

/** POST /api/v1/medical-spellcheck: the Spellcheck request, only edits involving medical terms. */
export const medicalSpellcheck = endpoint('medicalSpellcheck', {
  summary: 'Spellcheck restricted to medical terms',
  tag: 'Spellcheck',
  metering: 'billable',
  params: NoParams,
  request: SpellcheckRequest,
  response: SpellcheckResponse,
  errors: spellcheckErrors,
});
