/**
 * Noun-number candidates scored by the language model: a noun after a determiner, a quantifier or a
 * number is tried in its other number, and the form the model prefers becomes a candidate. Classes
 * (from grammar references, not from examples):
 * - a singular determiner or "one" before a plural noun ("a milestones", "one hexagons" → singular);
 * - a plural determiner, quantifier or number before a singular noun ("these book", "two apple",
 *   "many problem" → plural);
 * - an uncountable noun made plural ("much informations", "some advices" → singular);
 * - an irregular plural or singular in the wrong place ("one feet", "two foot").
 * Plurals are built by English's regular rules plus the common irregular nouns; a form the model has
 * never seen is not tried, and the real-word filter rejects any replacement outside the dictionary.
 * What is proposed here is only a candidate: the evidence gate (evidence.ts, family `noun-number`)
 * keeps it when the model's preference clears the margin tuned on synthetic errors.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { findingsByEvidence } from './candidates';
import { matchCase } from './rule';
import type { TaggedSentence, Token } from './tagger';

/** Rule id of its findings. */
export const NOUN_NUMBER_RULE_ID = 'margin:noun-number';

/** Words after which the number of the next noun phrase's head is fixed by grammar. */
const NUMBER_DETERMINERS = new Set([
  'a',
  'an',
  'one',
  'this',
  'that',
  'these',
  'those',
  'each',
  'every',
  'another',
  'many',
  'much',
  'few',
  'fewer',
  'several',
  'both',
  'various',
  'numerous',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twenty',
  'hundred',
  'thousand',
  'million',
]);

/** Irregular singular → plural (the common ones of a grammar reference). */
const IRREGULAR: [string, string][] = [
  ['man', 'men'],
  ['woman', 'women'],
  ['child', 'children'],
  ['person', 'people'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
  ['goose', 'geese'],
  ['life', 'lives'],
  ['wife', 'wives'],
  ['knife', 'knives'],
  ['leaf', 'leaves'],
  ['half', 'halves'],
  ['shelf', 'shelves'],
  ['wolf', 'wolves'],
];
const pluralIrregular = new Map(IRREGULAR);
const singularIrregular = new Map(IRREGULAR.map(([s, p]) => [p, s]));

/** Plural of a singular noun by English's regular rules (and the irregular list). */
export function pluralOf(singular: string): string {
  const irregular = pluralIrregular.get(singular);
  if (irregular) return irregular;
  if (/[^aeiou]y$/.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z)$/.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/** The determiner, quantifier or number that fixes the number of the noun at `i`, if any. */
function determinerOf(tokens: readonly Token[], i: number): Token | undefined {
  // Up to two adjectives or adverbs may stand between ("a very big houses", "two red apple").
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const t = tokens[j];
    // "this" and "that" fix a number only as determiners ("the book that students read" does not).
    if ((t.lower === 'this' || t.lower === 'that') && t.pos !== 'DET') return undefined;
    // "one" ending a compound numeral ("fifty-one dollars", "a hundred and one nights") is plural.
    if (t.lower === 'one' && /^(-|and|\p{N}+)$/u.test(tokens[j - 1]?.lower ?? '')) return undefined;
    if (t.lower === 'one' && tokens[j - 1]?.pos === 'NUM') return undefined;
    if (NUMBER_DETERMINERS.has(t.lower) || (t.pos === 'NUM' && /^\d+$/.test(t.text) && t.text !== '1'))
      return t;
    if (t.pos !== 'ADJ' && t.pos !== 'ADV') return undefined;
  }
  return undefined;
}

/** The other number of a noun token (lower case), or undefined when it has none worth trying. */
export function otherNumber(t: Token): string | undefined {
  if (t.pos !== 'NOUN' || !/^\p{Ll}{2,}$/u.test(t.text)) return undefined;
  const singular = singularIrregular.get(t.lower);
  if (singular) return singular;
  if (pluralIrregular.has(t.lower)) return pluralIrregular.get(t.lower);
  // wink's lemma of a regular plural is its singular ("milestones" → "milestone").
  if (t.lemma !== t.lower && /s$/.test(t.lower) && /^\p{Ll}+$/u.test(t.lemma)) return t.lemma;
  if (/(ss|us|is|ics)$/.test(t.lower) || /s$/.test(t.lower)) return undefined;
  return pluralOf(t.lower);
}

/**
 * Noun-number findings on one paragraph (code points): for each noun whose number a determiner fixes,
 * the other number when the model prefers it at all (the evidence gate applies the margin). A noun
 * followed by another noun is a modifier ("two car garage"), and is left alone.
 */
export function nounNumberFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsByEvidence(text, sentences, lm, (t, i, cp) => {
    if (i === 0) return [];
    const next = t[i + 1];
    if (next && (next.pos === 'NOUN' || next.pos === 'PROPN')) return [];
    const alternative = otherNumber(t[i]);
    if (!alternative || !determinerOf(t, i)) return [];
    const written = matchCase(alternative, t[i].text);
    return [
      {
        start: cp(t[i].start),
        end: cp(t[i].end),
        ruleId: NOUN_NUMBER_RULE_ID,
        category: 'grammar',
        errorType: 'R:NOUN:NUM',
        message: `Did you mean "${written}"? The words before "${t[i].text}" call for this number.`,
        replacements: [written],
      },
    ];
  });
}
