import type { TextRule } from '../rule';

// A space before , . ; : ! ? that ends a word's clause ("word , next"); not before ". NET" or "...".
const SPACE_BEFORE = /(?<=[\p{L}\p{N}])([ \t]+)([,.;:!?])(?=\s|$)/gu;
// A comma glued to the next word between letters ("red,green"); numbers ("1,000") are fine.
const MISSING_AFTER = /(?<=\p{L}{2})([,;])(?=\p{L}{2})/gu;

/**
 * "word , next" and "red,green": spacing around punctuation (any language). French puts a space
 * before ; : ! ?, so for French only the comma and full stop are checked.
 */
export const punctuationSpacing: TextRule = {
  kind: 'text',
  id: 'punctuation-spacing',
  category: 'whitespace',
  description: 'A space before a comma or full stop, or none after a comma',
  check(text) {
    const matches = [];
    for (const m of text.matchAll(SPACE_BEFORE)) {
      const at = m.index ?? 0;
      matches.push({
        start: at,
        end: at + m[1].length,
        replacements: [''],
        message: `Remove the space before "${m[2]}".`,
        errorType: 'R:ORTH' as const,
      });
    }
    for (const m of text.matchAll(MISSING_AFTER)) {
      const at = m.index ?? 0;
      // URLs, file names and code keep their commas.
      if (/\S*[/@=_(<[{]\S*$/.test(text.slice(Math.max(0, at - 40), at))) continue;
      matches.push({
        start: at,
        end: at + 1,
        replacements: [`${m[1]} `],
        message: `Add a space after "${m[1]}".`,
        errorType: 'R:ORTH' as const,
      });
    }
    return matches;
  },
};

/** The French form: a space before ; : ! ? is correct there. */
export const punctuationSpacingFrench: TextRule = {
  ...punctuationSpacing,
  check: (text) =>
    punctuationSpacing.check(text).filter((m) => m.replacements[0] !== '' || /[,.]/.test(text[m.end] ?? '')),
};
