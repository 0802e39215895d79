import { EDITS_LANGS, VARIETIES } from '../contract/constants';

export type LangCode = (typeof EDITS_LANGS)[number];
export type VarietyCode = (typeof VARIETIES)[number];

// API.md's language codes are not all BCP 47: `jp` is Japanese (`ja`).
const BCP47: Partial<Record<string, string>> = { jp: 'ja' };

// Used when Intl.DisplayNames is missing or does not know a code.
const FALLBACK_NAMES: Record<string, string> = {
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  nl: 'Dutch',
  pl: 'Polish',
  pt: 'Portuguese',
  sv: 'Swedish',
  tl: 'Tagalog',
  zh: 'Chinese',
};

/** The language a variety belongs to and its name (API.md: English or Chinese only). */
const VARIETY_INFO: Record<VarietyCode, { lang: 'en' | 'zh'; name: string }> = {
  'us-variety': { lang: 'en', name: 'English (US)' },
  'gb-variety': { lang: 'en', name: 'English (UK)' },
  'au-variety': { lang: 'en', name: 'English (Australia)' },
  'ca-variety': { lang: 'en', name: 'English (Canada)' },
  'null-variety': { lang: 'en', name: 'English (no regional preference)' },
  's-variety': { lang: 'zh', name: 'Chinese (Simplified)' },
  't-variety': { lang: 'zh', name: 'Chinese (Traditional)' },
};

/** A language code as a name in English: `jp` → "Japanese", `auto` → "Detect automatically". */
export function languageName(code: string): string {
  if (code === 'auto') return 'Detect automatically';
  const tag = BCP47[code] ?? code;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(tag);
    if (name) return name;
  } catch {
    // no Intl.DisplayNames, or a code it rejects
  }
  return FALLBACK_NAMES[tag] ?? code;
}

/** A variety code as a name: `us-variety` → "English (US)"; unknown codes are returned as they are. */
export function varietyName(code: string): string {
  return VARIETY_INFO[code as VarietyCode]?.name ?? code;
}

/** The varieties that apply to a language (all of them for `auto`, none for languages without). */
export function varietiesFor(lang: string): VarietyCode[] {
  if (lang === 'auto') return [...VARIETIES];
  return VARIETIES.filter((v) => VARIETY_INFO[v].lang === lang);
}

/** Every language the Edits endpoint takes, with its name, in the contract's order. */
export function languageOptions(): { code: LangCode; name: string }[] {
  return EDITS_LANGS.map((code) => ({ code, name: languageName(code) }));
}
