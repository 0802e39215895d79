import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const PHRASE = /\b(in|with) regards to\b/giu;
const ONGOING = /\bon going\b(?= \p{L})/giu;
// "I can able to come": a modal before "able to" (learners' blend of "can" and "am able to").
const MODAL_ABLE = /\b(can|could|will|would|shall|should|must|may|might)\s+able\s+to\b(?= \p{L})/giu;

/**
 * "in regards to" → "regarding", "an on going investigation" → "ongoing", "I can able to come" → "I
 * can come" ("will able to" → "will be able to"): nonstandard fixed phrases.
 */
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
    for (const m of sentence.matchAll(MODAL_ABLE)) {
      const at = start + (m.index ?? 0);
      const modal = m[1];
      // "The can able to hold water": the noun, not the modal.
      if (tokens.find((t) => t.start === at)?.pos !== 'AUX') continue;
      // "can" and "could" already say "able to"; the others need "be" ("will be able to").
      const fixed = /^c(?:an|ould)$/i.test(modal) ? modal : `${modal} be able to`;
      out.push({
        start: at,
        end: at + m[0].length,
        replacements: [fixed],
        message: `"${modal} able to" is nonstandard: write "${fixed}".`,
        errorType: /^c(?:an|ould)$/i.test(modal) ? 'U:OTHER' : 'M:VERB',
        certain: true,
      });
    }
    return out;
  },
};
