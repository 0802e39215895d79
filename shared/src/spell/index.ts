/**
 * Margin's spell engine: isomorphic (no Node or DOM imports), so the server and the extension's
 * offline Web Worker run the same code.
 *
 * Building blocks:
 * - `HunspellDictionary.parse(aff, dic)`: Hunspell .aff/.dic text → a checker that strips affixes
 *   (prefixes, two suffix levels, circumfixes, compounds, COMPOUNDRULE, ICONV/OCONV, IGNORE).
 * - `expandForms(dict, limit)`: affix expansion into the word list of the suggestion index.
 * - `DeletionIndex(words)`: SymSpell-style symmetric-deletion index (distance ≤ 2, typed arrays).
 * - `Suggester(dict, {index, frequencies})`: candidates (index, REP table, single edits, word splits)
 *   ranked by a noisy channel: ln P(word) − λ·(weighted edit cost from `editProfile`).
 * - `CandidateReranker`: the context model interface; `rerank()` batches candidates through it with
 *   the features of `writeFeatures` (edit operations, keyboard, frequency, neighbouring words).
 * - `wordTokens(text)`: the words worth checking (skips URLs, emails, code, numbers, acronyms, HTML).
 *
 * The one call most code wants:
 *
 *   const checker = createSpellChecker({ aff, dic, frequencies, reranker });
 *   const findings = await checker.check(text, { minLength: 3, userWords, neural: true });
 *   // findings: [{ start, end, original, candidates }]: absolute code points, candidates best first
 *
 * In the server, `checkSpelling(text, { lang, variety, neural, medical, minLength, userWords })` from
 * server/src/engines/spell loads the right dictionary package once per language and calls this.
 */
import { createSuggester } from './assembly';
import { type SpellChecker as Checker, SpellChecker, type WordChecker } from './checker';
import type { WordFrequencies } from './frequencies';
import { HunspellDictionary } from './hunspell/dictionary';
import type { CandidateReranker } from './reranker';

export {
  createSuggester,
  type ExpandedForms,
  FULL_FORM_INDEX_LIMIT,
  INDEX_FORM_LIMIT,
  indexFormLimit,
  indexForms,
  lazyIndex,
} from './assembly';

export {
  CodePointCursor,
  SpellChecker,
  type SpellCheckOptions,
  type SpellFinding,
  type WordChecker,
} from './checker';
export { FEATURE_COUNT, FEATURE_NAMES, type WordContext, writeFeatures } from './features';
export { WordFrequencies } from './frequencies';
export { HunspellDictionary } from './hunspell/dictionary';
export { expandForms } from './hunspell/expand';
export { apostropheFirst, varietyCounterpartFirst } from './preferences';
export { type CandidateReranker, RERANK_DEPTH, rerank } from './reranker';
export { DeletionIndex } from './suggest/deletion-index';
export { editProfile, Keyboard } from './suggest/error-model';
export { matchCase, Suggester, type Suggestion } from './suggest/suggester';
export { type WordToken, wordTokens } from './tokenize';

/** What `createSpellChecker` needs: the dictionary files' text and the optional statistics and model. */
export interface SpellCheckerSource {
  aff: string;
  dic: string;
  frequencies?: WordFrequencies;
  reranker?: CandidateReranker;
  /** More correct words (e.g. other varieties' dictionaries, a medical list). */
  alsoAccept?: WordChecker[];
}

/** A ready checker for one language; the suggestion index (see assembly.ts) is built on the first misspelling. */
export function createSpellChecker(source: SpellCheckerSource): Checker {
  const dictionary = HunspellDictionary.parse(source.aff, source.dic);
  const suggester = createSuggester(dictionary, source.frequencies);
  return new SpellChecker({
    dictionary,
    suggester,
    alsoAccept: source.alsoAccept,
    frequencies: source.frequencies,
    reranker: source.reranker,
  });
}
