import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const MODALS = new Set([
  'could',
  'should',
  'would',
  'must',
  'might',
  'may',
  'will',
  "couldn't",
  "shouldn't",
  "wouldn't",
  "mustn't",
]);

/** "could of done" → "could have": "of" heard for the contracted "have". */
export const couldOf: SentenceRule = {
  kind: 'sentence',
  id: 'could-of',
  category: 'grammar',
  description: '"of" written for "have" after a modal verb',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 1; i < tokens.length - 1; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      // "of course" after a modal is fine ("you could, of course").
      const modal = tokens[i - 1].lower === "n't" ? `${tokens[i - 2]?.lower}n't` : tokens[i - 1].lower;
      if (
        t.lower === 'of' &&
        (MODALS.has(modal) || (MODALS.has(tokens[i - 2]?.lower ?? '') && tokens[i - 1].lower === "n't")) &&
        next.lower !== 'course' &&
        next.pos !== 'DET'
      ) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase('have', t.text)],
          message: 'Use "have" after a modal verb.',
          errorType: 'R:OTHER',
        });
      }
    }
    return out;
  },
};
