import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const AUXILIARIES = new Set([
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'must',
  'does',
  'do',
  'did',
  'is',
  'are',
  'was',
  'were',
  "'s",
  "it's",
]);
// "is no" before these is fine: "no longer", "no more", "no less", "no different", "no good".
const AFTER_NO_OK = new Set([
  'longer',
  'more',
  'less',
  'different',
  'good',
  'better',
  'worse',
  'doubt',
  'one',
  'such',
  'use',
  'way',
  'longer',
  'match',
  'exception',
  'problem',
  'reason',
]);

/** "She could no hear you", "It is no possible" → "not". */
export const noNot: SentenceRule = {
  kind: 'sentence',
  id: 'no-not',
  category: 'grammar',
  description: '"no" written for "not" after an auxiliary verb',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i < tokens.length - 1; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      if (t.lower !== 'no' || !AUXILIARIES.has(tokens[i - 1].lower) || AFTER_NO_OK.has(next.lower)) continue;
      const verbAfterModal =
        (next.pos === 'VERB' || next.pos === 'AUX') &&
        next.lemma === next.lower &&
        !['is', 'are', 'was', 'were', "'s"].includes(tokens[i - 1].lower);
      // The tagger reads some adjectives after "no" as nouns ("no possible"): go by the suffix then.
      const adjective =
        next.pos === 'ADJ' ||
        (next.pos === 'NOUN' && /(ble|ful|ous|ive|ic|ent|ant|ary|less)$/.test(next.lower));
      const adjectiveAfterBe =
        adjective &&
        ['is', 'are', 'was', 'were', "'s"].includes(tokens[i - 1].lower) &&
        (!tokens[i + 2] || tokens[i + 2].pos !== 'NOUN');
      if (verbAfterModal || adjectiveAfterBe) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase('not', t.text)],
          message: 'Use "not" to negate a verb or adjective.',
          errorType: 'R:PART',
        });
      }
    }
    return out;
  },
};
