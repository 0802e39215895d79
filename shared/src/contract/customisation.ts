import { z } from 'zod';
import {
  codePointLength,
  EmptyRequest,
  NoParams,
  nonBlank,
  optionalNullable,
  plainText,
  stringField,
  uuidField,
} from './common';
import { endpoint } from './endpoint';

/** Longest dictionary word or mapping phrase/replacement, in code points. */
export const CUSTOMISATION_TEXT_MAX_CHARS = 200;
/** Longest mapping description, in code points. */
export const MAPPING_DESCRIPTION_MAX_CHARS = 500;

const limited = (max: number, what: string) =>
  plainText(
    nonBlank().refine((s) => codePointLength(s) <= max, { message: `must be at most ${max} characters` }),
  )
    .meta({ maxLength: max })
    .describe(what);

const httpDate = () => z.string().describe('HTTP-date style timestamp, e.g. "Tue, 04 Mar 2025 10:15:00 GMT"');
const teamId = () =>
  uuidField()
    .nullable()
    .describe("null for the account's own entry; a team's id for an entry that comes with a team");

export const DictionaryWord = z
  .object({ id: uuidField(), word: z.string(), team_id: teamId(), created_at: httpDate() })
  .meta({ id: 'DictionaryWord' });

export const DictionaryResponse = z
  .object({ words: z.array(DictionaryWord).describe('Oldest first') })
  .meta({ id: 'DictionaryResponse' });

/**
 * `{word}`, or the body Sapling's SDK sends, `{entry, case_sensitive}`: `entry` is another name for
 * `word`; dictionary words match in any case, so `case_sensitive` may only be false.
 */
export const AddDictionaryWordRequest = z
  .object({
    word: limited(
      CUSTOMISATION_TEXT_MAX_CHARS,
      'A word (or short phrase) never flagged in your text',
    ).optional(),
    entry: limited(
      CUSTOMISATION_TEXT_MAX_CHARS,
      'Same as word (the Sapling SDK name); send one of them',
    ).optional(),
    case_sensitive: optionalNullable(
      z.literal(false, { error: 'must be false: dictionary words match in any case' }),
    ).describe('Accepted for Sapling compatibility; only false, since words match in any case'),
  })
  .superRefine((input, ctx) => {
    if ((input.word === undefined) === (input.entry === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: input.word === undefined ? ['word'] : [],
        message: input.word === undefined ? 'required' : 'send one of word and entry (both were given)',
      });
    }
  })
  .meta({ id: 'AddDictionaryWordRequest', oneOf: [{ required: ['word'] }, { required: ['entry'] }] })
  .transform(({ word, entry }) => ({ word: (word ?? entry) as string }));

export const CustomMapping = z
  .object({
    id: uuidField(),
    phrase: z.string(),
    replacement: z.string(),
    description: z.string(),
    team_id: teamId(),
    created_at: httpDate(),
  })
  .meta({ id: 'CustomMapping' });

export const CustomMappingsResponse = z
  .object({ mappings: z.array(CustomMapping).describe('Oldest first') })
  .meta({ id: 'CustomMappingsResponse' });

export const AddCustomMappingRequest = z
  .object({
    phrase: limited(CUSTOMISATION_TEXT_MAX_CHARS, 'Text to flag wherever it appears (whole words, any case)'),
    replacement: limited(CUSTOMISATION_TEXT_MAX_CHARS, 'What to suggest instead'),
    description: optionalNullable(
      stringField().refine((s) => codePointLength(s) <= MAPPING_DESCRIPTION_MAX_CHARS, {
        message: `must be at most ${MAPPING_DESCRIPTION_MAX_CHARS} characters`,
      }),
      '',
    ).describe('The reason shown with the edit'),
  })
  .meta({ id: 'AddCustomMappingRequest' });

/** Path of a dictionary word or mapping. */
export const CustomisationIdParams = z.object({ id: uuidField().describe('Id of the entry') });

/** GET /api/v1/dictionary. */
export const listDictionary = endpoint('listDictionary', {
  summary: "List the account's dictionary words",
  tag: 'Customisation',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: DictionaryResponse,
});

/** POST /api/v1/dictionary: adding a word the account has already answers its existing entry. */
export const addDictionaryWord = endpoint('addDictionaryWord', {
  summary: 'Add a word that Edits never flags',
  tag: 'Customisation',
  metering: 'free',
  params: NoParams,
  request: AddDictionaryWordRequest,
  response: DictionaryWord,
  errors: { 409: 'The account has the most entries allowed' },
});

/** DELETE /api/v1/dictionary/:id. */
export const deleteDictionaryWord = endpoint('deleteDictionaryWord', {
  summary: 'Remove a dictionary word',
  tag: 'Customisation',
  metering: 'free',
  params: CustomisationIdParams,
  request: EmptyRequest,
  response: null,
  errors: { 404: 'The account has no dictionary word with this id' },
});

/** GET /api/v1/custom_mapping. */
export const listCustomMappings = endpoint('listCustomMappings', {
  summary: "List the account's custom mappings",
  tag: 'Customisation',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: CustomMappingsResponse,
});

/** POST /api/v1/custom_mapping: a phrase already mapped gets the new replacement and description. */
export const addCustomMapping = endpoint('addCustomMapping', {
  summary: 'Suggest a replacement wherever a phrase appears',
  tag: 'Customisation',
  metering: 'free',
  params: NoParams,
  request: AddCustomMappingRequest,
  response: CustomMapping,
  errors: { 409: 'The account has the most entries allowed' },
});

/** DELETE /api/v1/custom_mapping/:id. */
export const deleteCustomMapping = endpoint('deleteCustomMapping', {
  summary: 'Remove a custom mapping',
  tag: 'Customisation',
  metering: 'free',
  params: CustomisationIdParams,
  request: EmptyRequest,
  response: null,
  errors: { 404: 'The account has no custom mapping with this id' },
});
