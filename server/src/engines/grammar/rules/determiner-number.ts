import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import { SINGULAR_S } from '../subject';
import { isPluralNoun, type Token } from '../tagger';

const PLURAL_OF: Record<string, string> = { this: 'these', that: 'those' };
const SINGULAR_OF: Record<string, string> = { these: 'this', those: 'that' };
// Uncountable nouns: "many wine" wants "much".
const MASS = new Set([
  'wine',
  'water',
  'money',
  'time',
  'information',
  'advice',
  'furniture',
  'luggage',
  'baggage',
  'equipment',
  'knowledge',
  'research',
  'work',
  'homework',
  'traffic',
  'weather',
  'news',
  'evidence',
  'milk',
  'coffee',
  'tea',
  'bread',
  'rice',
  'sugar',
  'salt',
  'music',
  'art',
  'love',
  'happiness',
  'progress',
  'damage',
  'fun',
  'software',
  'hardware',
  'feedback',
  'stuff',
  'rain',
  'snow',
  'air',
  'oil',
  'gold',
  'food',
  'help',
  'space',
  'energy',
  'power',
  'patience',
  'courage',
  'luck',
]);

/**
 * Whether "much" at `i` quantifies the plural noun right after it ("How much books", "not much
 * friends"): a regular plural, and not the adverb of "Thank you so much guys" or "very much".
 */
function muchBeforePlural(tokens: readonly Token[], i: number, noun: Token): boolean {
  if (!isPluralNoun(noun) || SINGULAR_S.has(noun.lower) || noun.text !== noun.lower) return false;
  const before = tokens[i - 1]?.lower ?? '';
  if (before === 'very' || tokens.some((t) => /^thank/.test(t.lower))) return false;
  const after = tokens[tokens.indexOf(noun) + 1];
  return after?.pos !== 'PUNCT' || after.text === '.' || after.text === '?';
}

/** "this errors" → "these", "these error" → "this", "many wine" → "much": a determiner and its noun disagree in number. */
export const determinerNumber: SentenceRule = {
  kind: 'sentence',
  id: 'determiner-number',
  category: 'grammar',
  description: 'A determiner and its noun disagree in number',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const d = tokens[i];
      let n = i + 1;
      while (tokens[n] && tokens[n].pos === 'ADJ' && n - i < 3) n++;
      const noun = tokens[n];
      if (noun?.pos !== 'NOUN') continue;
      // The noun must end its phrase ("this sports car" has "car" as its head).
      const after = tokens[n + 1];
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN')) continue;
      const plural = isPluralNoun(noun) && !SINGULAR_S.has(noun.lower);
      // "that" is also a conjunction and relative pronoun: only "this" is judged in the plural direction.
      if (d.lower === 'this' && plural && d.pos === 'DET') {
        out.push({
          start: d.start,
          end: d.end,
          replacements: [matchCase(PLURAL_OF[d.lower], d.text)],
          message: `"${noun.text}" is plural: use "${PLURAL_OF[d.lower]}".`,
          errorType: 'R:DET',
        });
      } else if (
        SINGULAR_OF[d.lower] &&
        !plural &&
        !/s$/.test(noun.lower) &&
        !MASS.has(noun.lower) &&
        n === i + 1
      ) {
        out.push({
          start: d.start,
          end: d.end,
          replacements: [matchCase(SINGULAR_OF[d.lower], d.text)],
          message: `"${noun.text}" is singular: use "${SINGULAR_OF[d.lower]}".`,
          errorType: 'R:DET',
        });
      } else if (d.lower === 'much' && n === i + 1 && muchBeforePlural(tokens, i, noun)) {
        out.push({
          start: d.start,
          end: d.end,
          replacements: [matchCase('many', d.text)],
          message: `"${noun.text}" is plural: use "many".`,
          errorType: 'R:DET',
          strong: true,
        });
      } else if (d.lower === 'many' && MASS.has(noun.lower)) {
        out.push({
          start: d.start,
          end: d.end,
          replacements: [matchCase('much', d.text)],
          message: `"${noun.text}" is uncountable: use "much".`,
          errorType: 'R:DET',
        });
      }
    }
    return out;
  },
};
