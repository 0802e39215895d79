import type { TranslateLanguagesResponse } from '@margin/shared/contract';
import { LANGUAGES } from '@margin/shared/languages/index';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { getTranslator } from '../../engines/translate';

/** GET /api/v1/translate/languages: the catalogue, and each configured engine with its pairs. */
export async function listLanguages(deps: AppDeps): Promise<z.input<typeof TranslateLanguagesResponse>> {
  const engines = await getTranslator(deps.config.translate).status();
  return {
    languages: LANGUAGES.map(({ code, name, region }) => ({ code, name, region })),
    engines: engines.map((e) => ({
      name: e.name,
      available: e.available,
      formality: e.formality,
      any_to_any: e.anyToAny,
      pairs: e.pairs,
      detail: e.detail,
    })),
  };
}
