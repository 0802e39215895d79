/**
 * Plurals of nouns English uses as uncountable ("informations", "advices", "furnitures", "knowledges"):
 * the singular, with a plural verb right after made singular too ("the informations are" → "the
 * information is"). Which nouns are uncountable is learned from the corpus, not listed: a noun whose
 * plural the language model's 106M words use less than once per UNCOUNTABLE_RATIO uses of its singular
 * (or never often enough to enter its vocabulary while the singular is common) is one writers almost
 * never pluralise. Countable nouns, and mass nouns with a common plural sense ("waters", "papers",
 * "works", "damages"), sit well above that ratio (measured: 0.06 to 0.4) and are left alone. What is
 * proposed here is only a candidate: the evidence gate (family `noun-number`) keeps it when the model
 * prefers the sentence with the edit.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import { UNK_ID } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { hasSense } from '../rephrase/thesaurus';
import { TO_SINGULAR } from './agreement-forms';
import { findingsByEvidence } from './candidates';
import { pluralOf } from './noun-number';
import { matchCase } from './rule';
import type { TaggedSentence, Token } from './tagger';

/** Rule id of its findings. */
export const UNCOUNTABLE_PLURAL_RULE_ID = 'margin:uncountable-plural';

/**
 * Largest plural-to-singular frequency ratio of an uncountable noun. Measured on the model's unigrams:
 * informations 0.001, knowledges 0.0008, advices 0.004, equipments 0.009; countable or plural-sense
 * nouns from 0.03 ("breads") upwards ("hairs" 0.06, "waters" 0.11, "works" 0.32).
 */
export const UNCOUNTABLE_RATIO = 0.01;

/**
 * Smallest unigram log-probability of the singular for an unseen plural to count as rare: about 650
 * uses in the corpus, so that the plural's absence from a 250,000-word vocabulary means something.
 */
const COMMON_SINGULAR_LOGP = -12;

export { listedUncountable, UNCOUNTABLE_NOUNS_FILE } from './uncountable-list';

/** Plural determiners and quantifiers before the noun and what an uncountable noun takes instead. */
const PLURAL_DETERMINERS = new Map([
  ['these', 'this'],
  ['those', 'that'],
  ['many', 'much'],
  ['few', 'little'],
  ['fewer', 'less'],
]);

/** Words that make a noun phrase plural with no singular word to put instead ("two", "several", "both"). */
const COUNTING =
  /^(\p{N}+|two|three|four|five|six|seven|eight|nine|ten|several|both|various|numerous|multiple|a|an|one|each|every)$/u;

/** The singular of a plural noun token when the corpus says the noun is uncountable. */
export function uncountableSingular(t: Token, lm: LanguageModel): string | undefined {
  if (t.pos !== 'NOUN' || !/^\p{Ll}{3,}s$/u.test(t.lower) || t.text !== t.lower) return undefined;
  const singular = t.lemma;
  if (singular === t.lower || !/^\p{Ll}+$/u.test(singular) || !t.lower.startsWith(singular.slice(0, -1)))
    return undefined;
  // Only a regularly formed plural: "citys" or "familys" is a misspelt plural of a countable noun, and
  // its rarity in the corpus is the misspelling's, not the noun's (spelling corrects it to "cities").
  if (t.lower !== pluralOf(singular)) return undefined;
  if (lm.id(singular) === UNK_ID) return undefined;
  const singularLogp = lm.logProb([], singular);
  const rare =
    lm.id(t.lower) === UNK_ID
      ? singularLogp > COMMON_SINGULAR_LOGP
      : lm.logProb([], t.lower) - singularLogp < Math.log(UNCOUNTABLE_RATIO);
  // The singular's count says nothing of the noun when the word is mostly an adjective ("English
  // majors", "store exclusives"): WordNet says which words are. Asked last, as it reads a file.
  return rare && !hasSense(singular, 'adj') ? singular : undefined;
}

/** Uncountable-plural findings on one paragraph (code points). */
export function uncountablePluralFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsByEvidence(text, sentences, lm, (t, i, cp) => {
    const singular = uncountableSingular(t[i], lm);
    const edit = singular ? singularEdit(text, t, i, singular) : undefined;
    if (!singular || !edit) return [];
    return [
      {
        start: cp(edit.start),
        end: cp(edit.end),
        ruleId: UNCOUNTABLE_PLURAL_RULE_ID,
        category: 'grammar',
        errorType: 'R:NOUN:INFL',
        message: `"${singular}" is uncountable in English: it takes no plural -s.`,
        replacements: [edit.replacement],
      },
    ];
  });
}

/**
 * The edit making the plural noun at `i` its uncountable singular (UTF-16 range of `text`): with a
 * plural determiner before it ("these" → this, "many" → much) and a plural verb right after it ("are"
 * → is) in the same edit. Undefined before another noun (a modifier, where the plural is a different
 * question) or after a number ("two advices" needs "two pieces of advice": a rewrite, not a word).
 */
export function singularEdit(
  text: string,
  t: readonly Token[],
  i: number,
  singular: string,
): { start: number; end: number; replacement: string } | undefined {
  if (t[i + 1]?.pos === 'NOUN') return undefined;
  // The determiner, past up to two adjectives ("these useful informations" → "this useful information").
  let d = i - 1;
  const isDeterminer = (x: Token) => PLURAL_DETERMINERS.has(x.lower) || COUNTING.test(x.lower);
  while (d >= i - 2 && t[d] && !isDeterminer(t[d]) && (t[d].pos === 'ADJ' || t[d].pos === 'ADV')) d--;
  const determiner = t[d] && PLURAL_DETERMINERS.get(t[d].lower);
  if (t[d] && COUNTING.test(t[d].lower)) return undefined;
  const verb = t[i + 1] && TO_SINGULAR[t[i + 1].lower];
  const first = determiner ? d : i;
  const end = verb ? t[i + 1].end : t[i].end;
  let replacement = verb
    ? `${singular}${text.slice(t[i].end, t[i + 1].start)}${matchCase(verb, t[i + 1].text)}`
    : singular;
  if (determiner)
    replacement = `${matchCase(determiner, t[d].text)}${text.slice(t[d].end, t[i].start)}${replacement}`;
  return { start: t[first].start, end, replacement };
}
