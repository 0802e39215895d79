import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

// After "their"/"there", these show that "they're" (they are) was meant.
const AFTER_THEYRE = new Set([
  'going',
  'coming',
  'doing',
  'not',
  'trying',
  'getting',
  'leaving',
  'planning',
  'always',
  'never',
  'probably',
  'gonna',
  'late',
  'right',
  'wrong',
  'here',
  'sure',
]);
const BE = new Set(['is', 'are', 'was', 'were', "isn't", "aren't", "wasn't", "weren't"]);
// "there" after these is a place, not a determiner.
const PLACE_BEFORE = new Set([
  'over',
  'in',
  'from',
  'out',
  'up',
  'down',
  'get',
  'go',
  'went',
  'be',
  'been',
  'stay',
  'live',
  'put',
  'here',
  'and',
  'or',
  'is',
  'are',
  'was',
  'were',
  'of',
  'to',
  'near',
]);

function fix(start: number, end: number, original: string, replacement: string, meaning: string): RuleMatch {
  return {
    start,
    end,
    replacements: [matchCase(replacement, original)],
    message: `Did you mean "${replacement}" (${meaning})?`,
    errorType: replacement.includes("'") || original.includes("'") ? 'R:CONTR' : 'R:OTHER',
  };
}

/** their / they're / there confusions: "their going", "their is", "there car", "they're car". */
export const theirThere: SentenceRule = {
  kind: 'sentence',
  id: 'their-there',
  category: 'word-choice',
  description: 'their, they’re and there confused',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i];
      const prev = tokens[i - 1];
      const next = tokens[i + 1];
      const after = tokens[i + 2];
      if (t.lower === 'their') {
        // "their" needs a noun after it: before a verb, an adverb or the end of the phrase ("Their late
        // again", "They're not here") it was "they're", so the model need only agree; "their late
        // husband", "their right hand" keep the determiner.
        const phraseEnds = !after || !/^(?:NOUN|PROPN|ADJ)$/.test(after.pos);
        if (BE.has(next.lower)) out.push(fix(t.start, t.end, t.text, 'there', 'a place, or "there is"'));
        else if (AFTER_THEYRE.has(next.lower) && !(next.lower === 'right' && after?.pos === 'NOUN'))
          out.push({ ...fix(t.start, t.end, t.text, "they're", 'they are'), strong: phraseEnds });
        // "We parked over their.": a place word before it and nothing after.
        // Certain: a determiner cannot end its phrase, and the model, seeing "over their" so often
        // before a noun, does not support the fix (#14).
        else if (next.pos === 'PUNCT' && PLACE_BEFORE.has(prev?.lower ?? '') && prev.pos === 'ADP')
          out.push({ ...fix(t.start, t.end, t.text, 'there', 'a place'), certain: true });
      } else if (t.lower === 'there' && !PLACE_BEFORE.has(prev?.lower ?? '')) {
        if (
          ['going', 'not', 'coming', 'doing', 'trying', 'gonna'].includes(next.lower) &&
          !BE.has(prev?.lower ?? '')
        )
          out.push(fix(t.start, t.end, t.text, "they're", 'they are'));
        else if (
          next.pos === 'NOUN' &&
          after &&
          (after.pos === 'AUX' || after.pos === 'VERB') &&
          !/ing$/.test(after.lower) &&
          ![
            'be',
            'seem',
            'seems',
            'seemed',
            'appear',
            'appears',
            'remain',
            'remains',
            'exist',
            'exists',
            'exist',
          ].includes(after.lower)
        )
          out.push(fix(t.start, t.end, t.text, 'their', 'belonging to them'));
      } else if (
        t.lower === 'they' &&
        (next.lower === "'re" || next.lower === '’re') &&
        next.start === t.end
      ) {
        if (after?.pos === 'NOUN' && (tokens[i + 3]?.pos === 'AUX' || tokens[i + 3]?.pos === 'VERB'))
          out.push(fix(t.start, next.end, t.text + next.text, 'their', 'belonging to them'));
      }
    }
    return out;
  },
};
