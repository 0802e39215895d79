import type { RuleMatch, SentenceRule } from '../rule';

const SUBJECT_OF: Record<string, string> = {
  me: 'I',
  you: 'you',
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
};
/** Verbs that report advice and take a "that" clause (or a gerund), never an object + infinitive. */
const SUGGEST = /^(?:suggest|suggests|suggested|suggesting|propose|proposes|proposed|proposing)$/;

/**
 * "She suggested me to apply" → "She suggested that I apply": "suggest" and "propose" take a "that"
 * clause with the base form (grammar references list "suggest somebody to do" among learners' errors).
 * "recommend somebody to do" is left alone: British usage allows it.
 */
export const suggestThat: SentenceRule = {
  kind: 'sentence',
  id: 'suggest-that',
  category: 'grammar',
  description: '"suggest somebody to do" instead of "suggest that somebody do"',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      const [verb, object, to, infinitive] = tokens.slice(i, i + 4);
      if (!SUGGEST.test(verb.lower) || verb.pos === 'NOUN' || !SUBJECT_OF[object.lower]) continue;
      if (to.lower !== 'to' || infinitive.pos !== 'VERB' || infinitive.lower !== infinitive.lemma) continue;
      const clause = `that ${SUBJECT_OF[object.lower]} ${infinitive.text}`;
      out.push({
        start: object.start,
        end: infinitive.end,
        replacements: [clause],
        message: `"${verb.lower}" takes a that-clause: "${verb.text} ${clause}".`,
        errorType: 'R:VERB:FORM',
        // No reading keeps the object and the infinitive; the model need only agree.
        strong: true,
      });
    }
    return out;
  },
};
