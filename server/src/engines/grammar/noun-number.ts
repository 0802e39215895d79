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
 * Each determiner asks for one number, so only that direction is tried: a singular noun after "two" or
 * "several" may become plural, a plural one never singular ("two dollars" is not a candidate).
 * What is proposed here is only a candidate: the evidence gate (evidence.ts) keeps it when the model's
 * preference clears the margin tuned on synthetic errors. After a plural quantifier or a number the
 * quantifier is itself the evidence, and synthetic errors support a lower margin there (those findings
 * carry QUANTIFIER_NUMBER_RULE_ID and the project rules' margin, docs/edits.md).
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { findingsByEvidence } from './candidates';
import { matchCase } from './rule';
import type { TaggedSentence, Token } from './tagger';
import { listedUncountable } from './uncountable-list';

/** Rule id of its findings. */
export const NOUN_NUMBER_RULE_ID = 'margin:noun-number';

/** Words after which the next noun phrase's head is singular (or uncountable, after "much"). */
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'one', 'this', 'that', 'each', 'every', 'another', 'much']);

/** Rule id of the findings that make a noun plural after a plural quantifier or a number. */
export const QUANTIFIER_NUMBER_RULE_ID = 'margin:quantifier-number';

/** Words after which the next noun phrase's head is plural. */
const PLURAL_QUANTIFIERS = new Set([
  'these',
  'those',
  'many',
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
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'thousand',
  'million',
  'billion',
  'dozen',
  'multiple',
  'countless',
]);

/**
 * Quantifiers of several words that ask for a plural count noun ("a lot of problems", "plenty of
 * shops"), by their last word and the words before it; an uncountable noun after them ("a lot of
 * money") stays, as the model does not prefer an unused plural.
 */
const QUANTIFIER_PHRASES: readonly (readonly string[])[] = [
  ['a', 'lot', 'of'],
  ['lots', 'of'],
  ['plenty', 'of'],
  ['a', 'variety', 'of'],
];

/**
 * Determiners that usually, not always, ask for a plural: "all", "most" and "other" before a count
 * noun ("all students", "most teachers", "other drivers"), but "all day", "most of", "the other
 * driver", "each other". Their findings take noun number's margin, not the quantifiers'.
 */
const LOOSE_PLURAL_DETERMINERS = new Set(['all', 'most', 'other']);

/** Whether the word at `j` ends a quantifier phrase of QUANTIFIER_PHRASES. */
function endsQuantifierPhrase(tokens: readonly Token[], j: number): boolean {
  return QUANTIFIER_PHRASES.some(
    (phrase) =>
      j + 1 >= phrase.length && phrase.every((w, k) => tokens[j - phrase.length + 1 + k]?.lower === w),
  );
}

