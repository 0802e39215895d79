import { CATALOGUE, REGION_VARIANTS } from './catalogue';

/** A language of the catalogue, or one of API.md's region variants (zh-CN, pt-BR, …). */
export interface Language {
  /** Request vocabulary: ISO 639-1, else ISO 639-2/3; region variants as `pt-BR`. */
  code: string;
  /** English name (CLDR, through Intl.DisplayNames). */
  name: string;
  /** The language without region: `pt` for `pt-BR`, the code itself otherwise. */
  base: string;
  /** ISO 639-3 (or 639-2/T) code of the base language. */
  iso639_3: string;
  /** True for the region variants. */
  region: boolean;
}

// CLDR names in English; `standard` gives "Portuguese (Brazil)" beside the dialect form "Brazilian Portuguese".
const dialectNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'dialect' });
const standardNames = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

// A few CLDR names are not what a caller would search for or expect to read back.
const NAME_OVERRIDES: Record<string, string> = {
  ku: 'Kurdish (Kurmanji)',
  ckb: 'Kurdish (Sorani)',
  no: 'Norwegian',
  tl: 'Filipino (Tagalog)',
  mni: 'Manipuri (Meitei)',
  hmn: 'Hmong',
};

function englishName(code: string): string {
  const name = dialectNames.of(code);
  // An engine without the CLDR data echoes the code back.
  return name && name !== code ? name : code;
}

const iso3ByBase = new Map(CATALOGUE.map(([code, iso3]) => [code, iso3]));

/** Every base language of the catalogue, in catalogue order. */
export const BASE_LANGUAGES: readonly Language[] = CATALOGUE.map(([code, iso639_3]) => ({
  code,
  name: NAME_OVERRIDES[code] ?? englishName(code),
  base: code,
  iso639_3,
  region: false,
}));

/** The region variants API.md accepts as targets. */
export const REGION_LANGUAGES: readonly Language[] = REGION_VARIANTS.map((v) => ({
  code: v.code,
  name: v.name ?? englishName(v.code),
  base: v.base,
  iso639_3: iso3ByBase.get(v.base) ?? v.base,
  region: true,
}));

/** The whole catalogue: base languages, then region variants. */
export const LANGUAGES: readonly Language[] = [...BASE_LANGUAGES, ...REGION_LANGUAGES];

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));

/** The catalogue entry for a canonical code (`de`, `ceb`, `pt-BR`), or undefined. */
export function languageByCode(code: string): Language | undefined {
  return byCode.get(code);
}

/** English name of a canonical code; the code itself when it is not in the catalogue. */
export function languageName(code: string): string {
  return byCode.get(code)?.name ?? code;
}

/** Names also known in CLDR's standard form ("Portuguese (Brazil)"), for lookups. */
export function standardName(code: string): string | undefined {
  const name = standardNames.of(code);
  return name && name !== code ? name : undefined;
}
