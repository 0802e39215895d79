import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checkSpelling, spellChecker, UnsupportedLanguageError } from './checkers';
import {
  DICTIONARIES,
  ENGLISH_VARIETIES,
  LISTED_LANGUAGES,
  supportsLanguage,
  UNSUPPORTED_LANGUAGES,
} from './languages';

const require = createRequire(import.meta.url);

/** A common word and a non-word per language: the dictionary must accept the one and flag the other. */
const SAMPLES: Record<string, [string, string]> = {
  bg: ['къща', 'къщщаа'],
  ca: ['casa', 'casssa'],
  cs: ['dům', 'důůmm'],
  da: ['huset', 'hussett'],
  de: ['Häuser', 'Häusserr'],
  el: ['σπίτι', 'σππίτιι'],
  es: ['ciudades', 'ciudadess'],
  et: ['majad', 'majjadd'],
  fa: ['کتاب', 'کتتابب'],
  fr: ['maisons', 'maissonns'],
  he: ['שלום', 'שללוםם'],
  hr: ['kuća', 'kuććaa'],
  hu: ['házak', 'házzakk'],
  is: ['hús', 'húúss'],
  it: ['città', 'cittàà'],
  ko: ['학교에', 'ㅎㅏㄱ교'],
  lt: ['namas', 'nammass'],
  lv: ['māja', 'mājjaa'],
  nl: ['huizen', 'huizzenn'],
  no: ['husene', 'hussenne'],
  pl: ['domami', 'domammii'],
  pt: ['casas', 'cassass'],
  ro: ['casă', 'cassăă'],
  ru: ['домами', 'доммамии'],
  sk: ['domy', 'dommyy'],
  sr: ['кућа', 'кућћаа'],
  sv: ['husen', 'hussenn'],
  tr: ['evler', 'evvlerr'],
  uk: ['будинки', 'буддинкии'],
  vi: ['nhà', 'nhhàà'],
};

describe('languages', () => {
  it('names every listed language as supported or unsupported, never both', () => {
    for (const lang of LISTED_LANGUAGES) {
      expect(supportsLanguage(lang) !== lang in UNSUPPORTED_LANGUAGES, lang).toBe(true);
    }
  });

  it('states each dictionary package’s licence as the package does', () => {
    for (const pkg of [...Object.values(DICTIONARIES), ...Object.values(ENGLISH_VARIETIES)]) {
      const meta = require(require.resolve(pkg.name).replace(/index\.js$/, 'package.json')) as {
        license: string;
      };
      expect(pkg.licence, pkg.name).toBe(meta.license);
    }
  });

  it('rejects a language without a dictionary', async () => {
    await expect(spellChecker('ar')).rejects.toBeInstanceOf(UnsupportedLanguageError);
  });
});

describe.each(Object.keys(DICTIONARIES))('dictionary %s', (lang) => {
  it('accepts a common word and flags a misspelling', async () => {
    const [good, bad] = SAMPLES[lang];
    const checker = await spellChecker(lang);
    expect(checker.isCorrect(good)).toBe(true);
    expect(checker.isCorrect(bad)).toBe(false);
  }, 20_000);
});

// Typing a word without its accents is the commonest slip where words have them; the reranker,
// trained on English misspellings, put "ferre" before "frère".
describe('a word typed without its accents', () => {
  it.each([
    ['fr', 'Mon frere habite a Lyon.', 'frere', 'frère'],
    ['fr', 'Il est alle a la gare.', 'alle', 'allé'],
    ['es', 'Escuchamos una cancion nueva.', 'cancion', 'canción'],
  ])(
    '%s: %s',
    async (lang, text, typed, expected) => {
      for (const neural of [true, false]) {
        const findings = await checkSpelling(text, { lang, neural });
        expect(findings.find((f) => f.original === typed)?.candidates[0]).toBe(expected);
      }
    },
    30_000,
  );
});

describe('checkSpelling (English)', () => {
  it('corrects common misspellings, code points relative to the text', async () => {
    const findings = await checkSpelling('I recieve teh letter 🎉 tomorow.', { lang: 'en' });
    expect(findings.map((f) => [f.original, f.candidates[0], f.start])).toEqual([
      ['recieve', 'receive', 2],
      ['teh', 'the', 10],
      ['tomorow', 'tomorrow', 23],
    ]);
  });

  it('follows the variety, and accepts every variety under null-variety', async () => {
    const text = 'The colour of the color.';
    const us = await checkSpelling(text, { lang: 'en', variety: 'us' });
    const gb = await checkSpelling(text, { lang: 'en', variety: 'gb' });
    const any = await checkSpelling(text, { lang: 'en', variety: 'any' });
    expect(us.map((f) => [f.original, f.candidates[0]])).toEqual([['colour', 'color']]);
    expect(gb.map((f) => [f.original, f.candidates[0]])).toEqual([['color', 'colour']]);
    expect(any).toEqual([]);
  });

  it('suggests no variety-only spelling under null-variety', async () => {
    const [finding] = await checkSpelling('A bright colr.', { lang: 'en', variety: 'any' });
    expect(finding.original).toBe('colr');
    expect(finding.candidates).not.toContain('color');
    expect(finding.candidates).not.toContain('colour');
  });

  it('accepts and suggests medical terms only when asked', async () => {
    // Without the corpus gate: the gate alone leaves a rare word with no likely correction unflagged.
    const plain = await checkSpelling('Treated with metoprolol for hypertenshun.', {
      lang: 'en',
      attested: false,
    });
    const medical = await checkSpelling('Treated with metoprolol for hypertenshun.', {
      lang: 'en',
      medical: true,
    });
    expect(plain.map((f) => f.original)).toContain('metoprolol');
    expect(medical.map((f) => [f.original, f.candidates[0]])).toEqual([['hypertenshun', 'hypertension']]);
  });

  it('leaves words the corpus uses unflagged unless a far more common word was meant (model/en-attested)', async () => {
    const text = 'Gameplay with cationic dyes. Kearbey sat untill teh end.';
    const findings = await checkSpelling(text, { lang: 'en', variety: 'any' });
    expect(findings.map((f) => [f.original, f.candidates[0]])).toEqual([
      ['untill', 'until'],
      ['teh', 'the'],
    ]);
    const ungated = await checkSpelling(text, { lang: 'en', variety: 'any', attested: false });
    expect(ungated.map((f) => f.original)).toEqual(['Gameplay', 'cationic', 'Kearbey', 'untill', 'teh']);
  });

  it('reranks with the neural model when asked', async () => {
    const findings = await checkSpelling('I saw the whle thing.', { lang: 'en', neural: true });
    expect(findings[0].original).toBe('whle');
    expect(findings[0].candidates[0]).toBe('whole');
  });

  it('builds one candidate index for en-US and null-variety, which suggest from the same dictionary', async () => {
    const suggesterOf = (c: unknown) => (c as { lang: { suggester: unknown } }).lang.suggester;
    const [us, any, gb, usMedical] = await Promise.all([
      spellChecker('en', 'us'),
      spellChecker('en', 'any'),
      spellChecker('en', 'gb'),
      spellChecker('en', 'us', true),
    ]);
    expect(suggesterOf(any)).toBe(suggesterOf(us));
    expect(suggesterOf(gb)).not.toBe(suggesterOf(us));
    // The medical list adds candidates, so it has an index of its own.
    expect(suggesterOf(usMedical)).not.toBe(suggesterOf(us));
  });
});
