import { createHash } from 'node:crypto';
import type { TranslateRequest, TranslateResponse } from '@margin/shared/contract';
import { type Language, LanguageError, resolveLanguage } from '@margin/shared/languages/index';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { EngineTimeoutError } from '../../engines/errors';
import {
  configFingerprint,
  EngineTimedOut,
  getTranslator,
  type TranslationResult,
  TranslationUnsupported,
} from '../../engines/translate';
import { badRequest, HttpError } from '../../http/errors';

/** API.md: translations are cached for about three days. */
const CACHE_TTL_SECONDS = 3 * 24 * 60 * 60;
/** API.md's fixed 502 body for Translate. */
export const TRANSLATE_FAILED = 'Unexpected error translating text.';

/** A language field resolved against the catalogue; 400 naming the field and the value otherwise. */
function language(field: string, value: string): Language {
  try {
    return resolveLanguage(value);
  } catch (err) {
    if (err instanceof LanguageError) throw badRequest(`${field}: ${err.message}`);
    throw err;
  }
}

/** The cache key: text, target, source hint and formality (API.md), plus the engine configuration. */
function cacheKey(
  fingerprint: string,
  text: string,
  target: string,
  hint?: string,
  formality?: string,
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([fingerprint, text, target, hint ?? null, formality ?? null]))
    .digest('hex');
  return `translate:${digest}`;
}

/**
 * POST /api/v1/translate: single or batch. Each distinct text is translated once, independently, and
 * cached on success; any failed item fails the whole request (502, not billed: the quota reservation is
 * released because this throws), an unsupported pair answers 400 naming it.
 */
export async function translateRequest(
  input: z.output<typeof TranslateRequest>,
  deps: AppDeps,
): Promise<z.input<typeof TranslateResponse>> {
  const target = language('target_lang', input.target_lang);
  const hint = input.source_lang === undefined ? undefined : language('source_lang', input.source_lang);
  const formality = input.formality;

  const config = deps.config.translate;
  const translator = getTranslator(config);
  const fingerprint = configFingerprint(config);

  const translateOne = async (text: string): Promise<TranslationResult> => {
    const key = cacheKey(fingerprint, text, target.code, hint?.code, formality);
    const cached = await deps.store.cache.get<TranslationResult>(key);
    if (cached) return cached;
    const result = await translator.translate(text, { target, sourceHint: hint, formality });
    await deps.store.cache.set(key, result, CACHE_TTL_SECONDS);
    return result;
  };

  const texts = input.texts ?? [input.text as string];
  const unique = [...new Set(texts)];
  const settled = await Promise.allSettled(unique.map(translateOne));
  const failed = settled.findIndex((s) => s.status === 'rejected');
  if (failed >= 0) {
    const rejected = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    const unsupported = rejected.find((s) => s.reason instanceof TranslationUnsupported);
    if (unsupported) {
      const where = input.texts ? `texts[${texts.indexOf(unique[settled.indexOf(unsupported)])}]: ` : '';
      throw badRequest(`${where}${(unsupported.reason as Error).message}`);
    }
    // An engine that stopped answering was killed and restarts on the next call: retry later.
    const timedOut = rejected.find((s) => s.reason instanceof EngineTimedOut);
    if (timedOut) {
      const reason = timedOut.reason as EngineTimedOut;
      throw new EngineTimeoutError(
        `translation took too long (${reason.message}); the engine was restarted, retry later`,
        reason.retryAfterSeconds,
      );
    }
    for (const r of rejected) {
      deps.logger.warn('translation failed', {
        error: r.reason instanceof Error ? r.reason.message : String(r.reason),
      });
    }
    throw new HttpError(502, TRANSLATE_FAILED);
  }
  const byText = new Map(
    unique.map((t, i) => [t, (settled[i] as PromiseFulfilledResult<TranslationResult>).value]),
  );
  if (input.texts === undefined) return byText.get(texts[0])!;
  return { results: texts.map((t) => byText.get(t)!) };
}
