import type { TextRule } from '../rule';

// Doubled words that are grammatical ("had had", "that that").
const ALLOWED = new Set(['had', 'that', 'is', 'bye', 'no', 'very', 'so', 'ha', 'knock', 'tut', 'chop']);
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
        });
      }
      // Let the second word start the next pair ("the the the").
      REPEAT.lastIndex = m.index + first.length + space.length;
    }
    return matches;
  },
};
