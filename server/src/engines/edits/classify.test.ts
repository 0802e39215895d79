import { describe, expect, it } from 'vitest';
import { classifyEdit, generalErrorType } from './classify';
import type { FindingCategory } from './finding';

describe('classifyEdit', () => {
  it.each<[string, string, FindingCategory, string]>([
    ['a', 'an', 'grammar', 'R:DET:ART'],
    ['', 'the ', 'grammar', 'M:DET:ART'],
    ['the ', '', 'grammar', 'U:DET:ART'],
    ['is', 'are', 'grammar', 'R:VERB:SVA'],
    ['recieve', 'receive', 'spelling', 'R:SPELL'],
    ['monday', 'Monday', 'capitalization', 'R:ORTH'],
    ['  ', ' ', 'whitespace', 'R:ORTH'],
    ['e mail', 'e-mail', 'punctuation', 'R:ORTH'],
    ['', ',', 'punctuation', 'M:PUNCT'],
    [';', ',', 'punctuation', 'R:PUNCT'],
    ['dont', "don't", 'spelling', 'R:SPELL'],
    ['its', "it's", 'word-choice', 'R:CONTR'],
    ['in', 'on', 'grammar', 'R:PREP'],
    ['walk', 'walked', 'grammar', 'R:VERB:FORM'],
    ['always is', 'is always', 'word-order', 'R:WO'],
    ['utilize', 'use', 'style', 'R:OTHER'],
  ])('%j → %j (%s) is %s', (o, r, category, code) => expect(classifyEdit(o, r, category)).toBe(code));
});

describe('generalErrorType', () => {
  it('lets the content decide for case, whitespace and punctuation', () => {
    expect(generalErrorType('R:ORTH', 'monday', 'Monday', 'grammar')).toBe('Capitalization');
    expect(generalErrorType('R:ORTH', '  ', ' ', 'grammar')).toBe('Whitespace');
    expect(generalErrorType('M:PUNCT', '', '.', 'grammar')).toBe('Punctuation');
    expect(generalErrorType('R:OTHER', 'then', 'than', 'word-choice')).toBe('Word Choice');
    expect(generalErrorType('voice', 'was done', 'was done', 'advanced')).toBe('Advanced Edit');
  });
});
