import type { RuleMatch, SentenceRule } from '../rule';

const NUMBER =
  '(?:\\d+(?:[.,]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)';
const UNIT =
  '(?:year|month|week|day|hour|minute|second|foot|inch|mile|metre|meter|kilometre|kilometer|page|person|man|point|storey|story|room|seat|game|step|star|lane|degree)';
// "a two-year old reindeer", "a two year old" → "two-year-old".
const AGE = new RegExp(`\\b(${NUMBER})[ -](${UNIT})[ -]old\\b`, 'giu');
// "a 35 hour working week", "a 15 foot pole": number and singular unit before a noun.
const MEASURE = new RegExp(`\\b(${NUMBER}) (${UNIT})(?= \\p{L})`, 'giu');

/** "a 35 hour week" → "35-hour", "a two year old child" → "two-year-old": number compounds before a noun take hyphens. */
export const numberCompounds: SentenceRule = {
  kind: 'sentence',
  id: 'number-compounds',
  category: 'punctuation',
  description: 'A number and unit used as an adjective, without hyphens',
  check({ tokens, start, end }, text) {
    const out: RuleMatch[] = [];
    const sentence = text.slice(start, end);
    for (const m of sentence.matchAll(AGE)) {
      const hyphenated = `${m[1]}-${m[2]}-old`;
      if (m[0] === hyphenated) continue;
      const at = start + (m.index ?? 0);
      out.push({
        start: at,
        end: at + m[0].length,
        replacements: [hyphenated],
        message: `Write "${hyphenated}" with hyphens.`,
        errorType: 'R:ORTH',
      });
    }
    for (const m of sentence.matchAll(MEASURE)) {
      const at = start + (m.index ?? 0);
      const next = tokens.find((t) => t.start > at + m[0].length);
      // Only when the unit modifies a following noun ("a 15 foot pole", not "15 foot in length").
      if (
        !next ||
        (next.pos !== 'NOUN' && next.pos !== 'ADJ' && next.pos !== 'VERB') ||
        next.lower === 'old' ||
        /^(in|of|to|and|or|ago)$/.test(next.lower)
      )
        continue;
      const before =
        sentence
          .slice(0, m.index ?? 0)
          .trimEnd()
          .split(/\s+/)
          .pop()
          ?.toLowerCase() ?? '';
      if (!/^(a|an|the|this|that|our|my|his|her|their|its)$/.test(before)) continue;
      out.push({
        start: at,
        end: at + m[0].length,
        replacements: [`${m[1]}-${m[2]}`],
        message: `Write "${m[1]}-${m[2]}" with a hyphen before a noun.`,
        errorType: 'R:ORTH',
      });
    }
    return out;
  },
};
