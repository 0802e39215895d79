import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** The data file: head word forms, the preposition written, the one they take, certainty, source. */
export const DEPENDENT_PREPOSITIONS_FILE = fileURLToPath(
  new URL('./dependent-prepositions.tsv', import.meta.url),
);

/** What a head word takes instead of a written preposition. */
interface Dependent {
  right: string;
  certain: boolean;
}

/** Parses dependent-prepositions.tsv: "head written" → what to write instead. */
export function parseDependentPrepositions(tsv: string): ReadonlyMap<string, Dependent> {
  const table = new Map<string, Dependent>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [heads, written, right, certain] = line.split('\t').map((c) => c?.trim());
    if (!heads || !written || !right || !/^(?:yes|no)$/.test(certain ?? ''))
      throw new Error(`${DEPENDENT_PREPOSITIONS_FILE}: malformed row ${JSON.stringify(line)}`);
    for (const head of heads.split(','))
      for (const w of written.split(','))
        table.set(`${head.trim()} ${w.trim()}`, { right, certain: certain === 'yes' });
  }
  return table;
}

let table: ReadonlyMap<string, Dependent> | undefined;

/** The committed table, read once. */
function dependentTable(): ReadonlyMap<string, Dependent> {
  table ??= parseDependentPrepositions(fs.readFileSync(DEPENDENT_PREPOSITIONS_FILE, 'utf8'));
  return table;
}

let fixed: ReadonlySet<string> | undefined;

/**
 * Whether a head word is followed by the preposition it takes ("good at", "interested in", "afraid
 * of"): the right pairs of the table, which no preposition-choice candidate may change.
 */
export function takesPreposition(head: string, preposition: string): boolean {
  fixed ??= new Set([...dependentTable()].map(([key, d]) => `${key.split(' ')[0]} ${d.right}`));
  return fixed.has(`${head} ${preposition}`);
}

/**
 * "interested for the job" → in, "depends of the weather" → on, "afraid from dogs" → of: a word that
 * takes a fixed preposition, written with another right after it (dependent-prepositions.tsv).
 */
export const dependentPrepositions: SentenceRule = {
  kind: 'sentence',
  id: 'dependent-prepositions',
  category: 'grammar',
  description: 'A word followed by the wrong one of its fixed prepositions',
  check({ tokens }) {
    const table = dependentTable();
    const out: RuleMatch[] = [];
    for (let i = 1; i < tokens.length - 1; i++) {
      const prep = tokens[i];
      const entry = table.get(`${tokens[i - 1].lower} ${prep.lower}`);
      // A capitalised preposition mid-sentence is part of a title or a name.
      if (!entry || (prep.text !== prep.lower && i > 1)) continue;
      // "capable to do", "interested to hear": "to" before a verb is an infinitive, which some heads take.
      if (prep.lower === 'to' && tokens[i + 1].pos === 'VERB') continue;
      // "She married with him": the verb takes its object directly ("married him"); only the
      // adjective after "be" or "get" takes "to" ("is married to a doctor").
      const head = tokens[i - 1];
      if (head.lower === 'married' && !/^(?:be|get)$/.test(tokens[i - 2]?.lemma ?? '')) {
        if (tokens[i + 1].pos !== 'PRON' && tokens[i + 1].pos !== 'PROPN') continue;
        out.push({
          start: head.end,
          end: prep.end,
          replacements: [''],
          message: `"${head.text}" takes its object directly: "${head.text} ${tokens[i + 1].text}".`,
          errorType: 'U:PREP',
          certain: entry.certain,
        });
        continue;
      }
      out.push({
        start: prep.start,
        end: prep.end,
        replacements: [matchCase(entry.right, prep.text)],
        message: `"${tokens[i - 1].text}" takes "${entry.right}".`,
        errorType: 'R:PREP',
        certain: entry.certain,
      });
    }
    return out;
  },
};
