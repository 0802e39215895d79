/**
 * Which words count as medical terms for /medical-spellcheck. The medical word list
 * (@cspell/dict-medicalterms, read by the spell engine) also holds ordinary English ("the", "back",
 * "cold"); model/general-words.txt lists those, built from data by `npm run train -- medical-terms`
 * (scripts/train/medical-terms.ts; the rule and its figures are in model/metadata.json). The
 * remaining words are the medical terms an edit must involve to be reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { medicalTerms } from '../spell/load';

export const MEDICAL_MODEL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model');

/** The medical list's words that are ordinary English (lower case), read from the artefact. */
export async function generalEnglishWords(): Promise<ReadonlySet<string>> {
  const text = await fs.promises.readFile(path.join(MEDICAL_MODEL_DIR, 'general-words.txt'), 'utf8');
  return new Set(text.split('\n').filter(Boolean));
}

/** The medical list without its ordinary English words. */
export function specificTerms(list: ReadonlySet<string>, general: ReadonlySet<string>): ReadonlySet<string> {
  const out = new Set<string>();
  for (const w of list) if (!general.has(w)) out.add(w);
  return out;
}

let specific: Promise<ReadonlySet<string>> | undefined;

/** Medical terms proper (lower case): the medical list minus ordinary English, built once. */
export function medicalSpecificTerms(): Promise<ReadonlySet<string>> {
  specific ??= Promise.all([medicalTerms(), generalEnglishWords()]).then(([list, general]) =>
    specificTerms(list, general),
  );
  specific.catch(() => {
    specific = undefined;
  });
  return specific;
}

/**
 * Whether a spelling edit is about a medical term: the flagged word or its correction is one
 * (lower-cased; the caller passes the medical terms proper, not the whole list).
 */
export function isMedicalEdit(terms: ReadonlySet<string>, original: string, replacement: string): boolean {
  return terms.has(original.toLowerCase()) || terms.has(replacement.toLowerCase());
}
