/**
 * The spelling datasets in ../shared/data, read the same way by `npm run train -- spell` and
 * `npm run eval -- spell`: Norvig's big.txt and error list, Norvig's test set 1, Mitton's Birkbeck
 * and Aspell corpora. The evaluation sets (test set 1, a fixed 5,000-pair Birkbeck sample, Aspell)
 * are kept out of training: every training pair whose misspelling occurs in them is dropped.
 */
import fs from 'node:fs';
import { dataFile } from './datasets';
import { seededRandom, shuffle } from './random';

/** A misspelling and the word meant. */
export interface SpellPair {
  miss: string;
  correct: string;
}

/** Size and seed of the fixed Birkbeck evaluation sample. */
export const BIRKBECK_SAMPLE = { size: 5000, seed: 5000 } as const;

function read(...parts: string[]): string {
  const file = dataFile(...parts);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the spelling data lives in ../shared/data`);
  return fs.readFileSync(file, 'utf8');
}

/** Norvig's test set 1 (`spell-testset1.txt`, a Python dict of correct → "miss1 miss2"). */
export function norvigTestSet1(): SpellPair[] {
  const text = read('norvig_spell', 'spell-testset1.txt');
  const out: SpellPair[] = [];
  for (const m of text.matchAll(/'([^']+)'\s*:\s*'([^']*)'/g)) {
    for (const miss of m[2].split(/\s+/).filter(Boolean)) out.push({ miss, correct: m[1] });
  }
  return out;
}

/** Mitton's format: `$correct` then its misspellings, one per line; `_` stands for a space. */
function mitton(file: string): SpellPair[] {
  const out: SpellPair[] = [];
  let correct = '';
  for (const raw of read('mitton_misspellings', file).split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('$')) correct = line.slice(1);
    else if (correct) out.push({ miss: line, correct });
  }
  // Single words only: the checker corrects one word at a time.
  return out.filter((p) => !p.miss.includes('_') && !p.correct.includes('_'));
}

/** The Aspell set (531 misspellings; some have a US and a British target). */
export function aspellSet(): SpellPair[] {
  return mitton('DataSets_aspell.dat');
}

/** Every single-word Birkbeck pair. */
export function birkbeckAll(): SpellPair[] {
  return mitton('DataSets_missp.dat');
}

/** The fixed 5,000-pair Birkbeck evaluation sample (seeded shuffle). */
export function birkbeckSample(): SpellPair[] {
  const all = birkbeckAll();
  return shuffle([...all], seededRandom(BIRKBECK_SAMPLE.seed)).slice(0, BIRKBECK_SAMPLE.size);
}

/** Norvig's error list (`correct: miss1, miss2*5`), one pair per misspelling. */
export function norvigErrors(): SpellPair[] {
  const out: SpellPair[] = [];
  for (const line of read('norvig_spell', 'spell-errors.txt').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const correct = line.slice(0, colon).trim();
    for (const item of line.slice(colon + 1).split(',')) {
      const miss = item.trim().replace(/\*\d+$/, '');
      if (miss && !miss.includes(' ')) out.push({ miss, correct });
    }
  }
  return out;
}

/** Training pairs: Norvig's list and the Birkbeck pairs outside the sample, minus every eval misspelling. */
export function trainingPairs(): SpellPair[] {
  const evalMisses = new Set(
    [...norvigTestSet1(), ...birkbeckSample(), ...aspellSet()].map((p) => p.miss.toLowerCase()),
  );
  const seen = new Set<string>();
  const out: SpellPair[] = [];
  for (const p of [...norvigErrors(), ...birkbeckAll()]) {
    const key = `${p.miss.toLowerCase()}\u0000${p.correct.toLowerCase()}`;
    if (
      evalMisses.has(p.miss.toLowerCase()) ||
      seen.has(key) ||
      p.miss.toLowerCase() === p.correct.toLowerCase()
    ) {
      continue;
    }
    seen.add(key);
    out.push(p);
  }
  return out;
}

/** big.txt, Norvig's 6.5 MB corpus of public-domain books. */
export function bigText(): string {
  return read('norvig_spell', 'big.txt');
}

/** Lower-case words of a text, sentence by sentence. */
export function sentencesOfWords(text: string): string[][] {
  return text
    .split(/[.!?;:]+\s+|\n\s*\n/)
    .map((s) => s.toLowerCase().match(/[a-z]+(?:'[a-z]+)*/g) ?? [])
    .filter((s) => s.length > 0);
}
