import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Hyphenator } from './hyphenator';
import type { StatisticsLang } from './languages';

/**
 * The LibreOffice hyphenation dictionary Pyphen picks for each language (see data/README.md).
 * English uses en_US, textstat's default locale, for the words the pronouncing dictionary lacks.
 * Arabic has none: Pyphen ships no Arabic patterns (syllables.ts counts Arabic its own way).
 */
const DICTIONARY_FILES: Record<Exclude<StatisticsLang, 'ar'>, string> = {
  en: 'hyph_en_US.dic.gz',
  de: 'hyph_de_DE.dic.gz',
  fr: 'hyph_fr.dic.gz',
  it: 'hyph_it_IT.dic.gz',
  nl: 'hyph_nl_NL.dic.gz',
  pl: 'hyph_pl_PL.dic.gz',
  ru: 'hyph_ru_RU.dic.gz',
};

export type HyphenatedLang = keyof typeof DICTIONARY_FILES;

const loaded = new Map<HyphenatedLang, Hyphenator>();

/**
 * The hyphenator for `lang`, read on first use: the German file alone is a megabyte of patterns,
 * so nothing is parsed at import time.
 */
export function hyphenatorFor(lang: HyphenatedLang): Hyphenator {
  let hyphenator = loaded.get(lang);
  if (hyphenator === undefined) {
    const url = new URL(`./data/${DICTIONARY_FILES[lang]}`, import.meta.url);
    hyphenator = Hyphenator.parse(gunzipSync(readFileSync(url)).toString('utf8'));
    loaded.set(lang, hyphenator);
  }
  return hyphenator;
}
