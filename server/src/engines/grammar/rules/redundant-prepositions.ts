import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RuleMatch, SentenceRule } from '../rule';

/** The data file: verb forms, the preposition written after them, certainty, source. */
export const REDUNDANT_PREPOSITIONS_FILE = fileURLToPath(
  new URL('./redundant-prepositions.tsv', import.meta.url),
);

/** Parses redundant-prepositions.tsv: "verb written" → whether the pair is certainly wrong. */
export function parseRedundantPrepositions(tsv: string): ReadonlyMap<string, boolean> {
  const table = new Map<string, boolean>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [verbs, written, certain] = line.split('\t').map((c) => c?.trim());
    if (!verbs || !written || !/^(?:yes|no)$/.test(certain ?? ''))
      throw new Error(`${REDUNDANT_PREPOSITIONS_FILE}: malformed row ${JSON.stringify(line)}`);
    for (const verb of verbs.split(','))
      for (const w of written.split(',')) table.set(`${verb.trim()} ${w.trim()}`, certain === 'yes');
  }
  return table;
}

let table: ReadonlyMap<string, boolean> | undefined;

/** The committed table, read once. */
function redundantTable(): ReadonlyMap<string, boolean> {
  table ??= parseRedundantPrepositions(fs.readFileSync(REDUNDANT_PREPOSITIONS_FILE, 'utf8'));
  return table;
}

/**
 * "emphasised on grammar" → "emphasised grammar", "He lacks of experience" → "lacks experience",
 * "returned back home" → "returned home": a verb that takes its object directly, written with a
 * preposition after it (redundant-prepositions.tsv). The verb must be tagged as one, so that the noun
 * ("the return back home") is left alone.
 */
export const redundantPrepositions: SentenceRule = {
  kind: 'sentence',
  id: 'redundant-prepositions',
  category: 'grammar',
  description: 'A preposition after a verb that takes its object directly',
  check({ tokens }) {
    const rows = redundantTable();
    const out: RuleMatch[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [verb, prep, next] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      const certain = rows.get(`${verb.lower} ${prep.lower}`);
      if (certain === undefined || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) continue;
      // "mentioned about twenty names": "about" a number is "approximately".
      if (prep.lower === 'about' && (next.pos === 'NUM' || next.type === 'number')) continue;
      // The preposition must open a phrase: not end the clause ("the matters they described about").
      // "returned back to the office", "came home and returned back." and "cope up with" are
      // redundant all the same.
      if (
        prep.lower !== 'back' &&
        prep.lower !== 'up' &&
        !/^(?:DET|PRON|NOUN|PROPN|ADJ|NUM|ADV)$/.test(next.pos)
      )
        continue;
      out.push({
        start: verb.start,
        end: prep.end,
        replacements: [verb.text],
        message: `"${verb.lower}" takes its object without "${prep.lower}".`,
        errorType: prep.pos === 'ADV' ? 'U:ADV' : 'U:PREP',
        certain,
      });
    }
    return out;
  },
};
