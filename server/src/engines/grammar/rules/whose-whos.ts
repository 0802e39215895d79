import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

// Words that follow "who's" (who is / who has) and are no noun: "who's next", "who's been", "who's there".
const AFTER_WHO_IS =
  /^(?:been|got|gotten|done|gone|had|there|here|next|that|this|it|not|never|always|still|just|also|really|the|a|an|in|on|at|up|out|to|by|from|with|for|about|your|my|his|her|their|our|its)$/;

/** Whether a token is the present participle of a verb ("coming", "going"), not a noun in -ing. */
const isGerund = (t: Token | undefined) => t?.pos === 'VERB' && /ing$/.test(t.lower);

/**
 * "Who's coat is this?" → "Whose"; "Whose coming tonight?" → "Who's". "Whose" is a determiner and
 * stands before a noun; "who's" is "who is" or "who has" and stands before a verb form, an adjective or
 * a phrase. A grammar reference's test: "who's" followed by a bare noun and then a verb, or "whose"
 * followed by an -ing verb or by an adjective ending the phrase.
 */
export const whoseWhos: SentenceRule = {
  kind: 'sentence',
  id: 'whose-whos',
  category: 'word-choice',
  description: '"who\'s" (who is) confused with "whose" (of whom)',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 2; i++) {
      const t = tokens[i];
      // "Who's" reaches the tagger as "Who" + "'s".
      if (t.lower === 'who' && /^['’]s$/.test(tokens[i + 1].lower) && tokens[i + 1].start === t.end) {
        const noun = tokens[i + 2];
        const verb = tokens[i + 3];
        if (
          noun &&
          verb &&
          /^\p{Ll}+$/u.test(noun.text) &&
          !AFTER_WHO_IS.test(noun.lower) &&
          (noun.pos === 'NOUN' || (noun.pos === 'VERB' && noun.lower === noun.lemma)) &&
          !/(?:ing|ed)$/.test(noun.lower) &&
          (verb.pos === 'AUX' ||
            (verb.pos === 'VERB' && /s$/.test(verb.lower)) ||
            // "I know who's car that is", "who's turn it was": an embedded question, its subject after the noun
            (/^(?:that|this|it|he|she|they|these|those)$/.test(verb.lower) && tokens[i + 4]?.pos === 'AUX'))
        )
          out.push({
            start: t.start,
            end: tokens[i + 1].end,
            replacements: [matchCase('whose', t.text)],
            message: 'Use "whose" (of whom) before a noun.',
            errorType: 'R:PRON',
            // "who 's" and "whose" are different tokens to the word model, which prefers the
            // contraction's commoner bigrams ("Who's bag is this?" by ~3 nats); "who is bag is" has no
            // reading, so the pattern decides.
            certain: true,
          });
        continue;
      }
      if (t.lower !== 'whose') continue;
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      const adjectiveAlone =
        next.pos === 'ADJ' && (!after || ['ADP', 'PUNCT', 'PART', 'SCONJ'].includes(after.pos));
      if (isGerund(next) || adjectiveAlone || /^(?:been|going|gone|got)$/.test(next.lower))
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase("who's", t.text)],
          message: 'Use "who\'s" (who is, who has) before a verb or an adjective.',
          errorType: 'R:PRON',
        });
    }
    return out;
  },
};
