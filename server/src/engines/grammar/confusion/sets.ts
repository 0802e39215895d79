/** Reads the confusion sets (sets.tsv beside this file: the words, their kind and their source). */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The data file; its header says where each set comes from. */
export const SETS_FILE = fileURLToPath(new URL('./sets.tsv', import.meta.url));

/** The confusion sets: what each written word may have been meant as, and which written forms are no words. */
export interface ConfusionTable {
  /** Per written word (lower case), the words it may have been meant as. */
  alternatives: ReadonlyMap<string, readonly string[]>;
  /** Written forms that are not words ("dont", "im"): any preference of the model is enough to fix them. */
  nonWords: ReadonlySet<string>;
}

/**
 * Parses sets.tsv text: "set" rows confuse every member with every other; "apostrophe" rows (the bare
 * form is no word) and "apostrophe-word" rows (it is a word too: "cant", "wont", "lets") correct the
 * first word into the others, never back.
 */
export function parseConfusionSets(tsv: string): ConfusionTable {
  const table = new Map<string, string[]>();
  const nonWords = new Set<string>();
  const add = (from: string, to: string) => {
    const key = from.toLowerCase();
    const list = table.get(key) ?? [];
    if (!list.includes(to)) list.push(to);
    table.set(key, list);
  };
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [words, kind] = line.split('\t');
    const members = words.split(',').map((w) => w.trim());
    if (kind === 'apostrophe' || kind === 'apostrophe-word') {
      for (const to of members.slice(1)) add(members[0], to);
      if (kind === 'apostrophe') nonWords.add(members[0].toLowerCase());
    } else if (kind === 'set') {
      for (const from of members) for (const to of members) if (from !== to) add(from, to);
    } else {
      throw new Error(`${SETS_FILE}: unknown kind ${JSON.stringify(kind)} in ${JSON.stringify(line)}`);
    }
  }
  return { alternatives: table, nonWords };
}

let table: ConfusionTable | undefined;

/** The committed confusion sets, read once. */
export function confusionSets(): ConfusionTable {
  table ??= parseConfusionSets(fs.readFileSync(SETS_FILE, 'utf8'));
  return table;
}
