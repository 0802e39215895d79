import type { TextRule } from '../rule';

// Two or more spaces between two words inside a sentence (after . ! ? two spaces are a convention).
const REPEATED = /(?<=[\p{L}\p{N},;:])( {2,})(?=[\p{L}\p{N}])/gu;

/** "two  words": repeated spaces between words (any language). */
export const spacing: TextRule = {
  kind: 'text',
  id: 'spacing',
  category: 'whitespace',
  description: 'Repeated spaces between words',
  check(text) {
    return [...text.matchAll(REPEATED)].map((m) => ({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[1].length,
      replacements: [' '],
      message: 'Use one space between words.',
      errorType: 'R:ORTH' as const,
    }));
  },
};
