import fs from 'node:fs';
import { expandForms } from '@margin/shared/spell/hunspell/expand';
import { describe, expect, it } from 'vitest';
import { realWordChecker, spellChecker } from './checkers';
import { ENGLISH_VARIETIES } from './languages';
import { loadDictionary } from './load';
import { currentExtraEntries, extraEntries, VARIETIES_EXTRA_FILE } from './varieties';

describe('the Australian- and Canadian-only entries', () => {
  it('keeps the lines no base dictionary has, once each', () => {
    expect(
      extraEntries(
        ['2\ncolor/S\ngrey/S\n', '1\ncolour/S\n'],
        ['2\ncolour/S\nArmidale/M\n', '1\nArmidale/M\n'],
      ),
    ).toBe('1\nArmidale/M\n');
  });

  it('is the file the installed dictionary packages define (regenerate: npx tsx server/src/engines/spell/varieties.ts)', () => {
    expect(fs.readFileSync(VARIETIES_EXTRA_FILE, 'utf8')).toBe(currentExtraEntries());
  });

  it('accepts exactly what the four varieties accept, on every form of the Australian and Canadian dictionaries', async () => {
    const [all, words] = await Promise.all([spellChecker('en', 'any'), realWordChecker('en')]);
    const differ: string[] = [];
    for (const v of ['au', 'ca'] as const) {
      const { forms } = expandForms(
        await loadDictionary(ENGLISH_VARIETIES[v].name),
        Number.POSITIVE_INFINITY,
      );
      for (const form of forms) {
        for (const w of [form, form[0].toUpperCase() + form.slice(1), form.toUpperCase(), `${form}x`]) {
          if (all.isCorrect(w) !== words.check(w)) differ.push(w);
        }
      }
    }
    expect(differ).toEqual([]);
    expect(words.check('Armidale')).toBe(true);
    expect(words.check('colour') && words.check('color')).toBe(true);
    expect(words.check('recieveds')).toBe(false);
  }, 120_000);
});
