/**
 * The last check on every rewrite the rule engine writes: no word it adds may be a non-word ("until I
 * chilt", "supportered", "chivying": a noun inflected as a verb, a rare word inflected by rule), and no
 * word may be written twice in a row where the writer did not ("please please", "that that"). A
 * rewrite that fails is not offered: the writer's text is better than a corrupted suggestion. Nor may
 * a word be glued to a number the writer did not write so ("monitors800").
 */
import { UNK_ID } from '@margin/shared/lm/model';
import { languageModel } from '../lm';

const WORD = /[\p{L}]+(?:['’][\p{L}]+)*/gu;
const DOUBLED = /\b(\p{L}+)\s+\1\b/giu;

/** Words of a text, lower-cased. */
function wordsOf(text: string): Set<string> {
  return new Set((text.match(WORD) ?? []).map((w) => w.toLowerCase()));
}

/** Whether the language model has seen the word, as written or in lower case. */
function known(word: string): boolean {
  const lm = languageModel();
  return lm.id(word) !== UNK_ID || lm.id(word.toLowerCase()) !== UNK_ID;
}

/** Doubled words of a text ("that that"), lower-cased. */
function doubled(text: string): Set<string> {
  return new Set([...text.matchAll(DOUBLED)].map((m) => m[1].toLowerCase()));
}

/** Whether a rewrite of `input` adds only words the model knows and doubles no word the writer did not. */
export function soundRewrite(input: string, output: string): boolean {
  const written = wordsOf(input);
  for (const w of output.match(WORD) ?? []) {
    // Contractions are split by the model's tokenizer ("don't" → "do", "n't"); they come from tables.
    if (/['’]/.test(w) || written.has(w.toLowerCase())) continue;
    if (!known(w)) return false;
  }
  // "monitors800": a word glued to a number (a thousands comma read as a clause boundary).
  const glued = /\p{L}\d|\d\p{L}/u;
  const writtenTokens = new Set(input.split(/\s+/).map((t) => t.replace(/[^\p{L}\d]/gu, '')));
  for (const t of output.split(/\s+/)) {
    const bare = t.replace(/[^\p{L}\d]/gu, '');
    if (glued.test(bare) && !writtenTokens.has(bare)) return false;
  }
  const before = doubled(input);
  for (const d of doubled(output)) if (!before.has(d)) return false;
  return true;
}
