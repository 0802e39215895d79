import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const PHRASE = /\b(in|with) regards to\b/giu;
const ONGOING = /\bon going\b(?= \p{L})/giu;

/** "in regards to" → "regarding", "an on going investigation" → "ongoing": nonstandard fixed phrases. */
export const nonstandardPhrases: SentenceRule = {
  kind: 'sentence',
  id: 'nonstandard-phrases',
  category: 'word-choice',
  description: 'A nonstandard form of a fixed phrase',
  check({ tokens, start, end }, text) {
    const out: RuleMatch[] = [];
    const sentence = text.slice(start, end);
    for (const m of sentence.matchAll(PHRASE)) {
      const at = start + (m.index ?? 0);
      out.push({
        start: at,
        end: at + m[0].length,
        replacements: [matchCase('regarding', m[0]), `${m[1]} regard to`],
        message: `"${m[0]}" is nonstandard: write "regarding" or "${m[1]} regard to".`,
        errorType: 'R:OTHER',
      });
    }
    for (const m of sentence.matchAll(ONGOING)) {
      const at = start + (m.index ?? 0);
      const next = tokens.find((t) => t.start > at + m[0].length);
      const before = tokens.filter((t) => t.end <= at).pop();
      // "an on going investigation" (a noun follows after an article), not "keep on going".
      if (next?.pos !== 'NOUN' || !before || !['DET', 'ADJ'].includes(before.pos)) continue;
      out.push({
        start: at,
        end: at + m[0].length,
        replacements: [matchCase('ongoing', m[0])],
        message: 'Write "ongoing" as one word.',
        errorType: 'R:ORTH',
      });
    }
    return out;
  },
};
