import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from '../openapi';
import { intField, oneOf, optionalNullable } from './common';
import { EditFeedbackRequest, EditsRequest } from './edits';
import { validationMessages } from './issues';
import { RephraseRequest } from './rephrase';
import { SpellcheckRequest } from './spellcheck';
import { StatisticsRequest } from './statistics';

describe('optionalNullable', () => {
  const schema = z.object({ n: optionalNullable(intField(1), 3), v: optionalNullable(oneOf(['a', 'b'])) });

  it.each([
    [{}, { n: 3, v: undefined }],
    [
      { n: null, v: null },
      { n: 3, v: undefined },
    ],
    [
      { n: 5, v: 'b' },
      { n: 5, v: 'b' },
    ],
  ])('%j parses to %j', (input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  it.each([
    [{ n: 0 }, ['n: must be an integer of at least 1']],
    [{ n: 'x' }, ['n: must be an integer of at least 1']],
    [{ v: 'c' }, ['v: must be one of a, b']],
    [{ v: false }, ['v: must be one of a, b']],
  ])('still refuses %j', (input, messages) => {
    expect(validationMessages(schema, input)).toEqual(messages);
  });
});

describe('null means "not given" in the requests', () => {
  const text = 'Some text.';

  it('accepts what the Sapling browser SDK sends to Edits with default settings', () => {
    const sent = {
      text,
      session_id: 's',
      user_id: '',
      is_anon_user: false,
      noformat: true,
      lang: 'en',
      variety: null,
      advanced_edits: { advanced_edits: false },
      operations: [],
      freemium: false,
    };
    const parsed = EditsRequest.parse(sent);
    expect(parsed).toMatchObject({ lang: 'en', operations: [], auto_apply: false });
    expect(parsed.variety).toBeUndefined();
  });

  it.each([
    [
      'Edits',
      EditsRequest,
      { text, session_id: 's' },
      ['user_id', 'lang', 'variety', 'auto_apply', 'neural_spellcheck', 'operations', 'medical'],
    ],
    [
      'Spellcheck',
      SpellcheckRequest,
      { text },
      [
        'min_length',
        'session_id',
        'user_id',
        'multiple_edits',
        'neural_spellcheck',
        'lang',
        'variety',
        'team_id',
      ],
    ],
    ['Rephrase', RephraseRequest, { text, mapping: 'shorten' }, ['tone_mapping', 'num_results', 'diversity']],
    ['Statistics', StatisticsRequest, { text }, ['lang']],
    ['Edit feedback', EditFeedbackRequest, { session_id: 's' }, ['user_id']],
  ])('%s: null parses like a missing field', (_name, schema, base, fields) => {
    const omitted = (schema as z.ZodType).parse(base);
    for (const f of fields) {
      expect((schema as z.ZodType).parse({ ...base, [f]: null }), f).toEqual(omitted);
    }
  });

  it('keeps a required field required: null text is not a missing optional', () => {
    expect(validationMessages(EditsRequest, { text: null, session_id: 's' })).toEqual([
      'text: must be a string',
    ]);
  });

  it('documents null and the default in the OpenAPI document', () => {
    const doc = buildOpenApiDocument() as {
      components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    };
    const edits = doc.components.schemas.EditsRequest.properties;
    expect(edits.variety.anyOf).toContainEqual({ type: 'null' });
    expect(edits.lang).toMatchObject({ default: 'en' });
    expect(edits.lang.anyOf).toContainEqual({ type: 'null' });
  });
});

describe('user_id', () => {
  it.each([[''], ['   '], [null], [undefined]])('%j means no user', (user_id) => {
    expect(EditFeedbackRequest.parse({ session_id: 's', user_id }).user_id).toBeUndefined();
  });

  it('keeps a named user and refuses a non-string', () => {
    expect(EditFeedbackRequest.parse({ session_id: 's', user_id: 'writer-7' }).user_id).toBe('writer-7');
    expect(validationMessages(EditFeedbackRequest, { session_id: 's', user_id: 7 })).toEqual([
      'user_id: must be a string',
    ]);
  });
});

describe('caller ids', () => {
  it.each([
    [{ session_id: 'x'.repeat(256) }, []],
    [{ session_id: 'x'.repeat(257) }, ['session_id: must be at most 256 characters']],
    [{ session_id: 's', user_id: '😀'.repeat(256) }, []], // code points, not UTF-16 units
    [{ session_id: 's', user_id: 'x'.repeat(257) }, ['user_id: must be at most 256 characters']],
  ])('%#', (body, messages) => {
    expect(validationMessages(EditFeedbackRequest, body)).toEqual(messages);
  });
});
