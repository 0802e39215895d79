import { detectLanguage } from '../langid';
import { LISTED_LANGUAGES } from './languages';

/** Catalogue codes the identifier may answer that the spellcheck list writes otherwise. */
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no', fil: 'tl', pes: 'fa', cmn: 'zh' };

/**
 * The language of `text` among the listed spellcheck languages (the shared fastText identifier's most
 * likely listed candidate); English when it is undecided or names none of them.
 */
export async function detectSpellLanguage(text: string): Promise<string> {
  const detection = await detectLanguage(text);
  const listed = (code: string) => {
    const base = ALIASES[code] ?? code.split('-')[0];
    return (LISTED_LANGUAGES as readonly string[]).includes(base) ? base : undefined;
  };
  for (const c of [{ lang: detection.lang }, ...detection.candidates]) {
    const code = listed(c.lang);
    if (code) return code;
  }
  return 'en';
}
