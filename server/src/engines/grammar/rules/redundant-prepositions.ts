import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RuleMatch, SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** The data file: verb forms, the preposition written after them, certainty, source. */
export const REDUNDANT_PREPOSITIONS_FILE = fileURLToPath(
  new URL('./redundant-prepositions.tsv', import.meta.url),
);

/** The data file: nouns naming places one enters or reaches, one a line. */
export const PLACE_NOUNS_FILE = fileURLToPath(new URL('./place-nouns.tsv', import.meta.url));

/**
 * How sure a row is: `true` (wrong everywhere), `false` (the model judges), `'place'` (wrong before a
 * place, place-nouns.tsv — "entered into the room" —, the model judges elsewhere: "entered into an
 * agreement", "reached to his knees").
 */
export type Certainty = boolean | 'place';

/** Parses redundant-prepositions.tsv: "verb written" → how sure the pair is wrong. */
export function parseRedundantPrepositions(tsv: string): ReadonlyMap<string, Certainty> {
  const table = new Map<string, Certainty>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [verbs, written, certain] = line.split('\t').map((c) => c?.trim());
    if (!verbs || !written || !/^(?:yes|no|place)$/.test(certain ?? ''))
      throw new Error(`${REDUNDANT_PREPOSITIONS_FILE}: malformed row ${JSON.stringify(line)}`);
    const level: Certainty = certain === 'place' ? 'place' : certain === 'yes';
    for (const verb of verbs.split(','))
      for (const w of written.split(',')) table.set(`${verb.trim()} ${w.trim()}`, level);
  }
  return table;
}

let table: ReadonlyMap<string, Certainty> | undefined;
let places: ReadonlySet<string> | undefined;

/** The committed table, read once. */
function redundantTable(): ReadonlyMap<string, Certainty> {
  table ??= parseRedundantPrepositions(fs.readFileSync(REDUNDANT_PREPOSITIONS_FILE, 'utf8'));
  return table;
}

/** The committed place nouns, read once. */
function placeNouns(): ReadonlySet<string> {
  places ??= new Set(
    fs
      .readFileSync(PLACE_NOUNS_FILE, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .slice(1)
      .map((l) => l.trim()),
  );
  return places;
}

/**
 * Whether the phrase from `tokens[i]` is a place: a determiner or possessive, adjectives and nouns,
 * ending in a listed noun ("the room", "our new classroom", "the train station").
 */
function isPlacePhrase(tokens: readonly Token[], i: number): boolean {
  let k = i;
  if (tokens[k]?.pos === 'DET' || tokens[k]?.pos === 'PRON') k++;
  while (tokens[k]?.pos === 'ADJ' || (tokens[k]?.pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN')) k++;
  const head = tokens[k];
  return head?.pos === 'NOUN' && tokens[k + 1]?.pos !== 'NOUN' && placeNouns().has(head.lower);
}

/**
 * "emphasised on grammar" → "emphasised grammar", "He lacks of experience" → "lacks experience",
 * "returned back home" → "returned home", "entered into the room" → "entered the room": a verb that takes its object directly, written with a
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
        certain: certain === 'place' ? isPlacePhrase(tokens, i + 2) : certain,
      });
    }
    return out;
  },
};
