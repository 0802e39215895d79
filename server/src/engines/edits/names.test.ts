import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { notNameOrAcronym } from './names';

const spelling = (text: string, word: string): Finding => {
  const start = Array.from(text.slice(0, text.indexOf(word))).length;
  return {
    start,
    end: start + Array.from(word).length,
    ruleId: 'spelling',
    category: 'spelling',
    message: '',
    replacements: ['x'],
  };
};

describe('notNameOrAcronym', () => {
  it('drops spelling findings on capitalised words mid-sentence in English (names)', () => {
    const text = 'We met Jonh yesterday.';
    expect(notNameOrAcronym(text, [spelling(text, 'Jonh')], 'en')).toEqual([]);
  });

  it('keeps them at a sentence start', () => {
    const text = 'It rained. Teh end.';
    expect(notNameOrAcronym(text, [spelling(text, 'Teh')], 'en')).toHaveLength(1);
  });

  it('german nouns: checks capitalised words mid-sentence in German ("einen Apfle")', () => {
    const text = 'Ich esse einen Apfle.';
    expect(notNameOrAcronym(text, [spelling(text, 'Apfle')], 'de')).toHaveLength(1);
  });

  it('drops ALL-CAPS words (acronyms) in every language', () => {
    const text = 'Das ist die NSAX hier.';
    expect(notNameOrAcronym(text, [spelling(text, 'NSAX')], 'de')).toEqual([]);
  });

  it('keeps findings of other engines', () => {
    const text = 'We met Jonh yesterday.';
    const f = { ...spelling(text, 'Jonh'), ruleId: 'margin:x', category: 'grammar' as const };
    expect(notNameOrAcronym(text, [f], 'en')).toHaveLength(1);
  });
});
