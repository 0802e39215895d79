import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** The negative pronoun or adverb and its "any" form after a negated verb. */
const ANY_FORM: Record<string, string> = {
  nothing: 'anything',
  nobody: 'anybody',
  nowhere: 'anywhere',
};
const NEGATION = /^(?:not|n't|n’t|never)$/;

/**
 * "I don't know nothing about it" → "anything", "She didn't say nothing" → "anything", "We can't see
 * nobody" → "anybody": standard English has one negative per clause, so after a negated verb the
 * object takes the "any" form (Swan, Practical English Usage, "double negatives"; Cambridge, Common
 * Mistakes, "nothing / anything"). Only a lexical verb right after the negation and the negative word
 * right after the verb: "It's not nothing" (litotes, "be"), "not for nothing" and "can't make something
 * out of nothing" stay.
 */
export const doubleNegative: SentenceRule = {
  kind: 'sentence',
  id: 'double-negative',
  category: 'grammar',
  description: 'A second negative after a negated verb ("I don\'t know nothing")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 2; i < tokens.length; i++) {
      const word = tokens[i];
      const any = ANY_FORM[word.lower];
      if (!any) continue;
      const [negation, verb] = [tokens[i - 2], tokens[i - 1]];
      if (!NEGATION.test(negation.lower) || verb.pos !== 'VERB' || verb.lemma === 'be') continue;
      out.push({
        start: word.start,
        end: word.end,
        replacements: [matchCase(any, word.text)],
        message: `One negative is enough: "${verb.lower} ${any}".`,
        errorType: 'R:OTHER',
        certain: true,
      });
    }
    return out;
  },
};
