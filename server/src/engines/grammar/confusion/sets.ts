/** Reads the confusion sets (sets.tsv beside this file: the words, their kind and their source). */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The data file; its header says where each set comes from. */
export const SETS_FILE = fileURLToPath(new URL('./sets.tsv', import.meta.url));

/** Per written word (lower case), the words it may have been meant as. */
export type ConfusionTable = ReadonlyMap<string, readonly string[]>;

/** Parses sets.tsv text: "set" rows confuse every member with every other, "apostrophe" rows one way. */
export function parseConfusionSets(tsv: string): ConfusionTable {
  const table = new Map<string, string[]>();
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
    if (kind === 'apostrophe') {
      for (const to of members.slice(1)) add(members[0], to);
    } else if (kind === 'set') {
      for (const from of members) for (const to of members) if (from !== to) add(from, to);
    } else {
      throw new Error(`${SETS_FILE}: unknown kind ${JSON.stringify(kind)} in ${JSON.stringify(line)}`);
    }
  }
  return table;
}

let table: ConfusionTable | undefined;

/** The committed confusion sets, read once. */
export function confusionSets(): ConfusionTable {
  table ??= parseConfusionSets(fs.readFileSync(SETS_FILE, 'utf8'));
  return table;
}
