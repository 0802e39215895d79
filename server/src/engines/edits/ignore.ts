import type { IGNORE_EDIT_TYPES } from '@margin/shared/contract';
import { words as tokenWords } from '@margin/shared/text/tokens';
import { isCaseOnly, isHyphenOnly, isWhitespaceOnly } from './classify';
import { AUXILIARIES } from './word-classes';

export type IgnoreEditType = (typeof IGNORE_EDIT_TYPES)[number];

/** What an ignore category looks at: the edit's type, the text it replaces and its replacement. */
export interface Classified {
  errorType: string;
  original: string;
  replacement: string;
}

/** The words an edit touches, lower-cased (digits count as words, so they are never auxiliaries). */
const words = (s: string) => tokenWords(s, { words: 'model', lowercase: true });

/** Whether every word an edit changes is an auxiliary ("is" → "are", "has" → "have"). */
function onlyAuxiliaries(original: string, replacement: string): boolean {
  const changed = [...words(original), ...words(replacement)];
  return changed.length > 0 && changed.every((w) => AUXILIARIES.has(w.replace('’', "'")));
}

/** Each ignore_edit_types category as a test on an edit (DECISIONS.md). */
const MATCHERS: Record<IgnoreEditType, (e: Classified) => boolean> = {
  articles_determiners: (e) => e.errorType.includes(':DET'),
  auxiliary_verbs: (e) => e.errorType.includes(':VERB') && onlyAuxiliaries(e.original, e.replacement),
  capitalization: (e) => e.errorType === 'R:ORTH' && isCaseOnly(e.original, e.replacement),
  hyphens: (e) => isHyphenOnly(e.original, e.replacement),
  punctuation: (e) => e.errorType.endsWith(':PUNCT'),
  whitespace: (e) => isWhitespaceOnly(e.original, e.replacement),
};

/** Whether an edit falls in any of the ignored categories. */
export function isIgnored(edit: Classified, ignored: readonly IgnoreEditType[]): boolean {
  return ignored.some((type) => MATCHERS[type](edit));
}
