import type { EndpointDef } from '@margin/shared/contract/endpoint';
import type { KeyOwner } from '../storage/repos/keys';

/**
 * Endpoints whose `lang` and `variety` default to the account's dashboard setting before the server
 * default (API.md Edits; Spellcheck takes "the same values as Edits").
 */
const ACCOUNT_LANGUAGE_ENDPOINTS: ReadonlySet<string> = new Set(['edits', 'spellcheck', 'medicalSpellcheck']);

const CHINESE_VARIETIES = new Set(['s-variety', 't-variety']);

/** Whether an account's variety applies to a request in `lang` (an English variety to German text would be a 400). */
function varietyFits(lang: unknown, variety: string): boolean {
  if (CHINESE_VARIETIES.has(variety)) return lang === 'zh';
  return lang === 'en' || lang === 'auto';
}

/**
 * The request fields with the account's `lang`/`variety` filled in where the request left them out
 * (missing or null); the schema's own default (`en`) applies after that. Runs before validation, so
 * a stored setting is checked by the same schema as a sent one. The setting comes with the caller
 * (KeyRepo.authenticate reads it in the same query), so this costs no database round trip.
 */
export function withAccountLanguage(
  def: EndpointDef,
  caller: KeyOwner | null,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  if (!caller || !ACCOUNT_LANGUAGE_ENDPOINTS.has(def.name)) return fields;
  if (fields.lang != null && fields.variety != null) return fields;
  // Read with the key in authenticate's query: no second read of the settings row.
  const account = caller.language;
  const lang = fields.lang ?? account.lang ?? 'en';
  const out = { ...fields };
  if (fields.lang == null && account.lang !== undefined) out.lang = account.lang;
  if (fields.variety == null && account.variety !== undefined && varietyFits(lang, account.variety)) {
    out.variety = account.variety;
  }
  return out;
}
