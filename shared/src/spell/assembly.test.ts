import { describe, expect, it } from 'vitest';
import {
  createSuggester,
  FULL_FORM_INDEX_LIMIT,
  FULL_FORM_STEMS,
  INDEX_FORM_LIMIT,
  indexFormLimit,
  indexForms,
} from './assembly';
import { HunspellDictionary } from './hunspell/dictionary';

const AFF = 'SET UTF-8\nTRY esianrtolcdugmphbyfvkwz\nSFX S Y 1\nSFX S 0 s .\n';
const dictOf = (words: string[]) => HunspellDictionary.parse(AFF, `${words.length}\n${words.join('\n')}\n`);

describe('speller assembly', () => {
  it('indexes every form of an ordinary dictionary, affixes expanded', () => {
    const dict = dictOf(['cat/S', 'mat']);
    expect(indexFormLimit(dict)).toBe(INDEX_FORM_LIMIT);
    expect(indexForms(dict)).toEqual({
      forms: expect.arrayContaining(['cat', 'cats', 'mat']),
      complete: true,
    });
  });

  it('samples fewer forms of a full-form dictionary (more stems than FULL_FORM_STEMS)', () => {
    const words = Array.from({ length: FULL_FORM_STEMS + 1 }, (_, i) => `w${i.toString(36)}`);
    expect(indexFormLimit(dictOf(words))).toBe(FULL_FORM_INDEX_LIMIT);
  });

  it('suggests from the dictionary’s forms, or from prebuilt forms when given', () => {
    const dict = dictOf(['cat/S', 'mat']);
    expect(
      createSuggester(dict)
        .suggest('catz', 3)
        .map((s) => s.word),
    ).toContain('cats');
    // Forms expanded at build time (the extension's worker) replace run-time expansion.
    const prebuilt = createSuggester(dict, undefined, undefined, () => ({ forms: ['mat'], complete: true }));
    expect(prebuilt.suggest('matt', 3).map((s) => s.word)).toContain('mat');
    expect(prebuilt.suggest('catz', 3).map((s) => s.word)).not.toContain('cats');
  });
});
