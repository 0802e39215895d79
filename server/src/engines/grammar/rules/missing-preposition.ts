import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RuleMatch, SentenceRule } from '../rule';
import { OBJECT_PRONOUNS } from './determiners';

/** The data file: verb forms, the preposition they need, which objects, source. */
export const MISSING_PREPOSITIONS_FILE = fileURLToPath(
  new URL('./missing-prepositions.tsv', import.meta.url),
);

/** A row: the preposition a verb needs before its object, and whether any object or only a person. */
export interface NeededPreposition {
  preposition: string;
  objects: 'any' | 'person';
}

/** Parses missing-prepositions.tsv: verb form → the preposition it needs. */
export function parseMissingPrepositions(tsv: string): ReadonlyMap<string, NeededPreposition> {
  const table = new Map<string, NeededPreposition>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [verbs, preposition, objects] = line.split('\t').map((c) => c?.trim());
    if (!verbs || !preposition || (objects !== 'any' && objects !== 'person'))
      throw new Error(`${MISSING_PREPOSITIONS_FILE}: malformed row ${JSON.stringify(line)}`);
    for (const verb of verbs.split(',')) table.set(verb.trim(), { preposition, objects });
  }
  return table;
}

let table: ReadonlyMap<string, NeededPreposition> | undefined;

/** The committed table, read once. */
function neededTable(): ReadonlyMap<string, NeededPreposition> {
  table ??= parseMissingPrepositions(fs.readFileSync(MISSING_PREPOSITIONS_FILE, 'utf8'));
  return table;
}

/** Words that open a noun phrase object. */
const OPENS_PHRASE = /^(?:DET|NOUN|PROPN|NUM)$/;

/**
 * "I listen music" → "listen to music", "Wait me here" → "wait for me", "He apologised her" →
 * "apologised to her": an intransitive verb followed directly by its object, from a data table
 * (missing-prepositions.tsv). "listen" takes any noun phrase or object pronoun; the others only an
 * object pronoun, as they take other objects too ("wait a minute", "replied the next day"). Not when
 * the pronoun is followed by "to" or a verb ("waited them out" is an idiom, "Let's wait them to come"
 * is another error).
 */
export const missingPreposition: SentenceRule = {
  kind: 'sentence',
  id: 'missing-preposition',
  category: 'grammar',
  description: 'A preposition left out after a verb ("listen music", "wait me")',
  check({ tokens }) {
    const rows = neededTable();
    const out: RuleMatch[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [verb, object, after] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      const row = rows.get(verb.lower);
      if (!row || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) continue;
      const person = OBJECT_PRONOUNS.test(object.lower);
      const phrase =
        row.objects === 'any' &&
        (OPENS_PHRASE.test(object.pos) || /^(?:it|this|my|your|his|our|their)$/.test(object.lower));
      if (!person && !phrase) continue;
      // "Listen guys, …", "Listen Tom." : a sentence-opening imperative before a name is a call.
      if (i === 0 && /^(?:NOUN|PROPN)$/.test(object.pos) && (!after || after.pos === 'PUNCT')) continue;
      // "her" before a noun opens a phrase: fine for "listen", not a person for the others.
      if (person && object.lower === 'her' && after?.pos === 'NOUN' && row.objects === 'person') continue;
      // "wait them out", "waited him to finish": a particle or a verb after the pronoun.
      if (person && /^(?:out|up|off|down|to|around)$/.test(after?.lower ?? '')) continue;
      out.push({
        start: verb.start,
        end: verb.end,
        replacements: [`${verb.text} ${row.preposition}`],
        message: `"${verb.lower}" takes "${row.preposition}" before its object.`,
        errorType: 'M:PREP',
        certain: true,
      });
    }
    return out;
  },
};
