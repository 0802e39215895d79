import { EDITS_LANGS } from '@margin/shared/contract';

export type EditsLang = Exclude<(typeof EDITS_LANGS)[number], 'auto'>;

const LISTED = new Set<string>(EDITS_LANGS.filter((l) => l !== 'auto'));
// The language identifier speaks ISO 639-1 (and 639-3 where there is none); Edits says "jp" for Japanese.
const TO_EDITS: Record<string, string> = { ja: 'jp', fil: 'tl' };

/**
 * The language of `text` among those Edits lists (server/src/engines/langid: fastText lid.176);
 * English when the text is undecided or in a language Edits does not list.
 */
export async function detectEditsLanguage(text: string): Promise<EditsLang> {
  const { detectLanguage } = await import('../langid');
  const { lang } = await detectLanguage(text.slice(0, 2000));
  const base = lang.split('-')[0];
  const code = TO_EDITS[base] ?? base;
  return (LISTED.has(code) ? code : 'en') as EditsLang;
}
