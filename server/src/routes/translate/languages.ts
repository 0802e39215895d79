import type { TranslateLanguagesResponse } from '@margin/shared/contract';
import { LANGUAGES } from '@margin/shared/languages/index';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { getTranslator, loadTranslateConfig } from '../../engines/translate';
import { HttpError } from '../../http/errors';

/** GET /api/v1/translate/languages: the catalogue, and each configured engine with its pairs. */
export async function listLanguages(deps: AppDeps): Promise<z.input<typeof TranslateLanguagesResponse>> {
  let config: ReturnType<typeof loadTranslateConfig>;
  try {
    config = loadTranslateConfig();
  } catch (err) {
    deps.logger.error('translation settings are invalid', { error: String(err) });
    throw new HttpError(
      502,
      `translation is misconfigured: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const engines = await getTranslator(config).status();
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
