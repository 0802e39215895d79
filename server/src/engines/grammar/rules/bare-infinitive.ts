import type { RuleMatch, SentenceRule } from '../rule';
import type { Token } from '../tagger';

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
/** Object pronouns, personal and indefinite ("heard someone knock"). */
const OBJECTS = new Set([
  'me',
  'him',
  'her',
  'us',
  'them',
  'you',
  'someone',
  'somebody',
  'everyone',
  'everybody',
  'anyone',
  'anybody',
]);
/**
 * Perception verbs in forms that name a perception, not a visit or a deliberate watch: "saw her to
 * leave" has no other reading, but base-form "see" may be a visit with a purpose ("went to see him to
 * apologise") and "watch" a deliberate watching ("watched him to learn how it is done").
 */
const PERCEIVED = new Set([
  'sees',
  'saw',
  'hear',
  'hears',
  'heard',
  'notice',
  'noticed',
  'feel',
  'feels',
  'felt',
]);
/** Modal verbs, which take the bare infinitive. */
const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
/** "made to order", "made to measure": idioms, where "to" belongs to the noun after it. */
const MAKE_IDIOMS = new Set(['order', 'measure']);
const DETERMINERS = /^(?:the|a|an|my|your|his|her|our|their|this|that|these|those)$/;

/**
 * The index after the object of the verb at `i`: a pronoun (`pronoun` true), or (for verbs of
 * perception) a determiner, up to two adjectives and a noun, or a name ("watched the kids", "heard
 * Anna"). Undefined when no such object follows.
 */
function objectEnd(tokens: readonly Token[], i: number): { end: number; pronoun: boolean } | undefined {
  const first = tokens[i + 1];
  if (!first) return undefined;
  if (OBJECTS.has(first.lower)) return { end: i + 2, pronoun: true };
  if (first.pos === 'PROPN' && tokens[i + 2]?.pos !== 'PROPN') return { end: i + 2, pronoun: false };
  if (!DETERMINERS.test(first.lower)) return undefined;
  let k = i + 2;
  while (k < i + 4 && tokens[k]?.pos === 'ADJ') k++;
  return tokens[k]?.pos === 'NOUN' && tokens[k + 1]?.pos !== 'NOUN'
    ? { end: k + 1, pronoun: false }
    : undefined;
}

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
      const verb = tokens[i];
      const bare = BARE_INFINITIVE_VERBS.has(verb.lower);
      if ((!bare && !PERCEPTION_VERBS.has(verb.lower)) || verb.pos === 'NOUN') continue;
      const object = objectEnd(tokens, i);
      // A noun phrase after "make" is often what the infinitive belongs to ("made the effort to attend").
      if (!object || (bare && !object.pronoun)) continue;
      const [to, infinitive] = [tokens[object.end], tokens[object.end + 1]];
      if (
        to?.lower !== 'to' ||
        infinitive?.pos !== 'VERB' ||
        infinitive.lower !== infinitive.lemma.toLowerCase() ||
        (!bare && /^(?:be|have)$/.test(infinitive.lower))
      )
        continue;
      // "let X to V" and "made X to V", and a perception verb naming a perception with a pronoun object
      // ("saw her to leave", "heard him to shout"), have no grammatical reading; the word model, having
      // seen "her to leave" after "asked" and "told" so often, prefers them (#14), so it is not asked.
      // "make them to order" is an idiom. Other objects and forms ("watched the kids to play") are
      // left to the model: "to" may begin a purpose there ("watched him to learn how").
      const certain =
        object.pronoun &&
        (LET.has(verb.lower) ||
          (bare && !MAKE_IDIOMS.has(infinitive.lower)) ||
          (PERCEIVED.has(verb.lower) && verb.pos === 'VERB'));
      out.push({
        start: to.start,
        end: infinitive.end,
        replacements: [infinitive.text],
        message: `Use the bare infinitive after "${verb.lower}": "${tokens[object.end - 1].text} ${infinitive.text}".`,
        errorType: 'U:PART',
        ...(certain ? { certain: true } : { strong: true }),
      });
    }
    // "We must to leave", "You should to call her": a modal takes the bare infinitive ("ought to" is
    // no modal here, and the noun "will" — "the will to live" — is tagged a noun).
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [modal, to, infinitive] = tokens.slice(i, i + 3);
      if (
        modal.pos !== 'AUX' ||
        !MODALS.has(modal.lower) ||
        to.lower !== 'to' ||
        infinitive.pos !== 'VERB' ||
        infinitive.lower !== infinitive.lemma.toLowerCase()
      )
        continue;
      out.push({
        start: to.start,
        end: infinitive.end,
        replacements: [infinitive.text],
        message: `After "${modal.text}" use the infinitive without "to": "${infinitive.text}".`,
        errorType: 'U:PART',
        certain: true,
      });
    }
    return out;
  },
};
