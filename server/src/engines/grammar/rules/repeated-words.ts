import type { TextRule } from '../rule';

// Doubled words that are grammatical ("had had", "that that").
const ALLOWED = new Set(['had', 'that', 'is', 'bye', 'no', 'very', 'so', 'ha', 'knock', 'tut', 'chop']);
/**
 * Function words that English never doubles in standard text (English only; other languages' doubles
 * go through the gate): a repeat of one is a typing slip, and the word model, whose context window
 * sees "the the" rarely enough to back off, does not always support removing it (#14: "send me the the
 * file" was kept). Not "her" ("gave her her keys"), "he" (laughter) or "can" ("can-can").
 */
const NEVER_DOUBLED = new Set(
  'the a an my your his its our their to of in on at for with from by about into onto i you it we they me him us them are was were be been have has will would could should do does did am and or but if because'.split(
    ' ',
  ),
);
const REPEAT = /(?<![\p{L}\p{N}'’-])([\p{L}\p{N}'’]+)([ \t]+)([\p{L}\p{N}'’]+)(?![\p{L}\p{N}'’-])/gu;

/** "the the": the second of two identical adjacent words (any language). */
export const repeatedWords: TextRule = {
  kind: 'text',
  id: 'repeated-words',
  category: 'grammar',
  description: 'A word written twice in a row',
  check(text) {
    const matches = [];
    REPEAT.lastIndex = 0;
    for (let m = REPEAT.exec(text); m; m = REPEAT.exec(text)) {
      const [, first, space, second] = m;
      if (
        first.toLowerCase() === second.toLowerCase() &&
        !ALLOWED.has(first.toLowerCase()) &&
        !/^\p{N}+$/u.test(first)
      ) {
        // The whole pair is the edit, so it underlines both words; the first keeps its case.
        matches.push({
          start: m.index,
          end: m.index + first.length + space.length + second.length,
          replacements: [first],
          message: `"${second}" is repeated.`,
          // Both in lower case: a capital may make a name of the first ("Will will notice", "Bora Bora").
          certain: NEVER_DOUBLED.has(second) && first === second,
        });
      }
      // Let the second word start the next pair ("the the the").
      REPEAT.lastIndex = m.index + first.length + space.length;
    }
    return matches;
  },
};
