import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import { OBJECT_PRONOUNS } from './determiners';

const LEND: Record<string, string> = {
  borrow: 'lend',
  borrows: 'lends',
  borrowed: 'lent',
  borrowing: 'lending',
};

/**
 * "Can you borrow me your pen?" → "lend me", "He borrowed her some money" → "lent": "borrow" takes what
 * is taken, never the person who receives it, so a person before a second object asks for "lend"
 * (Cambridge, Common Mistakes at Intermediate, "borrow / lend"; Swan, Practical English Usage,
 * "borrow and lend"). The second object must open a noun phrase: "I borrowed them from the library"
 * and "Can I borrow you for a minute?" stay.
 */
export const borrowLend: SentenceRule = {
  kind: 'sentence',
  id: 'borrow-lend',
  category: 'grammar',
  description: '"borrow" with the person who receives ("Can you borrow me your pen?")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [verb, person, next] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      const lend = LEND[verb.lower];
      if (!lend || !OBJECT_PRONOUNS.test(person.lower)) continue;
      // "her" before a noun is a possessive: "borrowed her car" is what was taken.
      if (person.lower === 'her' && /^(?:NOUN|ADJ)$/.test(next.pos)) continue;
      const opensObject =
        /^(?:DET|NUM)$/.test(next.pos) ||
        /^(?:my|your|his|her|our|their|some|any|money|something|anything)$/.test(next.lower);
      // "Can I borrow them some time?": a time, not a second object.
      if (!opensObject || /^(?:time|day|week)$/.test(tokens[i + 3]?.lower ?? '')) continue;
      out.push({
        start: verb.start,
        end: verb.end,
        replacements: [matchCase(lend, verb.text)],
        message: `You borrow from someone and lend to someone: write "${lend}".`,
        errorType: 'R:OTHER',
        certain: true,
      });
    }
    return out;
  },
};
