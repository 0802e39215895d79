/**
 * The one check every suggested replacement passes (issue #14): each word it contains must itself be a
 * real word of the language, so no rule can ever propose "recieveds". Checked once here, for every
 * engine, rather than in each rule.
 */
import type { Finding } from './finding';

/** Whether a word (as written, case included) is a word of the language. */
export type WordCheck = (word: string) => boolean;

// Letters with inner apostrophes and hyphens: "doesn't", "brand-new", "o'clock".
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;

/**
 * Whether `word` is real: accepted as written, or (Hunspell is case-aware) as a sentence-initial or
 * all-capitals form of an accepted word, or as a hyphenated compound of real words.
 */
function isRealWord(word: string, isWord: WordCheck): boolean {
  if (isWord(word)) return true;
  const lower = word.toLowerCase();
  const capitalised = /^\p{Lu}/u.test(word) && word.slice(1) === word.slice(1).toLowerCase();
  if ((capitalised || word === word.toUpperCase()) && isWord(lower)) return true;
  if (word === word.toUpperCase()) {
    const title = lower.charAt(0).toUpperCase() + lower.slice(1);
    if (isWord(title)) return true;
  }
  return word.includes('-') && word.split('-').every((part) => part === '' || isRealWord(part, isWord));
}

/** Whether every word of a replacement is real (a deletion or punctuation-only replacement is). */
export function isRealReplacement(replacement: string, isWord: WordCheck): boolean {
  for (const [word] of replacement.matchAll(WORD)) if (!isRealWord(word, isWord)) return false;
  return true;
}

/**
 * Findings whose replacements are all real words; a finding left with none is dropped (an edit needs a
 * replacement). Spelling candidates that only capitalise a lower-case word which is itself real are
 * dropped too: "grey" is a word, so "Grey" (a name) is no correction of it. Custom mappings are the
 * user's own words and pass unchecked; advanced edits carry no replacement to check.
 */
export function realWordReplacementsOnly(text: string, findings: Finding[], isWord: WordCheck): Finding[] {
  const chars = [...text];
  const out: Finding[] = [];
  for (const f of findings) {
    if (f.ruleId.startsWith('custom:') || f.category === 'advanced' || f.replacements.length === 0) {
      out.push(f);
      continue;
    }
    const original = chars.slice(f.start, f.end).join('');
    const nameOfWord =
      f.category === 'spelling' && original === original.toLowerCase() && isWord(original)
        ? (r: string) => r !== original && r.toLowerCase() === original
        : () => false;
    const replacements = f.replacements.filter((r) => !nameOfWord(r) && isRealReplacement(r, isWord));
    if (replacements.length === f.replacements.length) out.push(f);
    else if (replacements.length > 0) out.push({ ...f, replacements });
  }
  return out;
}
