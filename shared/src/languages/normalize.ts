import { CATALOGUE, REGION_VARIANTS } from './catalogue';
import { BASE_LANGUAGES, LANGUAGES, type Language, languageByCode, standardName } from './languages';

/** Why a language value could not be resolved: unknown, or a name that fits several languages. */
export class LanguageError extends Error {
  constructor(
    /** The value as the caller sent it. */
    readonly value: string,
    message: string,
  ) {
    super(message);
    this.name = 'LanguageError';
  }
}

const CODE_SHAPE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/;

/** Lower case, `_` → `-`, trimmed: the form codes are looked up in. */
function codeKey(value: string): string {
  return value.trim().replace(/_/g, '-').toLowerCase();
}

/** Lower case, no accents, punctuation as spaces, no trailing "language": the form names are looked up in. */
function nameKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/ language$/, '');
}

const codes = new Map<string, string>();
const names = new Map<string, Set<string>>();

function addName(name: string, code: string): void {
  const key = nameKey(name);
  if (!key) return;
  const set = names.get(key) ?? new Set<string>();
  set.add(code);
  names.set(key, set);
}

/** An alias is a code when it looks like one and is short (`ger`, `iw`, `zh-Hans`), else an English name. */
function addAlias(alias: string, code: string): void {
  if (CODE_SHAPE.test(alias.toLowerCase()) && !/^[A-Z][a-z]{3,}/.test(alias)) codes.set(codeKey(alias), code);
  else addName(alias, code);
}

for (const lang of BASE_LANGUAGES) {
  codes.set(lang.code.toLowerCase(), lang.code);
  codes.set(lang.iso639_3, lang.code);
  addName(lang.name, lang.code);
  const cldr = standardName(lang.code);
  if (cldr) addName(cldr, lang.code);
}
for (const [code, , aliases = []] of CATALOGUE) for (const alias of aliases) addAlias(alias, code);
for (const variant of REGION_VARIANTS) {
  codes.set(variant.code.toLowerCase(), variant.code);
  const lang = languageByCode(variant.code);
  if (lang) addName(lang.name, variant.code);
  const cldr = standardName(variant.code);
  if (cldr) addName(cldr, variant.code);
  for (const alias of variant.aliases) addAlias(alias, variant.code);
}

/**
 * Resolves a caller's language value — a code in any case with `-` or `_` (`pt_br`, `DEU`, `ceb`), or an
 * English name (`German`, `brazilian portuguese`) — to the catalogue. A code with a region or script
 * the catalogue has no variant for (`de-AT`, `sr-Latn`) resolves to its base language.
 * @throws LanguageError when the value is unknown or a name that fits more than one language.
 */
export function resolveLanguage(value: string): Language {
  const key = codeKey(value);
  const direct = codes.get(key);
  if (direct) return languageByCode(direct)!;

  const named = names.get(nameKey(value));
  if (named && named.size === 1) return languageByCode([...named][0])!;
  if (named && named.size > 1) {
    const options = [...named].map((c) => `${languageByCode(c)!.name} (${c})`).join(', ');
    throw new LanguageError(value, `"${value}" is ambiguous: it could be ${options}; send a code`);
  }

  if (CODE_SHAPE.test(key) && key.includes('-')) {
    const base = codes.get(key.split('-')[0]);
    if (base) return languageByCode(languageByCode(base)!.base)!;
  }
  throw new LanguageError(
    value,
    `unrecognized language "${value}": send an ISO 639 code (e.g. de, ceb, pt-BR) or an English name (e.g. German)`,
  );
}

/** Like {@link resolveLanguage} but returns undefined instead of throwing. */
export function findLanguage(value: string): Language | undefined {
  try {
    return resolveLanguage(value);
  } catch {
    return undefined;
  }
}

/** How many languages and region variants the catalogue holds. */
export const catalogueSize = {
  languages: BASE_LANGUAGES.length,
  variants: LANGUAGES.length - BASE_LANGUAGES.length,
};
