import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { type AttestedGate, AttestedWords } from '@margin/shared/spell/attested';
import { WordFrequencies } from '@margin/shared/spell/frequencies';
import { HunspellDictionary } from '@margin/shared/spell/hunspell/dictionary';

// One speller assembly and one set of index limits for the server and the extension's offline worker.
export { createSuggester, INDEX_FORM_LIMIT, lazyIndex } from '@margin/shared/spell/assembly';

export const MODEL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model');
const require = createRequire(import.meta.url);

const dictionaries = new Map<string, Promise<HunspellDictionary>>();

/** Loads a `dictionary-*` package once per process (concurrent callers share the load). */
export function loadDictionary(pkg: string): Promise<HunspellDictionary> {
  let p = dictionaries.get(pkg);
  if (!p) {
    p = (async () => {
      // Read the files directly rather than importing the package: its module reads them at import
      // time with top-level await, which is the same work with an extra module in the graph.
      const dir = path.dirname(require.resolve(pkg));
      const [aff, dic] = await Promise.all([
        fs.promises.readFile(path.join(dir, 'index.aff'), 'utf8'),
        // Bytes, not text: the parser decodes them a megabyte at a time.
        fs.promises.readFile(path.join(dir, 'index.dic')),
      ]);
      return HunspellDictionary.parse(aff, dic);
    })();
    p.catch(() => dictionaries.delete(pkg));
    dictionaries.set(pkg, p);
  }
  return p;
}

let varietiesExtra: Promise<HunspellDictionary> | undefined;

/**
 * The entries only the Australian or Canadian dictionary has (model/en-varieties-extra.dic, see
 * varieties.ts), with the .aff all four English packages share: a few hundred stems, not two dictionaries.
 */
export function loadVarietiesExtra(): Promise<HunspellDictionary> {
  varietiesExtra ??= (async () => {
    const dir = path.dirname(require.resolve('dictionary-en'));
    const [aff, dic] = await Promise.all([
      fs.promises.readFile(path.join(dir, 'index.aff'), 'utf8'),
      fs.promises.readFile(path.join(MODEL_DIR, 'en-varieties-extra.dic')),
    ]);
    return HunspellDictionary.parse(aff, dic);
  })();
  varietiesExtra.catch(() => {
    varietiesExtra = undefined;
  });
  return varietiesExtra;
}

let english: Promise<WordFrequencies | undefined> | undefined;

/** English word frequencies (model/en-unigrams.txt, model/en-bigrams.bin), if the artefacts exist. */
export function englishFrequencies(): Promise<WordFrequencies | undefined> {
  english ??= (async () => {
    const unigrams = path.join(MODEL_DIR, 'en-unigrams.txt');
    if (!fs.existsSync(unigrams)) return undefined;
    const bigramFile = path.join(MODEL_DIR, 'en-bigrams.bin');
    const bigrams = fs.existsSync(bigramFile)
      ? new Uint8Array(await fs.promises.readFile(bigramFile))
      : undefined;
    // The corpus counts (126M tokens) are the prior when installed; big.txt's (1M) otherwise.
    const corpus = await englishAttested();
    if (corpus) return WordFrequencies.over(corpus.words, bigrams);
    return WordFrequencies.parse(await fs.promises.readFile(unigrams, 'utf8'), bigrams);
  })();
  return english;
}

let attested: Promise<AttestedGate | undefined> | undefined;

/** Corpus-attested English words and the tuned ratio (model/en-attested.txt, .json), if the artefacts exist. */
export function englishAttested(): Promise<AttestedGate | undefined> {
  attested ??= (async () => {
    const words = path.join(MODEL_DIR, 'en-attested.txt');
    const meta = path.join(MODEL_DIR, 'en-attested.json');
    if (!fs.existsSync(words) || !fs.existsSync(meta)) return undefined;
    const { minRatio, minRatioFar, nameShare } = JSON.parse(await fs.promises.readFile(meta, 'utf8')) as {
      minRatio: number;
      minRatioFar?: number;
      nameShare?: number;
    };
    const counts = AttestedWords.parse(await fs.promises.readFile(words, 'utf8'));
    return { words: counts, minRatio, minRatioFar, nameShare };
  })();
  return attested;
}

let medical: Promise<ReadonlySet<string>> | undefined;

/** Licence and origin of the medical word list, for docs and errors. */
export const MEDICAL_LIST = {
  package: '@cspell/dict-medicalterms',
  licence: 'GPL-3.0-or-later',
  origin: 'Glutanimate medical word list (OpenMedSpel + MTH-Med-Spel-Chek), 98,000 English medical terms',
};

/** Lines of the medical list read per turn of the event loop (the server's route reads it too). */
const MEDICAL_LINES_PER_TURN = 10_000;

/**
 * The English medical word list (lower case), read once from its npm package. Inflated off the thread
 * and read a slice at a time: /medical-spellcheck loads it on the server's main thread (#17).
 */
export function medicalTerms(): Promise<ReadonlySet<string>> {
  medical ??= (async () => {
    const dir = path.dirname(require.resolve(`${MEDICAL_LIST.package}/cspell-ext.json`));
    const gz = await fs.promises.readFile(path.join(dir, 'dict', 'medicalterms-en.txt.gz'));
    const lines = (await promisify(gunzip)(gz)).toString('utf8').split('\n');
    const words = new Set<string>();
    for (let i = 0; i < lines.length; i++) {
      if (i > 0 && i % MEDICAL_LINES_PER_TURN === 0) await nextTurn();
      const w = lines[i].trim();
      // Keep single words: the checker works word by word, and terms with digits are never checked.
      if (w && !w.startsWith('#') && /^[\p{L}'’-]+$/u.test(w)) words.add(w.toLowerCase());
    }
    return words;
  })();
  medical.catch(() => {
    medical = undefined;
  });
  return medical;
}
