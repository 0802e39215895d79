import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** Plurals without -s, which the tagger lemmatises to themselves or their singular. */
const IRREGULAR_PLURALS = /^(?:people|children|men|women|feet|teeth|mice|geese)$/;

/** Whether a token is a plural count noun: a NOUN written in its plural. */
function isPluralNoun(t: Token | undefined): boolean {
  if (t?.pos !== 'NOUN' || t.text !== t.lower) return false;
  if (IRREGULAR_PLURALS.test(t.lower)) return true;
  return /[^s']s$/.test(t.lower) && t.lemma !== t.lower && t.lower.startsWith(t.lemma.slice(0, -1));
}

/** "there is" / "there was" / "there's" before the quantifier: the verb agrees with the plural too. */
const SINGULAR_BE: Record<string, string> = { is: 'are', was: 'were', "'s": 'are', '’s': 'are' };

/**
 * "less people" → fewer, "There is less cars" → "There are fewer cars": "fewer" goes with plural count
 * nouns and "less" with mass nouns (Swan, Practical English Usage, "less and fewer"; Merriam-Webster).
 * Only "less" right before a plural noun that ends its phrase: "less expensive cars" and "less than ten
 * people" read otherwise, and "less water bottles" is "less water", "less sales tax" less tax. Certain: the corpus writes "less
 * people" often, so the model is no judge of it.
 */
export const lessFewer: SentenceRule = {
  kind: 'sentence',
  id: 'less-fewer',
  category: 'grammar',
  description: '"less" before a plural count noun',
  check({ tokens }, text) {
    const out: RuleMatch[] = [];
    tokens.forEach((t, i) => {
      const noun = tokens[i + 1];
      if (t.lower !== 'less' || !isPluralNoun(noun)) return;
      // "less sales tax": an -s plural before a noun may be its modifier ("people use" is a clause).
      if (tokens[i + 2]?.pos === 'NOUN' && !IRREGULAR_PLURALS.test(noun.lower)) return;
      // "much less", "no less", "more or less", "less and less": adverbs or fixed phrases, not a quantifier.
      if (/^(?:much|no|or|and|any|even|still|far)$/.test(tokens[i - 1]?.lower ?? '')) return;
      const be = tokens[i - 1];
      const plural = be && tokens[i - 2]?.lower === 'there' ? SINGULAR_BE[be.lower] : undefined;
      const start = plural ? be.start : t.start;
      const fewer = matchCase('fewer', t.text);
      out.push({
        start,
        end: t.end,
        // "there's less cars": the clitic is written on "there", so the verb comes back as a word of its own.
        replacements: [
          plural
            ? `${be.start === tokens[i - 2].end ? ' ' : ''}${matchCase(plural, be.text)}${text.slice(be.end, t.start)}${fewer}`
            : fewer,
        ],
        message: `"${noun.text}" is a plural: "fewer", not "less".`,
        errorType: plural ? 'R:OTHER' : 'R:DET',
        certain: true,
      });
    });
    return out;
  },
};
