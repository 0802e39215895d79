import { ERRANT_ERROR_TYPES } from '@margin/shared/contract';
import type { ErrorType, FindingCategory, GeneralErrorType } from './finding';
import {
  AGREEMENT_PAIRS,
  ARTICLES,
  AUXILIARIES,
  CONJUNCTIONS,
  DETERMINERS,
  PARTICLES,
  PREPOSITIONS,
  PRONOUNS,
} from './word-classes';

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’-]*|[^\s\p{L}\p{N}]/gu;
const PUNCT = /^[^\p{L}\p{N}\s]+$/u;
const APOSTROPHE = /['’]/;

const tokens = (s: string) => (s.match(TOKEN) ?? []).map((t) => t.replace(/’/g, "'"));
const squash = (s: string) => s.replace(/\s+/g, '');

/** Whether the two differ only in whitespace. */
export const isWhitespaceOnly = (o: string, r: string) => o !== r && squash(o) === squash(r);
/** Whether the two differ only in letter case. */
export const isCaseOnly = (o: string, r: string) => o !== r && o.toLowerCase() === r.toLowerCase();
/** Whether the two differ only by hyphens (or a hyphen against a space). */
export const isHyphenOnly = (o: string, r: string) =>
  o !== r && (o.includes('-') || r.includes('-')) && o.replace(/[-\s]/g, '') === r.replace(/[-\s]/g, '');

/** The ERRANT part-of-speech class of one word, from closed word classes (open classes are OTHER). */
function wordClass(word: string): string {
  const w = word.toLowerCase();
  if (PUNCT.test(w)) return 'PUNCT';
  if (ARTICLES.has(w)) return 'DET:ART';
  if (DETERMINERS.has(w)) return 'DET';
  if (PARTICLES.has(w)) return 'PART';
  if (PREPOSITIONS.has(w)) return 'PREP';
  if (PRONOUNS.has(w)) return 'PRON';
  if (CONJUNCTIONS.has(w)) return 'CONJ';
  if (AUXILIARIES.has(w)) return 'VERB';
  if (/'s$/.test(w)) return 'NOUN:POSS';
  return 'OTHER';
}

/** Whether `a` and `b` look like two inflections of one word (walk/walks/walked/walking). */
function sameStem(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const stem = (w: string) => w.replace(/(ies|es|s|ed|ing|er|est)$/, '').replace(/e$/, '');
  return x !== y && stem(x).length >= 3 && stem(x) === stem(y);
}

/** The differing middle of two token lists (common prefix and suffix removed). */
function diff(o: string[], r: string[]): [string[], string[]] {
  let i = 0;
  while (i < o.length && i < r.length && o[i].toLowerCase() === r[i].toLowerCase()) i++;
  let j = 0;
  while (
    j < o.length - i &&
    j < r.length - i &&
    o[o.length - 1 - j].toLowerCase() === r[r.length - 1 - j].toLowerCase()
  )
    j++;
  return [o.slice(i, o.length - j), r.slice(i, r.length - j)];
}

/**
 * An ERRANT-style `error_type` for replacing `original` with `replacement` (DECISIONS.md): M missing,
 * U unnecessary, R replace, with the class of the words involved. The category tells spelling apart,
 * which the strings alone cannot.
 */
export function classifyEdit(original: string, replacement: string, category: FindingCategory): ErrorType {
  if (isWhitespaceOnly(original, replacement) || isCaseOnly(original, replacement)) return 'R:ORTH';
  if (isHyphenOnly(original, replacement)) return 'R:ORTH';
  const ot = tokens(original);
  const rt = tokens(replacement);
  const [o, r] = diff(ot, rt);
  if (o.length === 0 && r.length === 0) return 'R:OTHER';
  if (o.length === 0 || r.length === 0) {
    const op = o.length === 0 ? 'M' : 'U';
    const words = o.length === 0 ? r : o;
    const classes = new Set(words.map(wordClass));
    const cls = classes.size === 1 ? [...classes][0] : 'OTHER';
    return asErrorType(`${op}:${cls}`);
  }
  if ([...o, ...r].every((t) => PUNCT.test(t))) return 'R:PUNCT';
  if (category === 'spelling') return 'R:SPELL';
  if (
    o.length > 1 &&
    o.length === r.length &&
    [...o].sort().join(' ').toLowerCase() === [...r].sort().join(' ').toLowerCase()
  )
    return 'R:WO';
  if (o.length === 1 && r.length === 1) {
    const [a, b] = [o[0].toLowerCase(), r[0].toLowerCase()];
    if (AGREEMENT_PAIRS.get(a) === b) return 'R:VERB:SVA';
    if (APOSTROPHE.test(a) !== APOSTROPHE.test(b) && a.replace(/'/g, '') === b.replace(/'/g, ''))
      return 'R:CONTR';
    if (APOSTROPHE.test(a) || APOSTROPHE.test(b)) return 'R:CONTR';
    const ca = wordClass(a);
    if (ca !== 'OTHER' && ca === wordClass(b)) return asErrorType(`R:${ca}`);
    if (sameStem(a, b)) {
      if (/s$/.test(a) !== /s$/.test(b) && !/(ed|ing)$/.test(a + b))
        return category === 'grammar' && /s$/.test(a + b) && !/ss$/.test(a) ? 'R:NOUN:NUM' : 'R:MORPH';
      if (/(ed|ing)$/.test(a) || /(ed|ing)$/.test(b)) return 'R:VERB:FORM';
      return 'R:MORPH';
    }
  }
  return 'R:OTHER';
}

function asErrorType(code: string): ErrorType {
  const known: readonly string[] = ERRANT_ERROR_TYPES;
  return (known.includes(code) ? code : `${code.slice(0, 1)}:OTHER`) as ErrorType;
}

/**
 * `general_error_type` (DECISIONS.md) of an edit: the content decides where it can (case-only edits are
 * Capitalization, whitespace-only Whitespace, punctuation Punctuation), the category elsewhere.
 */
export function generalErrorType(
  errorType: ErrorType,
  original: string,
  replacement: string,
  category: FindingCategory,
): GeneralErrorType {
  if (category === 'advanced') return 'Advanced Edit';
  if (isWhitespaceOnly(original, replacement)) return 'Whitespace';
  if (isCaseOnly(original, replacement)) return 'Capitalization';
  if (errorType.endsWith(':PUNCT')) return 'Punctuation';
  if (errorType === 'R:SPELL') return 'Spelling';
  if (errorType === 'R:WO') return 'Word Order';
  if (errorType === 'R:ORTH') return 'Spelling';
  switch (category) {
    case 'spelling':
      return 'Spelling';
    case 'word-choice':
      return 'Word Choice';
    case 'style':
      return 'Style';
    case 'punctuation':
      return 'Punctuation';
    case 'capitalization':
      return 'Capitalization';
    case 'whitespace':
      return 'Whitespace';
    case 'word-order':
      return 'Word Order';
    case 'grammar':
      return 'Grammar';
    default:
      return errorType.endsWith(':OTHER') ? 'Other' : 'Grammar';
  }
}
