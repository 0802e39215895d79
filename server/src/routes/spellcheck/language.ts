import type { SpellcheckRequest } from '@margin/shared/contract';
import type { z } from 'zod';
import { detectSpellLanguage } from '../../engines/spell/detect';
import { SPELL_LANGUAGES, supportsLanguage, UNSUPPORTED_LANGUAGES } from '../../engines/spell/languages';
import { badRequest } from '../../http/errors';

type Input = z.output<typeof SpellcheckRequest>;

const VARIETIES = {
  'us-variety': 'us',
  'gb-variety': 'gb',
  'au-variety': 'au',
  'ca-variety': 'ca',
  'null-variety': 'any',
} as const;

/** The language to check: the request's, or the detected one for `auto`; 400 for one without a dictionary. */
export async function resolveLanguage(
  input: Input,
  medical: boolean,
): Promise<{ lang: string; detected: boolean }> {
  if (input.variety === 's-variety' || input.variety === 't-variety') {
    throw badRequest(
      `variety: ${input.variety}: Chinese is not supported by spellcheck; send a listed language with a dictionary`,
    );
  }
  const detected = input.lang === 'auto';
  const lang = detected ? await detectSpellLanguage(input.text) : input.lang;
  if (!supportsLanguage(lang)) {
    const name = UNSUPPORTED_LANGUAGES[lang] ?? lang;
    throw badRequest(
      `lang: ${detected ? `the text was detected as ${lang} (${name})` : `${lang} (${name})`}, which spellcheck does not support: no Hunspell dictionary is installed for it. Supported: ${SPELL_LANGUAGES.join(', ')}`,
    );
  }
  if (medical && lang !== 'en') {
    throw badRequest(`lang: the medical word list is English; medical-spellcheck does not support ${lang}`);
  }
  if (input.variety && !detected && lang !== 'en') {
    throw badRequest(`variety: ${input.variety} applies to English only, but lang is ${lang}`);
  }
  return { lang, detected };
}

/** The English variety to check against: us by default; null-variety accepts every variety. */
export function resolveVariety(input: Input, lang: string): 'us' | 'gb' | 'au' | 'ca' | 'any' {
  if (lang !== 'en' || !input.variety) return 'us';
  return VARIETIES[input.variety as keyof typeof VARIETIES] ?? 'us';
}
