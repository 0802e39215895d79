import { hasSense } from '../../rephrase/thesaurus';
import { corpusLogProb } from '../corpus';
import type { RuleMatch, SentenceRule } from '../rule';
import { isPluralNoun, type Token } from '../tagger';

/** A person as the subject of "be", and the forms of "be" after it ("I am", "she's", "you were"). */
const PERSON = /^(?:i|he|she|you)$/;
const BE = /^(?:am|is|are|was|were|'m|'s|'re|’m|’s|’re)$/;
const CONTRACTED = /^(?:i|he|she)['’](?:m|s)$/;
/** Degree adverbs that may stand before the adjective of the phrase ("a very good student"). */
const DEGREE = /^(?:very|really|quite|pretty|rather|such)$/;

/**
 * "a" or "an" before `word`, as the corpus writes it ("an hour", "a university", "an MBA"); by the
 * first letter when the model knows neither.
 */
export function indefiniteFor(word: string): 'a' | 'an' {
  const [a, an] = [corpusLogProb(['a'], word), corpusLogProb(['an'], word)];
  if (a !== undefined && an !== undefined && a !== an) return an > a ? 'an' : 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * How much likelier the corpus makes a noun after "is a" than right after "is", in nats, for "is X"
 * to lack its article: "student" 5.8, "engineer" 6.5, "liar" 7.9, against nouns English also uses
 * bare after "be" — "vegetarian" 3.5, "genius" 3.6, "manager" 2.4, "fun" 1.4, "time" 1.3, "president"
 * −0.7, "trouble" −0.5, "home" −1.7.
 */
const ARTICLE_NATS = 4;

/**
 * Whether a token is a singular common noun the corpus writes with "a" after "is" (not a mass noun,
 * a unique role or a word also used as an adjective). The tagger may call it a verb after "is" ("He is
 * engineer"), where a base-form verb cannot stand.
 */
function countableSingular(t: Token): boolean {
  if (!/^(?:NOUN|VERB)$/.test(t.pos) || t.lemma !== t.lower || t.text !== t.lower) return false;
  if (isPluralNoun(t) || /[^s]s$/.test(t.lower) || !hasSense(t.lower, 'noun') || hasSense(t.lower, 'adj'))
    return false;
  const withArticle = corpusLogProb(['is', indefiniteFor(t.lower)], t.lower);
  const bare = corpusLogProb(['is'], t.lower);
  return withArticle !== undefined && bare !== undefined && withArticle - bare >= ARTICLE_NATS;
}

/**
 * "I am student at the university" → "a student", "He is engineer." → "an engineer": a person's
 * job or role after "be" takes an indefinite article. Only a single singular noun, optionally after
 * adjectives, ending its phrase (a preposition other than "of", or the end, after it): "She is
 * president of the club" and "He is head chef" are roles English names without one. Strong: the
 * language model judges mass nouns ("He is trouble") and the rest.
 */
function personalComplement(tokens: readonly Token[], i: number): RuleMatch | undefined {
  const [subject, be] = [tokens[i - 1], tokens[i]];
  // The tagger keeps "I'm", "she's" whole at times.
  const contracted = CONTRACTED.test(be.lower);
  if (!contracted && (!subject || !PERSON.test(subject.lower) || !BE.test(be.lower))) return undefined;
  // "you're" before a noun phrase is more often "your" mistyped ("I like you're new haircut") than a
  // role missing its article, so it is left to the your/you're rules.
  if (/['’]re$/.test(be.lower)) return undefined;
  let k = i + 1;
  if (DEGREE.test(tokens[k]?.lower ?? '') && tokens[k + 1]?.pos === 'ADJ') k++;
  while (k < i + 4 && tokens[k]?.pos === 'ADJ') k++;
  const noun = tokens[k];
  const after = tokens[k + 1];
  if (!noun || !countableSingular(noun)) return undefined;
  if (after && !(/^(?:PUNCT|CCONJ|ADV)$/.test(after.pos) || (after.pos === 'ADP' && after.lower !== 'of')))
    return undefined;
  const first = tokens[i + 1];
  // "I am good at it" is an adjective's complement, and "He is such fun" a mass noun; the first word
  // must open the noun phrase.
  if (first.lower === 'such') return undefined;
  const article = indefiniteFor(first.lower);
  return {
    start: first.start,
    end: first.end,
    replacements: [`${article} ${first.text}`],
    message: `A role or job after "${be.text}" takes "${article}": "${article} ${first.text}".`,
    errorType: 'M:DET',
    strong: true,
  };
}

/** The superlatives that always take "the" before a noun ("best", "worst", "biggest", "most useful"). */
function superlativeAt(tokens: readonly Token[], k: number): number | undefined {
  const t = tokens[k];
  if (!t) return undefined;
  if (/^(?:most|least)$/.test(t.lower) && tokens[k + 1]?.pos === 'ADJ') return k + 2;
  if (t.pos === 'ADJ' && (/^(?:best|worst)$/.test(t.lower) || (/est$/.test(t.lower) && t.lemma !== t.lower)))
    return k + 1;
  return undefined;
}

/**
 * "She is best student in the class" → "the best student", "one of best days" → "one of the best
 * days": a superlative before a noun takes "the" after "be" and in "one of". Strong.
 */
function superlativeArticle(tokens: readonly Token[], i: number): RuleMatch | undefined {
  const t = tokens[i];
  const oneOf = t.lower === 'of' && tokens[i - 1]?.lower === 'one';
  // "'s" after a noun is a possessive ("Europe's most prestigious competition"), after a pronoun "is".
  const possessive = /^['’]s$/.test(t.lower) && tokens[i - 1]?.pos !== 'PRON';
  if ((!BE.test(t.lower) || possessive) && !oneOf) return undefined;
  const end = superlativeAt(tokens, i + 1);
  const noun = end === undefined ? undefined : tokens[end];
  if (noun?.pos !== 'NOUN' || noun.text !== noun.lower) return undefined;
  // "You are best friends", "These are best practices": plural compounds English writes bare.
  if (!oneOf && isPluralNoun(noun)) return undefined;
  const first = tokens[i + 1];
  return {
    start: first.start,
    end: first.end,
    replacements: [`the ${first.text}`],
    message: `A superlative before a noun takes "the": "the ${first.text}".`,
    errorType: 'M:DET',
    strong: true,
  };
}

/**
 * "I have lot of work" → "a lot of": "lot" as a quantity takes "a" (after a verb, a preposition, a
 * conjunction or at the start; not "the whole lot of them", "the parking lot of the mall").
 */
function aLotOf(tokens: readonly Token[], i: number): RuleMatch | undefined {
  const [t, next, prev] = [tokens[i], tokens[i + 1], tokens[i - 1]];
  if (t.text !== 'lot' || next?.lower !== 'of') return undefined;
  if (prev && !/^(?:VERB|AUX|ADP|CCONJ|SCONJ|ADV|PRON|PUNCT)$/.test(prev.pos)) return undefined;
  if (prev && /^(?:a|the|this|that|my|your|his|her|its|our|their|whole)$/.test(prev.lower)) return undefined;
  return {
    start: t.start,
    end: t.end,
    replacements: ['a lot'],
    message: '"lot" as a quantity takes "a": "a lot of".',
    errorType: 'M:DET',
    strong: true,
  };
}

/** A missing article: "I am student" → "a student", "is best student" → "the best student". */
export const missingArticle: SentenceRule = {
  kind: 'sentence',
  id: 'missing-article',
  category: 'grammar',
  description: 'A missing "a" before a role after "be", or "the" before a superlative',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const m = superlativeArticle(tokens, i) ?? personalComplement(tokens, i) ?? aLotOf(tokens, i);
      if (m) out.push(m);
    }
    return out;
  },
};
