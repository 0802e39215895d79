/**
 * The English words only the Australian or Canadian dictionary accepts, as a small dictionary of its
 * own (model/en-varieties-extra.dic), so the real-word check of replacements accepts every variety's
 * words with the US and British dictionaries it already holds plus these few hundred entries, instead of
 * two more whole dictionaries. All four packages share one .aff file, so an entry (a .dic line) found
 * in the US or British dictionary derives the same words there. Regenerate after a dictionary update:
 *
 *   npx tsx server/src/engines/spell/varieties.ts   # rewrites model/en-varieties-extra.dic
 *
 * (varieties.test.ts fails while the file is out of date.)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGLISH_VARIETIES } from './languages';

const MODEL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model');
/** The generated dictionary of Australian- and Canadian-only entries. */
export const VARIETIES_EXTRA_FILE = path.join(MODEL_DIR, 'en-varieties-extra.dic');

const require = createRequire(import.meta.url);

/** The text of one English variety's dictionary file (`index.aff` or `index.dic`). */
export function varietyFile(
  variety: keyof typeof ENGLISH_VARIETIES,
  file: 'index.aff' | 'index.dic',
): string {
  const dir = path.dirname(require.resolve(ENGLISH_VARIETIES[variety].name));
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

/** The .dic text of the entries of `others` that no dictionary of `base` has (line 1: their count). */
export function extraEntries(base: readonly string[], others: readonly string[]): string {
  const entries = (dic: string) =>
    dic
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter(Boolean);
  const known = new Set(base.flatMap(entries));
  const extra = [...new Set(others.flatMap(entries))].filter((l) => !known.has(l)).sort();
  return `${extra.length}\n${extra.join('\n')}\n`;
}

/** The extra dictionary as the installed packages define it (what the committed file must hold). */
export function currentExtraEntries(): string {
  const aff = varietyFile('us', 'index.aff');
  for (const v of ['gb', 'au', 'ca'] as const)
    if (varietyFile(v, 'index.aff') !== aff)
      throw new Error(`dictionary en-${v} no longer shares en-US's .aff`);
  return extraEntries(
    [varietyFile('us', 'index.dic'), varietyFile('gb', 'index.dic')],
    [varietyFile('au', 'index.dic'), varietyFile('ca', 'index.dic')],
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = currentExtraEntries();
  fs.writeFileSync(VARIETIES_EXTRA_FILE, text);
  console.log(`${text.split('\n')[0]} entries written to ${VARIETIES_EXTRA_FILE}`);
}
