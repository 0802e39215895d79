/**
 * Formality post-edit of machine-translation output for languages that mark it in the second person
 * (tú/usted, tu/vous, tu/vostè). Apertium has no register setting and mixes registers ("Eres…",
 * "vuestra ayuda"), so when the caller asks for one the output's 2nd-person pronouns and the verb
 * forms of common verbs are mapped to it from a table (formality.json). Conservative: only listed
 * words change; towards informal only unambiguous forms do (Spanish "su" may mean his or her).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Formality } from '../types';

type Pair = [informal: string, formal: string];
interface LanguageTable {
  pairs: Pair[];
  formal_only: Pair[];
}

const TABLE = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'formality.json'), 'utf8'),
) as Record<string, LanguageTable | string>;

/** Target languages (catalogue base codes) whose output this post-edit can set to a register. */
export const FORMALITY_LANGUAGES = Object.keys(TABLE).filter((k) => !k.startsWith('_'));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One compiled direction: a longest-first alternation over whole words and its replacements. */
function compile(pairs: Pair[]): { pattern: RegExp; map: Map<string, string> } {
  const map = new Map(pairs.map(([from, to]) => [from.toLowerCase(), to]));
  const keys = [...map.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // An elided form ("t'") ends at its apostrophe; every other key ends at a word edge.
  const tail = `(?:(?<=['’])|(?![\\p{L}\\p{N}'’-]))`;
  return { pattern: new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${keys.join('|')})${tail}`, 'giu'), map };
}

const COMPILED = new Map(
  FORMALITY_LANGUAGES.map((lang) => {
    const t = TABLE[lang] as LanguageTable;
    return [
      lang,
      {
        formal: compile([...t.pairs, ...t.formal_only]),
        informal: compile(t.pairs.map(([i, f]) => [f, i] as Pair)),
      },
    ];
  }),
);

/** `text` (a translation into `lang`) with its 2nd-person forms in `formality`; unchanged for other languages. */
export function applyFormality(text: string, lang: string, formality: Formality): string {
  const c = COMPILED.get(lang)?.[formality];
  if (!c) return text;
  return text
    .replace(c.pattern, (m) => {
      const to = c.map.get(m.toLowerCase()) ?? m;
      return /^\p{Lu}/u.test(m) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
    })
    .replace(/ {2,}/g, ' ');
}
