import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** A year, as written in everyday text ("2019", "1998"). */
const YEAR = /^(?:19|20)\d\d$/;
/** Perfect auxiliaries: the duration or starting point they measure comes after "for" or "since". */
const PERFECT = /^(?:have|has|had|'ve|’ve)$/;

/** Verbs whose "for" names what something is for ("have saved for 2020", "have booked for 2025"). */
const FOR_A_PURPOSE =
  /^(?:save|book|plan|prepare|schedule|budget|register|apply|vote|qualify|nominate|reserve|arrange|set|sign)$/;

/**
 * "She has worked here for 2019" → since: a perfect tense counts from a point in time ("since 2019")
 * or over a length of time ("for two years"); a year is a point. Only in a clause with a perfect
 * ("has worked", "have been living") and not after a noun, where "for" names a purpose or a period
 * ("the budget for 2019", "tickets for 2025"). Strong: the model agrees once the pattern is found.
 */
export const sinceFor: SentenceRule = {
  kind: 'sentence',
  id: 'since-for',
  category: 'grammar',
  description: '"for" before a point in time in a perfect tense',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 2; i < tokens.length - 1; i++) {
      const [prev, t, year] = [tokens[i - 1], tokens[i], tokens[i + 1]];
      if (t.lower !== 'for' || !YEAR.test(year.text) || prev.pos === 'NUM') continue;
      // After a noun "for" names a purpose or period ("tickets for 2025"), unless the noun is what the
      // subject has been ("We've been friends for 2008").
      if (prev.pos === 'NOUN' && tokens[i - 2]?.lower !== 'been') continue;
      const perfect = tokens.slice(0, i).findLastIndex((x) => PERFECT.test(x.lower));
      // The perfect's participle must follow it in the same clause ("has worked", "have been").
      if (perfect < 0 || !tokens.slice(perfect + 1, i).some((x) => x.pos === 'VERB' || x.lower === 'been'))
        continue;
      if (tokens.slice(perfect + 1, i).some((x) => x.pos === 'PUNCT' || x.pos === 'SCONJ')) continue;
      if (tokens.slice(perfect + 1, i).some((x) => FOR_A_PURPOSE.test(x.lemma))) continue;
      out.push({
        start: t.start,
        end: t.end,
        replacements: [matchCase('since', t.text)],
        message: `"${year.text}" is a point in time: use "since" with the perfect.`,
        errorType: 'R:PREP',
        strong: true,
      });
    }
    return out;
  },
};
