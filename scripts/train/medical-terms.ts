/**
 * `npm run train -- medical-terms`: which words of the medical word list are ordinary English.
 *
 * The medical list (@cspell/dict-medicalterms) holds every word its source texts needed, so it also
 * has "the", "back", "cold". /medical-spellcheck keeps only edits about medical terms, so those must
 * not count. No medical corpus is available here to compare frequencies against, so the cut uses the
 * general side only: a listed word is **ordinary English** when a general English Hunspell dictionary
 * (en-US or en-GB) accepts it AND it occurs at least once per million words (Zipf ≥ 3, the usual
 * low/high-frequency boundary of van Heuven et al. 2014) in general, non-encyclopedic English:
 * the Gutenberg books, MASC and the presidential speeches of ../shared/data/corpus_en (Wikipedia is
 * left out because its medical articles use medical terms often). Every other listed word stays
 * medical. Writes server/src/engines/medical/model/general-words.txt (one word a line: the listed
 * words that are ordinary English, which the loader removes) and metadata.json.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { HunspellDictionary } from '../../shared/src/spell/hunspell/dictionary';
import { writeArtefact } from './lib/artefacts';
import { DATA_DIR } from './lib/datasets';
import { CORPUS_SOURCES, sourceLines } from './lib/lm-corpus';

const require = createRequire(import.meta.url);

/** General-English sources: everything in corpus_en except the encyclopedia. */
const GENERAL = ['gutenberg', 'masc', 'speeches'];
/** Occurrences per million words at or above which a dictionary word is ordinary English (Zipf 3). */
export const PER_MILLION = 1;

function dictionary(pkg: string): HunspellDictionary {
  const dir = path.dirname(require.resolve(pkg));
  return HunspellDictionary.parse(
    fs.readFileSync(path.join(dir, 'index.aff'), 'utf8'),
    fs.readFileSync(path.join(dir, 'index.dic')),
  );
}

/** The medical list's single words, lower case (as the server's loader reads them). */
function medicalList(): Set<string> {
  const dir = path.dirname(require.resolve('@cspell/dict-medicalterms/cspell-ext.json'));
  const words = new Set<string>();
  for (const line of gunzipSync(fs.readFileSync(path.join(dir, 'dict', 'medicalterms-en.txt.gz')))
    .toString('utf8')
    .split('\n')) {
    const w = line.trim();
    if (w && !w.startsWith('#') && /^[\p{L}'’-]+$/u.test(w)) words.add(w.toLowerCase());
  }
  return words;
}

export async function train(): Promise<void> {
  const medical = medicalList();
  const counts = new Map<string, number>();
  let total = 0;
  const sources = CORPUS_SOURCES.filter((s) => GENERAL.some((g) => s.name.includes(g)));
  for (const source of sources) {
    for await (const { text } of sourceLines(DATA_DIR, source)) {
      for (const m of text.toLowerCase().matchAll(/\p{L}+(?:['’-]\p{L}+)*/gu)) {
        total++;
        const w = m[0].replace(/’/g, "'");
        if (medical.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
    console.log(`counted ${source.name}: ${total} words so far`);
  }
  const dictionaries = [dictionary('dictionary-en'), dictionary('dictionary-en-gb')];
  // Lower-cased list words: "english" is in the dictionaries as "English".
  const inDictionary = (w: string) =>
    dictionaries.some((d) => d.check(w) || d.check(w.charAt(0).toUpperCase() + w.slice(1)));
  const minCount = (PER_MILLION * total) / 1e6;
  const general = [...medical].filter((w) => (counts.get(w) ?? 0) >= minCount && inDictionary(w)).sort();
  writeArtefact('medical', 'general-words.txt', `${general.join('\n')}\n`);
  const byCount = (ws: string[]) =>
    ws
      .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
      .slice(0, 5)
      .map((w) => `${w} (${counts.get(w) ?? 0})`);
  const frequentButUnknown = [...medical].filter((w) => (counts.get(w) ?? 0) >= minCount && !inDictionary(w));
  const rareInDictionary = [...medical].filter((w) => (counts.get(w) ?? 0) < minCount && inDictionary(w));
  const metadata = {
    artefact: 'medical-general-words',
    description:
      'Words of the medical word list that are ordinary English: accepted by the en-US or en-GB Hunspell dictionary and at least 1 occurrence per million words of general English. /medical-spellcheck does not count them as medical terms.',
    builtBy: 'scripts/train/medical-terms.ts (npm run train -- medical-terms)',
    medicalList:
      '@cspell/dict-medicalterms dict/medicalterms-en.txt.gz (GPL-3.0-or-later), single words, lower case',
    generalCorpus: sources.map((s) => `corpus_en/${s.file} (${s.licence})`),
    generalCorpusWords: total,
    dictionaries: ['dictionary-en', 'dictionary-en-gb'],
    perMillion: PER_MILLION,
    minCount: Math.ceil(minCount),
    medicalListWords: medical.size,
    generalWords: general.length,
    medicalWords: medical.size - general.length,
    examples: {
      general: byCount([...general]),
      frequentButNotInDictionary: byCount(frequentButUnknown),
      inDictionaryButRare: byCount(rareInDictionary),
    },
  };
  writeArtefact('medical', 'metadata.json', `${JSON.stringify(metadata, null, 2)}\n`);
}
