import { describe, expect, it } from 'vitest';
import { type IgnoreEditType, isIgnored } from './ignore';

describe('isIgnored', () => {
  it.each<[IgnoreEditType, string, string, string, boolean]>([
    ['articles_determiners', 'R:DET:ART', 'a', 'an', true],
    ['articles_determiners', 'R:SPELL', 'teh', 'the', false],
    ['auxiliary_verbs', 'R:VERB:SVA', 'was', 'were', true],
    ['auxiliary_verbs', 'R:VERB:SVA', 'wants', 'want', false],
    ['capitalization', 'R:ORTH', 'monday', 'Monday', true],
    ['capitalization', 'R:ORTH', 'e mail', 'email', false],
    ['hyphens', 'R:ORTH', 'e mail', 'e-mail', true],
    ['punctuation', 'M:PUNCT', '', '.', true],
    ['punctuation', 'R:SPELL', 'teh', 'the', false],
    ['whitespace', 'R:ORTH', '  ', ' ', true],
    ['whitespace', 'R:ORTH', 'monday', 'Monday', false],
  ])('%s: %s %j → %j is ignored: %s', (type, errorType, original, replacement, expected) => {
    expect(isIgnored({ errorType, original, replacement }, [type])).toBe(expected);
  });
});
