import { badRequest } from '../../http/errors';

/** An English variety to check against; `any` accepts every variety's spelling (null-variety). */
export type Variety = 'us' | 'gb' | 'au' | 'ca' | 'any';

const VARIETIES: Record<string, Variety> = {
  'us-variety': 'us',
  'gb-variety': 'gb',
  'au-variety': 'au',
  'ca-variety': 'ca',
  'null-variety': 'any',
};

/** What a request says about its language. */
export interface LanguageRequest {
  text: string;
  lang: string;
  variety?: string;
}

/** The languages one checking use case can handle. */
export interface LanguageScope {
  /** The language of a text for `lang: auto`, among those the use case lists. */
  detect(text: string): Promise<string>;
  /** A 400 message for a language the use case cannot check, or undefined when it can. */
  refuse(lang: string, detected: boolean): string | undefined;
  /** The end of the message for the Chinese varieties (s-variety, t-variety). */
  chineseVariety: string;
}

/** The language and variety a check runs with. */
export interface ResolvedLanguage {
  lang: string;
  /** True when `lang` was detected (`lang: auto`); spellcheck then reports it. */
  detected: boolean;
  /** The requested variety, `us` when none; only English engines use it. */
  variety: Variety;
}

/**
 * Resolves `lang` (auto → detected) and `variety` once per request, with the rules every checking
 * endpoint shares: no Chinese varieties, a language the use case refuses answers 400 naming it, and a
 * variety applies to English only when the language was given.
 */
export async function resolveLanguage(req: LanguageRequest, scope: LanguageScope): Promise<ResolvedLanguage> {
  if (req.variety === 's-variety' || req.variety === 't-variety') {
    throw badRequest(`variety: ${req.variety}: ${scope.chineseVariety}`);
  }
  const detected = req.lang === 'auto';
  const lang = detected ? await scope.detect(req.text) : req.lang;
  const refused = scope.refuse(lang, detected);
  if (refused) throw badRequest(refused);
  if (req.variety && !detected && lang !== 'en') {
    throw badRequest(`variety: ${req.variety} applies to English only, but lang is ${lang}`);
  }
  return { lang, detected, variety: VARIETIES[req.variety ?? ''] ?? 'us' };
}
