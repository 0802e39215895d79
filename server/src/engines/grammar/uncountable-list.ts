/** The uncountable nouns learners' grammar references list (uncountable-nouns.tsv), read once. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The data file: uncountable nouns from learners' grammar references, one singular a line. */
export const UNCOUNTABLE_NOUNS_FILE = fileURLToPath(new URL('./uncountable-nouns.tsv', import.meta.url));

let listed: ReadonlySet<string> | undefined;

/** The listed uncountable nouns (uncountable-nouns.tsv), read once. */
export function listedUncountable(): ReadonlySet<string> {
  listed ??= new Set(
    fs
      .readFileSync(UNCOUNTABLE_NOUNS_FILE, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .slice(1),
  );
  return listed;
}
