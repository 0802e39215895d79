import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

// Before a noun "effect": determiners and the adjectives that usually qualify it.
const NOUN_CONTEXT = new Set([
  'the',
  'an',
  'this',
  'that',
  'any',
  'no',
  'its',
  'their',
  'his',
  'her',
  'our',
  'side',
  'positive',
  'negative',
  'adverse',
  'great',
  'big',
  'significant',
  'little',
  'much',
  'lasting',
  'desired',
  'opposite',
  'same',
  'overall',
  'long-term',
  'greenhouse',
  'butterfly',
  'domino',
  'special',
]);
// Before a verb "affect": modals, subject pronouns, "to", "not".
const VERB_CONTEXT = new Set([
  'will',
  'would',
  'can',
  'could',
  'may',
  'might',
  'must',
  'should',
  'not',
  "n't",
  'it',
  'they',
  'he',
  'she',
  'we',
  'i',
  'you',
  'does',
  'did',
  'do',
  'also',
  'directly',
  'negatively',
  'seriously',
  'greatly',
  'badly',
]);

/**
 * Whether "effect" at `i` is a verb by its object, a person right after it ("will this effect us",
 * "it effects me"): a noun takes no object pronoun, and "effect" the verb (bring about) takes a thing,
 * never a person ("to effect them" may be changes, so "them" is not counted).
 */
const takesObject = (tokens: readonly Token[], i: number) =>
  /^(?:me|him|us)$/.test(tokens[i + 1]?.lower ?? '');

/** "the affect of" → "effect" (the noun); "it effects me" → "affects" (the verb). */
export const affectEffect: SentenceRule = {
  kind: 'sentence',
  id: 'affect-effect',
  category: 'word-choice',
  description: 'affect (to influence) confused with effect (a result)',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i];
      const prev = tokens[i - 1].lower;
      const m = /^(affect|effect)(s|ed|ing)?$/.exec(t.lower);
      if (!m) continue;
      const [, word, suffix = ''] = m;
      const next = tokens[i + 1];
      if (
        word === 'affect' &&
        (suffix === '' || suffix === 's') &&
        NOUN_CONTEXT.has(prev) &&
        (!next || next.pos === 'ADP' || next.pos === 'PUNCT' || next.pos === 'AUX' || next.pos === 'CCONJ')
      ) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase(`effect${suffix}`, t.text)],
          message: '"Effect" is the noun (a result); "affect" is the verb.',
          errorType: 'R:OTHER' as const,
        });
      } else if (
        word === 'effect' &&
        (VERB_CONTEXT.has(prev) || takesObject(tokens, i)) &&
        !(prev === 'to' || next?.lower === 'change' || next?.lower === 'changes')
      ) {
        // "to effect change" (bring it about) is correct, so "to" is not in the context list.
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase(`affect${suffix}`, t.text)],
          message: '"Affect" is the verb (to influence); "effect" is the noun.',
          errorType: 'R:OTHER' as const,
          // The word model, having seen "effect" far more often, prefers "this effect us" (#14).
          certain: takesObject(tokens, i),
        });
      }
    }
    return out;
  },
};
