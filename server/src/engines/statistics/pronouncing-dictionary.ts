import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Pronunciations = Record<string, string>;

let dictionary: Pronunciations | undefined;

/**
 * Reads the CMU Pronouncing Dictionary shipped by `cmu-pronouncing-dictionary` (the cmusphinx data
 * textstat's `cmudict` dependency also ships). The package is an ES module exporting one 4.6 MB
 * object literal; importing it costs half a second and would make counting asynchronous, while
 * parsing the literal as JSON takes about a tenth of that and can happen on first use.
 */
function load(): Pronunciations {
  const path = createRequire(import.meta.url).resolve('cmu-pronouncing-dictionary');
  const source = readFileSync(path, 'utf8');
  const start = source.indexOf('= {');
  const end = source.lastIndexOf('}');
  if (start < 0 || end < start) {
    throw new Error(
      `cmu-pronouncing-dictionary: unexpected layout of ${path}; expected "export const dictionary = {...}"`,
    );
  }
  return JSON.parse(source.slice(start + 2, end + 1)) as Pronunciations;
}

/**
 * Syllables in the first pronunciation of `word` (lowercase), as textstat counts them: one per
 * phone with a stress digit. Undefined for words the dictionary lacks.
 */
export function pronouncedSyllables(word: string): number | undefined {
  dictionary ??= load();
  if (!Object.hasOwn(dictionary, word)) return undefined;
  const phones = dictionary[word];
  let syllables = 0;
  for (let i = 0; i < phones.length; i++) {
    const code = phones.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) syllables++;
  }
  return syllables;
}

/** Loads the dictionary now rather than on the first English request. */
export function loadPronouncingDictionary(): void {
  dictionary ??= load();
}
