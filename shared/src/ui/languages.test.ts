import { describe, expect, it } from 'vitest';
import { EDITS_LANGS, VARIETIES } from '../contract/constants';
import { languageName, languageOptions, varietiesFor, varietyName } from './languages';

describe('language and variety names', () => {
  it('names every language and variety of the contract in words, never as a raw code', () => {
    for (const { code, name } of languageOptions()) {
      expect(name, code).not.toBe(code);
      expect(name, code).toMatch(/^[A-Z]/);
    }
    for (const v of VARIETIES) expect(varietyName(v), v).not.toMatch(/variety/);
    expect(languageOptions()).toHaveLength(EDITS_LANGS.length);
  });

  it('reads the contract codes that are not BCP 47 correctly', () => {
    expect(languageName('jp')).toBe('Japanese');
    expect(languageName('de')).toBe('German');
    expect(languageName('auto')).toBe('Detect automatically');
    expect(varietyName('us-variety')).toBe('English (US)');
    expect(varietyName('null-variety')).toBe('English (no regional preference)');
    expect(varietyName('t-variety')).toBe('Chinese (Traditional)');
  });

  it('falls back to its own table without Intl.DisplayNames, and to the code for unknown ones', () => {
    const original = Intl.DisplayNames;
    try {
      (Intl as { DisplayNames: unknown }).DisplayNames = undefined;
      expect(languageName('jp')).toBe('Japanese');
      expect(languageName('tl')).toBe('Tagalog');
    } finally {
      (Intl as { DisplayNames: unknown }).DisplayNames = original;
    }
    expect(languageName('xx-unknown')).toBe('xx-unknown');
    expect(varietyName('x-variety')).toBe('x-variety');
  });

  it('offers the varieties that apply to the language', () => {
    expect(varietiesFor('en')).toEqual([
      'us-variety',
      'gb-variety',
      'au-variety',
      'ca-variety',
      'null-variety',
    ]);
    expect(varietiesFor('zh')).toEqual(['s-variety', 't-variety']);
    expect(varietiesFor('de')).toEqual([]);
    expect(varietiesFor('auto')).toHaveLength(VARIETIES.length);
  });
});
