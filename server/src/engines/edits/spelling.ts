import type { Finding } from './finding';
import type { WordCheck } from './real-words';

/** Options of one spelling check. */
export interface SpellingOptions {
  lang: string;
  /** us/gb/au/ca, or undefined for no variety preference (null-variety). */
  variety?: 'us' | 'gb' | 'au' | 'ca';
  neural: boolean;
  medical: boolean;
}

/** A spelling engine for /edits: what it checks and its findings on one paragraph. */
export interface SpellingProvider {
  /** Languages it can check. */
  supports(lang: string): boolean;
  /** Whether a medical word list is installed (`medical: true`). */
  readonly hasMedicalList: boolean;
  /** Spelling findings on one paragraph (code points relative to it). */
  check(text: string, options: SpellingOptions): Promise<Finding[]>;
  /** Whether a word is a word of `lang` in any of its varieties (case-aware), for the real-word filter. */
  wordCheck(lang: string): Promise<WordCheck>;
}

/**
 * The candidates with the one that only adds an apostrophe first: a contraction typed without it
 * ("isnt", "didnt") is by far the likeliest intent, whatever the edit distance ranks first ("in").
 */
export function apostropheFirst(original: string, candidates: string[]): string[] {
  const bare = original.toLowerCase();
  const i = candidates.findIndex((c) => /['’]/.test(c) && c.replace(/['’]/g, '').toLowerCase() === bare);
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
 * variety ("grey" under US English) is corrected to its counterpart ("gray"), not to a neighbour ("grew").
 */
export function varietyCounterpartFirst(original: string, candidates: string[]): string[] {
  const lower = original.toLowerCase();
  const i = candidates.findIndex((c) => varietyCounterpart(lower, c.toLowerCase()));
  return i <= 0 ? candidates : [candidates[i], ...candidates.slice(0, i), ...candidates.slice(i + 1)];
}

let provider: Promise<SpellingProvider> | undefined;

/**
 * The spelling engine of /edits: Margin's spell engine (server/src/engines/spell: Hunspell dictionaries,
 * candidate index, context reranker), loaded on first use. The one place it is wired into /edits.
 */
export function spellingProvider(): Promise<SpellingProvider> {
  provider ??= (async () => {
    const spell = await import('../spell');
    return {
      supports: (lang: string) => spell.supportsLanguage(lang),
      hasMedicalList: true,
      async check(text, options) {
        const found = await spell.checkSpelling(text, {
          lang: options.lang,
          variety: options.variety ?? 'any',
          // The context reranker only reorders the candidates: it always orders them, so a word gets the
          // same best correction here as from /spellcheck ("pakage" -> "package", not "passage"; #16).
          neural: true,
          medical: options.medical,
        });
        // A word the engine has no correction for cannot become an edit (an edit needs a replacement).
        return found
          .filter((f) => f.candidates.length > 0)
          .map((f) => ({
            start: f.start,
            end: f.end,
            ruleId: 'spelling',
            category: 'spelling' as const,
            message: `"${f.original}" may be misspelt.`,
            replacements: apostropheFirst(
              f.original,
              varietyCounterpartFirst(f.original, f.candidates),
            ).slice(0, 5),
          }));
      },
      async wordCheck(lang) {
        const checker = await spell.spellChecker(lang, 'any');
        return (word) => checker.isCorrect(word);
      },
    } satisfies SpellingProvider;
  })();
  return provider;
}
