import { z } from 'zod';
import { intField, mustBe, NoParams, oneOf, optionalNullable, textField, uuidField } from './common';
import { REPHRASE_MAPPINGS, REPHRASE_MAX_CHARS, TENSE_MAPPINGS, TONE_MAPPINGS } from './constants';
import { endpoint } from './endpoint';

export { REPHRASE_MAPPINGS, REPHRASE_MAX_CHARS, TENSE_MAPPINGS, TONE_MAPPINGS } from './constants';

export const RephraseMapping = oneOf(REPHRASE_MAPPINGS).meta({
  id: 'RephraseMapping',
  description:
    'paraphrase (alternative phrasing), informal_to_formal, formal_to_informal, passive_to_active, active_to_passive, sentence_split (long sentence into two), expand (longer, same meaning), shorten (about half the length), switch_tone (needs tone_mapping), switch_tense (needs tense_mapping)',
});

export const ToneMapping = oneOf(TONE_MAPPINGS).meta({
  id: 'ToneMapping',
  description: 'Target tone for switch_tone',
});

export const TenseMapping = oneOf(TENSE_MAPPINGS).meta({
  id: 'TenseMapping',
  description: 'Target tense for switch_tense',
});

const numResults = optionalNullable(intField(1, 8), 1).describe(
  'Number of results, 1 to 8; only paraphrase returns more than one',
);

const diversity = optionalNullable(
  z
    .number({ error: mustBe('a number from 0 to 1') })
    .min(0, { error: 'must be a number from 0 to 1' })
    .max(1, { error: 'must be a number from 0 to 1' }),
).describe('0 adds no diversity beyond usual sampling, 1 is maximal diversity');

export const RephraseRequest = z
  .object({
    text: textField(REPHRASE_MAX_CHARS, 'Input to rephrase'),
    mapping: RephraseMapping,
    tone_mapping: optionalNullable(ToneMapping),
    tense_mapping: optionalNullable(TenseMapping),
    num_results: numResults,
    diversity,
  })
  .superRefine((input, ctx) => {
    if (input.mapping === 'switch_tone' && input.tone_mapping === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['tone_mapping'],
        message: 'required when mapping is switch_tone',
      });
    }
    if (input.mapping === 'switch_tense' && input.tense_mapping === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['tense_mapping'],
        message: 'required when mapping is switch_tense',
      });
    }
  })
  .meta({
    id: 'RephraseRequest',
    allOf: [requiredWhen('switch_tone', 'tone_mapping'), requiredWhen('switch_tense', 'tense_mapping')],
  });

/** JSON Schema for "field is required when mapping is <mapping>" (the superRefine above, for OpenAPI). */
function requiredWhen(mapping: string, field: string) {
  return {
    if: { properties: { mapping: { const: mapping } }, required: ['mapping'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword.
    then: { required: [field] },
  };
}

export const ParaphraseRequest = z
  .object({ text: textField(REPHRASE_MAX_CHARS, 'Input to paraphrase'), num_results: numResults, diversity })
  .meta({ id: 'ParaphraseRequest' });

export const RephraseResult = z
  .object({
    hash: uuidField().describe('Opaque id of the result'),
    model_version: z.string().describe('Version label of the model used, e.g. v20250101'),
    original: z.string().describe('The input text'),
    rephrase_type: RephraseMapping,
    replacement: z.string().describe('The rephrased text'),
  })
  .meta({ id: 'RephraseResult' });

export const RephraseResponse = z
  .object({
    results: z.array(RephraseResult).describe('Empty when no transformation applies'),
  })
  .meta({ id: 'RephraseResponse' });

/** POST /api/v1/rephrase. */
export const rephrase = endpoint('rephrase', {
  summary: 'Alternative phrasings and style transformations',
  tag: 'Rephrase',
  metering: 'billable',
  params: NoParams,
  request: RephraseRequest,
  response: RephraseResponse,
});

/** POST /api/v1/paraphrase: deprecated, Rephrase with mapping=paraphrase. */
export const paraphrase = endpoint('paraphrase', {
  summary: 'Paraphrase (deprecated: use rephrase with mapping=paraphrase)',
  tag: 'Rephrase',
  metering: 'billable',
  params: NoParams,
  request: ParaphraseRequest,
  response: RephraseResponse,
  deprecated: true,
});
