import { baseWord } from './suggest/error-model';

/**
 * Candidate orderings the checker applies after ranking, because no edit-distance or frequency score
 * sees them: a word typed without its accents, a contraction typed without its apostrophe, and a word
 * spelt in another English variety.
 * The server's /spellcheck and /edits and the extension's offline checker get the same first suggestion.
 */

/**
 * The candidates with the one that differs from the typed word only in its accents first ("frere" →
 * "frère", "ecole" → "école"): typing a word without its accents is the commonest slip in the
 * languages that have them, and the context reranker, trained on English misspellings (which almost
 * never involve accents), ranked "ferre" above "frère".
 */
export function accentsFirst(typed: string, candidates: string[]): string[] {
  const bare = baseWord(typed);
  const k = candidates.findIndex((c) => c !== typed && baseWord(c) === bare);
  return k <= 0 ? candidates : [candidates[k], ...candidates.slice(0, k), ...candidates.slice(k + 1)];
}

/**
 * The candidates with the one that only adds an apostrophe first: a contraction typed without it
 * ("isnt", "didnt") is by far the likeliest intent, whatever the edit distance ranks first ("in").
 * `inUse` says whether a form occurs in real text: a dictionary can form possessives nobody writes
 * ("Th's" from the abbreviation "Th"), and those must not jump ahead of "This" for "Ths".
 */
export function apostropheFirst(
  original: string,
  candidates: string[],
  inUse: (word: string) => boolean = () => true,
): string[] {
  const bare = original.toLowerCase();
  const i = candidates.findIndex(
    (c) => /['’]/.test(c) && c.replace(/['’]/g, '').toLowerCase() === bare && inUse(c),
  );
  return i <= 0 ? candidates : [candidates[i], ...candidates.slice(0, i), ...candidates.slice(i + 1)];
}

// Spelling correspondences between English varieties (British/American: colour/color, centre/center,
// organise/organize, analyse/analyze, defence/defense, travelled/traveled, grey/gray, catalogue/catalog).
const VARIETY_CORRESPONDENCES: [string, string][] = [
  ['our', 'or'],
  ['re', 'er'],
  ['ise', 'ize'],
  ['yse', 'yze'],
  ['ence', 'ense'],
  ['ll', 'l'],
  ['ey', 'ay'],
  ['ogue', 'og'],
];

/** Whether `b` is `a` with one variety correspondence applied, either way ("grey" ↔ "gray"). */
function varietyCounterpart(a: string, b: string): boolean {
  for (const [x, y] of VARIETY_CORRESPONDENCES)
    for (const [from, to] of [
      [x, y],
      [y, x],
    ]) {
      for (let i = a.indexOf(from); i >= 0; i = a.indexOf(from, i + 1))
        if (a.slice(0, i) + to + a.slice(i + from.length) === b) return true;
    }
  return false;
}

/**
 * The candidates with the other variety's spelling of the word first: a word written in another
 * English variety ("grey" under US English) is corrected to its counterpart ("gray"), not to a
 * neighbour ("grew").
 */
export function varietyCounterpartFirst(original: string, candidates: string[]): string[] {
  const lower = original.toLowerCase();
  const i = candidates.findIndex((c) => varietyCounterpart(lower, c.toLowerCase()));
  return i <= 0 ? candidates : [candidates[i], ...candidates.slice(0, i), ...candidates.slice(i + 1)];
}