/** Number words that take no plural -s (and no "of") after a number: "two hundred people", "three dozen eggs". */
const NUMBER_NOUNS = new Map([
  ['dozens', 'dozen'],
  ['hundreds', 'hundred'],
  ['thousands', 'thousand'],
  ['millions', 'million'],
  ['billions', 'billion'],
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

/** The number a determiner, quantifier or number token asks of the noun after it, if any. */
function numberAskedBy(tokens: readonly Token[], j: number): 'singular' | 'plural' | undefined {
  const t = tokens[j];
  const previous = tokens[j - 1];
  if (endsQuantifierPhrase(tokens, j)) return 'plural';
  // "this", "these" and the like fix a number only as determiners ("the book that students read" does not).
  if (/^(this|that|these|those)$/.test(t.lower) && t.pos !== 'DET') return undefined;
  if (SINGULAR_DETERMINERS.has(t.lower)) return 'singular';
  // A number after a noun is a label ("Season 5 start", "level 4 landscapes"), not a quantity.
  if (t.pos === 'NUM' && (previous?.pos === 'NOUN' || previous?.pos === 'PROPN')) return undefined;
  if (PLURAL_QUANTIFIERS.has(t.lower)) return 'plural';
  // Digits greater than one; four digits are usually a year ("the 2011 wildfire"), and digits after a
  // determiner a label or a compound ("the 17 inch wheels").
  if (t.pos === 'NUM' && /^\d{1,3}$/.test(t.text) && t.text !== '1' && previous?.pos !== 'DET')
    return 'plural';
  return undefined;
}

/** Determiners after which "of" makes a partitive ("one of the", "each of my"). */
const PARTITIVE_DETERMINERS = new Set(['the', 'my', 'your', 'his', 'her', 'its', 'our', 'their']);

/** Words that take a plural after "of" and a determiner besides the plural quantifiers ("one of the books"). */
const PARTITIVE_HEADS = new Set(['one', 'each', 'either', 'neither']);

/** Nouns of quantity that take a plural right after "of" ("a number of reasons", "dozens of eggs"). */
const QUANTITY_NOUNS = new Set([
  'number',
  'couple',
  'dozens',
  'hundreds',
  'thousands',
  'millions',
  'billions',
]);

/**
 * The word that makes the noun phrase starting after token `j` plural by a partitive: "one of the",
 * "each of my", "two of their" (`j` at the determiner), or "a number of", "dozens of" (`j` at "of").
 */
function partitiveHead(tokens: readonly Token[], j: number): Token | undefined {
  const t = tokens[j];
  if (t.lower === 'of') {
    const head = tokens[j - 1];
    if (!head || !QUANTITY_NOUNS.has(head.lower)) return undefined;
    // "a number of", "the number of", "a great number of"; "dozens of" needs nothing before it.
    if (head.lower === 'number' || head.lower === 'couple')
      return /^(a|the)$/.test(tokens[j - 2]?.lower ?? '') || tokens[j - 2]?.pos === 'ADJ' ? head : undefined;
    return head;
  }
  if (!PARTITIVE_DETERMINERS.has(t.lower) || tokens[j - 1]?.lower !== 'of') return undefined;
  const head = tokens[j - 2];
  if (!head) return undefined;
  return PARTITIVE_HEADS.has(head.lower) || numberAskedBy(tokens, j - 2) === 'plural' ? head : undefined;
}

/** Whether the word at `i` comes right after a partitive ("one of the", "a number of"). */
export function followsPartitive(tokens: readonly Token[], i: number): boolean {
  return i > 0 && partitiveHead(tokens, i - 1) !== undefined;
}

/** The determiner, quantifier or number that fixes the number of the noun at `i`, and that number. */
function determinerOf(
  tokens: readonly Token[],
  i: number,
): { token: Token; number: 'singular' | 'plural'; loose?: boolean } | undefined {
  const before = tokens[i - 1];
  // "all students", "most teachers", "other drivers": right before the noun, and not after a
  // determiner or possessive ("the other driver", "each other", "my other car", "the most").
  if (before && LOOSE_PLURAL_DETERMINERS.has(before.lower) && /^(?:DET|ADJ)$/.test(before.pos)) {
    const prior = tokens[i - 2];
    if (prior && (/^(?:DET|PRON|NUM)$/.test(prior.pos) || prior.lower === 'of')) return undefined;
    return { token: before, number: 'plural', loose: true };
  }
  // Up to two adjectives or adverbs may stand between ("a very big houses", "two red apple").
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    const t = tokens[j];
    // "one" ending a compound numeral ("fifty-one dollars", "a hundred and one nights") is plural.
    if (t.lower === 'one' && /^(-|and|\p{N}+)$/u.test(tokens[j - 1]?.lower ?? '')) return undefined;
    if (t.lower === 'one' && tokens[j - 1]?.pos === 'NUM') return undefined;
    const partitive = partitiveHead(tokens, j);
    if (partitive) return { token: partitive, number: 'plural' };
    const number = numberAskedBy(tokens, j);
    if (number) return { token: t, number };
    if (/^(this|that|these|those)$/.test(t.lower)) return undefined;
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
 * Noun-number findings on one paragraph (code points): for each noun whose number a determiner fixes
 * and that is written in the other number, that number when the model prefers it at all (the evidence
 * gate applies the margin). A noun followed by another noun is a modifier ("two car garage"), and is
 * left alone, as is a singular noun in "both … and …" ("both work and college").
 */
export function nounNumberFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsByEvidence(text, sentences, lm, (t, i, cp) => {
    const bare = bareSubjectPlural(t, i);
    if (bare)
      return [
        {
          start: cp(t[i].start),
          end: cp(t[i].end),
          ruleId: NOUN_NUMBER_RULE_ID,
          category: 'grammar',
          errorType: 'R:NOUN:NUM',
          message: `Did you mean "${bare}"? A singular "${t[i].text}" needs "a" or "the"; the verb after it is plural.`,
          replacements: [bare],
        },
      ];
    if (i === 0) return [];
    const numberWord = numberWordAfterNumber(t, i);
    if (numberWord) {
      const written = matchCase(numberWord.replacement, t[i].text);
      return [
        {
          start: cp(t[i].start),
          end: cp(t[numberWord.last].end),
          ruleId: QUANTIFIER_NUMBER_RULE_ID,
          category: 'grammar',
          errorType: 'R:NOUN:NUM',
          message: `Did you mean "${written}"? After a number, "${written}" takes no plural.`,
          replacements: [written],
        },
      ];
    }
    const next = t[i + 1];
    if (next && (next.pos === 'NOUN' || next.pos === 'PROPN') && !verbReadingOfNoun(t, i + 1)) return [];
    const alternative = otherNumber(t[i]);
    const determiner = determinerOf(t, i);
    if (!alternative || !determiner) return [];
    const writtenPlural = isPluralForm(t[i], alternative);
    if (writtenPlural !== (determiner.number === 'singular')) return [];
    if (determiner.token.lower === 'both' && /^(and|or)$/.test(next?.lower ?? '')) return [];
    // A listed uncountable noun has no plural to ask for ("in all weather", "a lot of homework").
    if (determiner.number === 'plural' && listedUncountable().has(t[i].lower)) return [];
    // "These" / "those" as a pronoun, before a verb the tagger took for a noun ("these head the list").
    if (/^th[oe]se$/.test(determiner.token.lower) && next?.pos === 'DET') return [];
    const written = matchCase(alternative, t[i].text);
    return [
      {
        start: cp(t[i].start),
        end: cp(t[i].end),
        ruleId:
          determiner.number === 'plural' && !determiner.loose
            ? QUANTIFIER_NUMBER_RULE_ID
            : NOUN_NUMBER_RULE_ID,
        category: 'grammar',
        errorType: 'R:NOUN:NUM',
        message: `Did you mean "${written}"? The words before "${t[i].text}" call for this number.`,
        replacements: [written],
      },
    ];
  });
}

/**
 * Whether the "noun" at `k` reads as a plural subject's verb the tagger took for a noun ("a lot of
 * student study abroad", "both of my parent work in"): a base form followed by what follows a verb
 * (a determiner, pronoun, adverb or preposition). A noun compound ("two car garage") is not followed
 * by those as often, and the model judges what is left.
 */
function verbReadingOfNoun(t: readonly Token[], k: number): boolean {
  const w = t[k];
  if (w.pos !== 'NOUN' || w.lemma !== w.lower || /s$/.test(w.lower)) return false;
  return /^(?:DET|PRON|ADV|ADP)$/.test(t[k + 1]?.pos ?? '');
}

/** Words that can open a clause before its bare subject ("Recently scientists have", "but teachers say"). */
const CLAUSE_OPENERS = new Set(['PUNCT', 'ADV', 'CCONJ', 'SCONJ']);

/**
 * A bare singular count noun as a clause's subject before a plural verb: "Recently scientist have
 * found", "Teacher give too much homework" → plural. A singular count noun cannot stand alone there
 * (it would need "a" or "the"), and the plural verb says which fix the writer meant; the agreement
 * rule's "Teacher gives" keeps the missing article. The noun opens its clause (the sentence, a
 * punctuation mark, an adverb or a conjunction before it, adjectives between), is lower case (or
 * opens the sentence), and is followed by "are", "were", "have", "do" or a lexical verb's base form.
 * The model judges whether the noun is countable ("Water are" has no plural worth trying).
 */
function bareSubjectPlural(t: readonly Token[], i: number): string | undefined {
  const noun = t[i];
  const verb = t[i + 1];
  if (!verb || noun.pos !== 'NOUN') return undefined;
  if (
    !/^(?:are|were|have|do)$/.test(verb.lower) &&
    !(verb.pos === 'VERB' && verb.lemma === verb.lower && !/(?:ed|s)$/.test(verb.lower))
  )
    return undefined;
  let k = i - 1;
  while (k >= 0 && t[k].pos === 'ADJ') k--;
  if (k >= 0 && !CLAUSE_OPENERS.has(t[k].pos)) return undefined;
  // "that" and "which" open relative clauses whose verb may agree with a noun before them.
  if (k >= 0 && /^(?:that|which|who|so|than|as)$/.test(t[k].lower)) return undefined;
  const lower = i === 0 ? noun.lower : noun.text;
  if (!/^\p{Ll}{3,}$/u.test(lower)) return undefined;
  if (listedUncountable().has(noun.lower)) return undefined;
  const alternative = otherNumber({ ...noun, text: lower });
  if (!alternative || isPluralForm(noun, alternative) || alternative === noun.lower) return undefined;
  return matchCase(alternative, noun.text);
}

/**
 * "dozens", "hundreds" … right after a number ("two hundreds people", "three dozens of eggs"): the
 * singular, with the "of" that follows dropped unless a determiner or pronoun comes after it ("two
 * dozen of the eggs"). `last` is the index of the last token replaced.
 */
function numberWordAfterNumber(
  t: readonly Token[],
  i: number,
): { replacement: string; last: number } | undefined {
  const singular = NUMBER_NOUNS.get(t[i].lower);
  const previous = t[i - 1];
  if (!singular || !previous || !(previous.pos === 'NUM' || PLURAL_QUANTIFIERS.has(previous.lower)))
    return undefined;
  if (!/^(\d+|[a-z]+)$/.test(previous.lower) || !/^\p{Ll}+$/u.test(t[i].text)) return undefined;
  const of = t[i + 1]?.lower === 'of' && !/^(DET|PRON)$/.test(t[i + 2]?.pos ?? 'DET');
  return of ? { replacement: singular, last: i + 1 } : { replacement: singular, last: i };
}

/** Whether a noun is written in its plural, given its other number (from `otherNumber`). */
function isPluralForm(t: Token, other: string): boolean {
  return singularIrregular.has(t.lower) || (t.lemma !== t.lower && t.lemma === other);
}
