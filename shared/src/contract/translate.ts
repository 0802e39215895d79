import { z } from 'zod';
import { singleOrBatch, textOrTexts } from './batch';
import { NoParams, nonBlank, oneOf, optionalNullable } from './common';
import { endpoint } from './endpoint';

export const TRANSLATE_MAX_CHARS = 5_000;

export const Formality = oneOf(['formal', 'informal']).meta({
  id: 'Formality',
  description: "Register of the translation; omitted means the model's default",
});

export const TranslateRequest = textOrTexts(
  {
    target_lang: nonBlank().describe(
      'ISO 639 code (two-letter, or ISO 639-2/3 where none exists), a region variant (zh-CN, zh-TW, zh-HK, pt-BR, pt-PT, en-GB, en-US, fr-CA, es-419) or an English language name; case and _/- tolerated',
    ),
    source_lang: optionalNullable(nonBlank()).describe(
      'Hint in the same forms as target_lang; steers short ambiguous input, never overrides detection',
    ),
    formality: optionalNullable(Formality),
  },
  { max: TRANSLATE_MAX_CHARS },
).meta({ id: 'TranslateRequest' });

export const Translation = z
  .object({
    translation: z.string().describe('Line breaks, markup and placeholders preserved'),
    source_lang: z.string().describe('Detected source language in the request vocabulary, or "und"'),
    source_lang_name: z.string().nullable().describe('English name of source_lang; null when it is und'),
    target_lang: z.string().describe('Normalized target language code'),
    target_lang_name: z.string().describe('English name of the target language'),
  })
  .meta({ id: 'Translation' });

export const TranslateResponse = singleOrBatch(Translation, 'TranslationBatch');

/** POST /api/v1/translate: single text or a batch of up to 10. */
export const translate = endpoint('translate', {
  summary: 'Translate text into a target language',
  tag: 'Translation',
  metering: 'billable',
  params: NoParams,
  request: TranslateRequest,
  response: TranslateResponse,
  errors: {
    400: 'Invalid request: missing, empty or oversized text; an empty texts item (named by index); both or neither of text and texts; unrecognized target_lang or source_lang; bad formality',
    502: 'Unexpected error translating text. Safe to retry; not billed',
  },
});
