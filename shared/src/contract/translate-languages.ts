import { z } from 'zod';
import { EmptyRequest, NoParams } from './common';
import { endpoint } from './endpoint';

/** A language `target_lang` and `source_lang` accept. */
export const TranslateLanguage = z
  .object({
    code: z.string().describe('ISO 639-1 code, else ISO 639-2/3; region variants as pt-BR'),
    name: z.string().describe('English name'),
    region: z
      .boolean()
      .describe(
        'True for the region variants (zh-CN, zh-TW, zh-HK, pt-BR, pt-PT, en-GB, en-US, fr-CA, es-419)',
      ),
  })
  .meta({ id: 'TranslateLanguage' });

/** A source → target pair an engine translates, directly or through intermediate languages. */
export const TranslatePair = z
  .object({
    source: z.string(),
    target: z.string(),
    via: z.array(z.string()).describe('Pivot languages in order; empty for a direct pair'),
  })
  .meta({ id: 'TranslatePair' });

/** One configured translation engine and what it supports. */
export const TranslateEngineInfo = z
  .object({
    name: z.enum(['apertium', 'libretranslate', 'llm']),
    available: z
      .boolean()
      .describe('False when configured but unusable now (packages missing, server unreachable)'),
    formality: z.boolean().describe('Whether formality is passed to this engine'),
    any_to_any: z.boolean().describe('True when every catalogue language translates into every other (LLM)'),
    pairs: z.array(TranslatePair).describe('Supported pairs; empty when any_to_any'),
    detail: z.string().describe('Why it is unavailable, or which modes, model or server it uses'),
  })
  .meta({ id: 'TranslateEngineInfo' });

export const TranslateLanguagesResponse = z
  .object({
    languages: z
      .array(TranslateLanguage)
      .describe('Every language and region variant the API accepts by code or name'),
    engines: z
      .array(TranslateEngineInfo)
      .describe('Configured engines in order of preference; empty when none is configured'),
  })
  .meta({ id: 'TranslateLanguages' });

/** GET /api/v1/translate/languages: the language catalogue and the pairs this server can translate. */
export const translateLanguages = endpoint('translateLanguages', {
  summary: 'Languages and translation pairs available on this server',
  tag: 'Translation',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: TranslateLanguagesResponse,
  errors: { 502: 'The translation settings of the server are invalid (the message names the variable)' },
});
