import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const BE = new Set([
  'is',
  'was',
  'are',
  'were',
  'be',
  'been',
  "'s",
  "'re",
  'not',
  "n't",
  'seems',
  'seemed',
  'looks',
  'looked',
  'feel',
  'felt',
  'far',
  'much',
  'way',
]);
// After "to", words that are adjectives or adverbs only when "too" was meant.
const DEGREE = new Set([
  'long',
  'far',
  'late',
  'early',
  'big',
  'small',
  'much',
  'many',
  'little',
  'few',
  'hot',
  'cold',
  'hard',
  'easy',
  'distant',
  'close',
  'high',
  'low',
  'fast',
  'slow',
  'good',
  'bad',
  'old',
  'young',
  'busy',
  'tired',
  'expensive',
  'cheap',
  'difficult',
  'heavy',
  'loud',
  'short',
  'tall',
  'young',
  'often',
  'soon',
  'quickly',
  'slowly',
  'young',
  'large',
  'strong',
  'weak',
  'dark',
  'bright',
  'full',
  'empty',
]);

/** "It is to late" → "too": "to" before an adjective of degree after a linking verb. */
export const toToo: SentenceRule = {
  kind: 'sentence',
  id: 'to-too',
  category: 'word-choice',
  description: 'to (direction, infinitive) written for too (excessively)',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      if (t.lower !== 'to' || !DEGREE.has(next.lower)) continue;
      if (i === 0) {
        if (tokens[i + 2]?.lower === 'that' || tokens[i + 2]?.pos === 'PUNCT')
          out.push({
            start: t.start,
            end: t.end,
            replacements: [matchCase('too', t.text)],
            message: 'Use "too" (excessively) here.',
            errorType: 'R:ADV',
          });
        continue;
      }
      // "because to much snow", "To bad that": "to much/many" before a noun, or opening a sentence.
      const muchNoun =
        (next.lower === 'much' || next.lower === 'many') &&
        tokens[i + 2]?.pos === 'NOUN' &&
        !['VERB', 'ADP', 'AUX'].includes(tokens[i - 1]?.pos ?? '');
      if (muchNoun) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase('too', t.text)],
          message: 'Use "too" (excessively) here.',
          errorType: 'R:ADV',
        });
        continue;
      }
      if (!BE.has(tokens[i - 1].lower)) continue;
      // "is to close the door", "was to long for home": a verb reading (infinitive) or a following "for" is ambiguous.
      const after = tokens[i + 2];
      if (
        after &&
        (after.pos === 'DET' || after.pos === 'PRON' || after.pos === 'NOUN' || after.lower === 'for')
      )
        continue;
      out.push({
        start: t.start,
        end: t.end,
        replacements: [matchCase('too', t.text)],
        message: 'Use "too" (excessively) here.',
        errorType: 'R:ADV',
      });
    }
    return out;
  },
};
