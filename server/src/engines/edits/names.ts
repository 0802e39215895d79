import type { Finding } from './finding';

/**
 * Languages that capitalise every noun (German, Luxembourgish): a capitalised word mid-sentence there
 * is most often an ordinary noun, so its spelling is checked like any other word ("einen Apfle").
 */
const NOUN_CAPITALISING = new Set(['de', 'lb']);

/**
 * Spelling findings on words that look like names or acronyms are dropped (they are rarely misspelt):
 * ALL-CAPS words always, capitalised words mid-sentence unless `lang` capitalises its nouns.
 */
export function notNameOrAcronym(text: string, findings: Finding[], lang = 'en'): Finding[] {
  const chars = Array.from(text);
  const nounsCapitalised = NOUN_CAPITALISING.has(lang);
  return findings.filter((f) => {
    if (f.category !== 'spelling') return true;
    const word = chars.slice(f.start, f.end).join('');
    if (word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word)) return false;
    if (!/^\p{Lu}/u.test(word) || nounsCapitalised) return true;
    // Capitalised mid-sentence: a name. At a sentence start it may be an ordinary word.
    const before = chars.slice(Math.max(0, f.start - 3), f.start).join('');
    return (
      f.start === 0 || /[.!?:]["'”’)]?\s+$/.test(before) || /^\s*$/.test(chars.slice(0, f.start).join(''))
    );
  });
}
