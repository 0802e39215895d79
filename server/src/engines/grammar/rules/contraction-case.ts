import type { RuleMatch, SentenceRule } from '../rule';

// "We'Re", "WE'Re", "don'T": the part after the apostrophe in a different case from the word.
const CONTRACTION = /\b(\p{L}+)(['’])(re|ll|ve|s|d|m|t)\b/giu;

/** "We'Re" → "We're", "WE'Re" → "WE'RE": a contraction written in mixed case. */
export const contractionCase: SentenceRule = {
  kind: 'sentence',
  id: 'contraction-case',
  category: 'capitalization',
  description: 'A contraction whose ending does not match the case of its word',
  check({ start, end }, text) {
    const out: RuleMatch[] = [];
    const sentence = text.slice(start, end);
    for (const m of sentence.matchAll(CONTRACTION)) {
      const [, word, apostrophe, suffix] = m;
      const upperWord = word.length > 1 && word === word.toUpperCase();
      const wanted = upperWord ? suffix.toUpperCase() : suffix.toLowerCase();
      if (suffix === wanted) continue;
      // An acronym keeps a lower-case ending: "NASA's", "API's", "CEO'd" are the usual spelling.
      if (upperWord && suffix === suffix.toLowerCase()) continue;
      const at = start + (m.index ?? 0) + word.length + apostrophe.length;
      out.push({
        start: at,
        end: at + suffix.length,
        replacements: [wanted],
        message: 'Write the contraction in one case.',
        errorType: 'R:ORTH',
      });
    }
    return out;
  },
};
