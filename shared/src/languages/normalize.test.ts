import { describe, expect, it } from 'vitest';
import { BASE_LANGUAGES, LANGUAGES, languageName, REGION_LANGUAGES } from './languages';
import { findLanguage, LanguageError, resolveLanguage } from './normalize';

describe('the catalogue', () => {
  it('holds about 170 languages, each with a distinct code and an English name', () => {
    expect(BASE_LANGUAGES.length).toBeGreaterThanOrEqual(165);
    expect(BASE_LANGUAGES.length).toBeLessThanOrEqual(185);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    for (const l of BASE_LANGUAGES) {
      expect(l.code).toMatch(/^[a-z]{2,3}$/);
      expect(l.iso639_3).toMatch(/^[a-z]{3}$/);
      expect(l.name).not.toBe(l.code);
    }
  });

  it('uses ISO 639-1 where it exists and 639-2/3 otherwise', () => {
    expect(findLanguage('de')?.code).toBe('de');
    expect(findLanguage('ceb')?.code).toBe('ceb');
    expect(findLanguage('haw')?.code).toBe('haw');
    expect(findLanguage('deu')?.code).toBe('de');
  });

  it('has exactly the region variants API.md lists', () => {
    expect(REGION_LANGUAGES.map((l) => l.code)).toEqual([
      'zh-CN',
      'zh-TW',
      'zh-HK',
      'pt-BR',
      'pt-PT',
      'en-GB',
      'en-US',
      'fr-CA',
      'es-419',
    ]);
  });

  it.each([
    ['de', 'German'],
    ['ceb', 'Cebuano'],
    ['pt-BR', 'Brazilian Portuguese'],
    ['zh-TW', 'Chinese (Traditional)'],
    ['es-419', 'Latin American Spanish'],
  ])('names %s in English: %s', (code, name) => {
    expect(languageName(code)).toBe(name);
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['pt_br', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['zh_hant', 'zh-TW'],
    ['zh-Hans', 'zh-CN'],
    ['ZH-hk', 'zh-HK'],
    ['es-419', 'es-419'],
    ['en_gb', 'en-GB'],
    ['ger', 'de'],
    ['fre', 'fr'],
    ['iw', 'he'],
    ['fil', 'tl'],
    ['nb', 'no'],
    ['CEB', 'ceb'],
    [' fr ', 'fr'],
  ])('code %j → %s', (input, code) => {
    expect(resolveLanguage(input).code).toBe(code);
  });

  it.each([
    ['German', 'de'],
    ['german', 'de'],
    ['GERMAN', 'de'],
    ['brazilian portuguese', 'pt-BR'],
    ['Portuguese (Brazil)', 'pt-BR'],
    ['European Portuguese', 'pt-PT'],
    ['Portuguese', 'pt'],
    ['Simplified Chinese', 'zh-CN'],
    ['traditional chinese', 'zh-TW'],
    ['Chinese', 'zh'],
    ['British English', 'en-GB'],
    ['latin american spanish', 'es-419'],
    ['Canadian French', 'fr-CA'],
    ['Cebuano', 'ceb'],
    ['Filipino', 'tl'],
    ['Farsi', 'fa'],
    ['Maori', 'mi'],
    ['Haitian Creole', 'ht'],
    ['Spanish language', 'es'],
  ])('name %j → %s', (input, code) => {
    expect(resolveLanguage(input).code).toBe(code);
  });

  it.each([
    ['de-AT', 'de'],
    ['en-AU', 'en'],
    ['sr_Latn', 'sr'],
    ['pt-AO', 'pt'],
  ])('a region the catalogue has no variant for falls back to the language: %s → %s', (input, code) => {
    expect(resolveLanguage(input).code).toBe(code);
  });

  it.each(['Klingon', 'xx', 'qq-ZZ', 'english please', '12', 'd'])('rejects %j naming the value', (value) => {
    expect(() => resolveLanguage(value)).toThrow(LanguageError);
    expect(() => resolveLanguage(value)).toThrow(`"${value}"`);
    expect(findLanguage(value)).toBeUndefined();
  });
});
