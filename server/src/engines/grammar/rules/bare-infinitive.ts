import type { RuleMatch, SentenceRule } from '../rule';

/** Verbs whose object takes a bare infinitive (no "to"): "let me know", "made us wait". */
const BARE_INFINITIVE_VERBS = new Set(['let', 'lets', 'letting', 'make', 'makes', 'made', 'making']);
const LET = new Set(['let', 'lets', 'letting']);
/** Object pronouns: with a noun phrase the pattern is often a purpose ("made the effort to attend"). */
const OBJECTS = new Set(['me', 'him', 'her', 'us', 'them', 'you']);

/**
 * "let me to know" → "let me know", "made them to wait" → "made them wait": "let" and active "make"
 * take an object and a bare infinitive (a passive keeps "to": "they were made to wait").
 */
export const bareInfinitive: SentenceRule = {
  kind: 'sentence',
  id: 'bare-infinitive',
  category: 'grammar',
  description: '"to" before the infinitive after "let" or "make" and an object',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      const [verb, object, to, infinitive] = tokens.slice(i, i + 4);
      if (
        BARE_INFINITIVE_VERBS.has(verb.lower) &&
        verb.pos !== 'NOUN' &&
        OBJECTS.has(object.lower) &&
        to.lower === 'to' &&
        infinitive.pos === 'VERB' &&
        infinitive.lower === infinitive.lemma.toLowerCase()
      ) {
        out.push({
          start: to.start,
          end: infinitive.end,
          replacements: [infinitive.text],
          message: `Use the bare infinitive after "${verb.lower}": "${object.text} ${infinitive.text}".`,
          errorType: 'U:PART',
          // "let X to V" has no grammatical reading, but corpus text has it often enough that the model
          // cannot judge it; "make X to V" can be the idiom "make them to order", so the model decides.
          ...(LET.has(verb.lower) ? { certain: true } : { strong: true }),
        });
      }
    }
    return out;
  },
};
