import type { RuleMatch, SentenceRule } from '../rule';

/** Forms of "prefer". */
const PREFER = /^(?:prefer|prefers|preferred|preferring)$/;
/** Tokens of the first thing preferred: a noun phrase or a gerund's ("tea", "the red one", "walking to work"). */
const PHRASE = /^(?:NOUN|PROPN|PRON|DET|ADJ|NUM|VERB|ADP|ADV)$/;

/**
 * "I prefer tea than coffee" → "prefer tea to coffee", "She prefers walking than driving" → "to
 * driving"; "We prefer to walk than drive" → "rather than drive": "prefer" compares with "to", and its
 * infinitive with "rather than" (Swan, Practical English Usage, "prefer"; Cambridge, Common Mistakes,
 * "prefer"). The "than" must come within a few words of "prefer", with no clause or comparative
 * between ("I prefer a bigger car than yours" compares the car).
 */
export const preferTo: SentenceRule = {
  kind: 'sentence',
  id: 'prefer-to',
  category: 'grammar',
  description: '"prefer X than Y" for "prefer X to Y"',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    tokens.forEach((t, i) => {
      if (!PREFER.test(t.lower)) return;
      const infinitive = tokens[i + 1]?.lower === 'to';
      for (let j = i + (infinitive ? 2 : 1); j <= i + 6 && j < tokens.length; j++) {
        const x = tokens[j];
        if (x.lower === 'than') {
          if (j <= i + (infinitive ? 2 : 1) || tokens[j - 1].lower === 'rather') return;
          out.push({
            start: x.start,
            end: x.end,
            replacements: [infinitive ? 'rather than' : 'to'],
            message: infinitive
              ? '"prefer to do" compares with "rather than".'
              : '"prefer" compares with "to": "prefer tea to coffee".',
            errorType: infinitive ? 'R:OTHER' : 'R:PREP',
            certain: true,
          });
          return;
        }
        // A comparative or "more" makes the "than" its own ("prefer a bigger car than yours").
        const comparative = /^(?:more|less)$/.test(x.lower) || (x.pos === 'ADJ' && /er$/.test(x.lower));
        if (!PHRASE.test(x.pos) || comparative) return;
      }
    });
    return out;
  },
};
