import type { RuleMatch, SentenceRule } from '../rule';

/** Verbs whose object takes a bare infinitive (no "to"): "let me know", "made us wait". */
const BARE_INFINITIVE_VERBS = new Set(['let', 'lets', 'letting', 'make', 'makes', 'made', 'making']);
const LET = new Set(['let', 'lets', 'letting']);
/**
 * Verbs of perception, which take an object and a bare infinitive in the active ("heard him shout").
 * "to" after their object can be a purpose ("watched him to learn how"), and "hear it to be true" is
 * formal English, so the model decides, and "be" is left alone.
 */
const PERCEPTION_VERBS = new Set([
  'see',
  'sees',
  'saw',
  'hear',
  'hears',
  'heard',
  'watch',
  'watches',
  'watched',
  'notice',
  'noticed',
  'feel',
  'feels',
  'felt',
]);
/** Object pronouns: with a noun phrase the pattern is often a purpose ("made the effort to attend"). */
const OBJECTS = new Set(['me', 'him', 'her', 'us', 'them', 'you']);

/**
 * "let me to know" → "let me know", "made them to wait" → "made them wait", "heard him to shout" →
 * "heard him shout": "let", active "make" and verbs of perception take an object and a bare infinitive
 * (a passive keeps "to": "they were made to wait").
 */
export const bareInfinitive: SentenceRule = {
  kind: 'sentence',
  id: 'bare-infinitive',
  category: 'grammar',
  description: '"to" before the infinitive after "let", "make" or a verb of perception and an object',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      const [verb, object, to, infinitive] = tokens.slice(i, i + 4);
      const perception = PERCEPTION_VERBS.has(verb.lower) && !/^(?:be|have)$/.test(infinitive?.lower ?? '');
      if (
        (BARE_INFINITIVE_VERBS.has(verb.lower) || perception) &&
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
