import type { WordFrequencies } from './frequencies';
import type { HunspellDictionary } from './hunspell/dictionary';
import { expandForms } from './hunspell/expand';
import { DeletionIndex } from './suggest/deletion-index';
import { Suggester } from './suggest/suggester';

/**
 * Forms kept in a language's suggestion index; the checker still accepts every form. One limit for
 * the server, the extension's offline worker and its build step (English fits whole: ~124,000 forms).
 */
export const INDEX_FORM_LIMIT = 160_000;
/**
 * Full-form dictionaries (Greek lists 830,000 forms with few affixes) already hold most of their
 * memory in stems; their index samples fewer forms so the language stays within its memory budget.
 */
export const FULL_FORM_STEMS = 400_000;
export const FULL_FORM_INDEX_LIMIT = 100_000;

/** An expanded form list: the words of the suggestion index, and whether expansion finished. */
export interface ExpandedForms {
  forms: string[];
  complete: boolean;
}

/** How many forms of `dict` the suggestion index holds. */
export function indexFormLimit(dict: HunspellDictionary): number {
  return dict.stems.size > FULL_FORM_STEMS ? FULL_FORM_INDEX_LIMIT : INDEX_FORM_LIMIT;
}

/** The forms of `dict` for its suggestion index, within {@link indexFormLimit}. */
export function indexForms(dict: HunspellDictionary): ExpandedForms {
  return expandForms(dict, indexFormLimit(dict));
}

/**
 * A suggestion index built on first use from the dictionary's forms (or `prebuilt` ones, e.g.
 * expanded at build time) plus extra words.
 */
export function lazyIndex(
  dict: HunspellDictionary,
  extraWords: Iterable<string> = [],
  prebuilt?: () => ExpandedForms,
) {
  let index: DeletionIndex | undefined;
  let complete = true;
  return {
    index: () => {
      if (!index) {
        const expanded = prebuilt ? prebuilt() : indexForms(dict);
        complete = expanded.complete;
        index = new DeletionIndex([...expanded.forms, ...extraWords]);
      }
      return index;
    },
    indexComplete: () => complete,
  };
}

/** A suggester over one dictionary, with an optional frequency list, extra words and prebuilt forms. */
export function createSuggester(
  dict: HunspellDictionary,
  frequencies?: WordFrequencies,
  extraWords?: ReadonlySet<string>,
  prebuilt?: () => ExpandedForms,
): Suggester {
  return new Suggester(dict, { ...lazyIndex(dict, extraWords ?? [], prebuilt), frequencies, extraWords });
}
