import { describe, expect, it } from 'vitest';
import type { Finding } from '../edits/finding';
import { checkEnglish, type EnglishCheckOptions, inAbbreviation, resolveOverlaps } from './analyse';

function finding(
  start: number,
  end: number,
  ruleId: string,
  replacement: string,
  over: Partial<Finding> = {},
): Finding {
  return { start, end, ruleId, category: 'grammar', message: '', replacements: [replacement], ...over };
}

describe('resolveOverlaps', () => {
  it('"untill" → "until", not Harper\'s "distill": spelling wins a misspelt word', () => {
    const harper = finding(5, 11, 'harper:WrongNegative', 'distill', { category: 'word-choice' });
    const spelling = finding(5, 11, 'spelling', 'until', { category: 'spelling' });
    expect(resolveOverlaps([harper, spelling])).toEqual([spelling]);
  });

  it('a project rule still wins over spelling', () => {
    const rule = finding(4, 8, 'margin:subject-verb-agreement', "doesn't");
    const spelling = finding(4, 8, 'spelling', "don't", { category: 'spelling' });
    expect(resolveOverlaps([spelling, rule])).toEqual([rule]);
  });

  it('Harper keeps a real word the spell engine does not flag', () => {
    const harper = finding(5, 9, 'harper:AnA', 'an');
    const spelling = finding(0, 4, 'spelling', 'Wait', { category: 'spelling' });
    expect(resolveOverlaps([harper, spelling])).toEqual([spelling, harper]);
  });
});

describe('inAbbreviation', () => {
  it.each([
    ['It starts at 9 a.m.', 15, true],
    ['It starts at 9 a.m.', 17, true],
    ['It is a car.', 6, false],
    ['He works in M&A now.', 14, true],
    ['A-I started it.', 0, true],
    ['It is a well-known car.', 6, false],
  ])('%j at %i: %s', (text, start, inside) =>
    expect(inAbbreviation([...text], finding(start, start + 1, 'harper:AnA', 'an'))).toBe(inside),
  );
});

describe('checkEnglish (Harper and the project rules)', () => {
  it('the "A" of "M&A" is no article: no "AN"', async () => {
    const found = await checkEnglish(
      'He has ten years of experience in business development, M&A and finance.',
      {
        dialect: 'us',
        anyVariety: false,
        harperSpelling: false,
        advanced: [],
      },
    );
    expect(found.filter((f) => f.ruleId === 'harper:AnA')).toEqual([]);
  }, 30_000);

  it('"9 a.m." does not get "an" (issue #14)', async () => {
    const found = await checkEnglish('It starts at 9 a.m.', {
      dialect: 'us',
      anyVariety: false,
      harperSpelling: false,
      advanced: [],
    });
    expect(found.map((f) => f.replacements[0])).not.toContain('an');
  });

  const options: EnglishCheckOptions = {
    dialect: 'us',
    anyVariety: false,
    harperSpelling: false,
    advanced: [],
  };

  it('"Yesterday my parents was angry." is flagged again: a clear plural with "was" (issue #14)', async () => {
    const found = await checkEnglish('Yesterday my parents was angry.', options);
    expect(found.map((f) => f.replacements[0])).toContain('were');
  });

  it.each(['The floor has a non-slip coating.', 'We sell pre-owned cars.', 'He would be happy to help.'])(
    'correct hyphenation and open compounds are left alone: %j',
    async (text) => {
      expect(await checkEnglish(text, options)).toEqual([]);
    },
  );
});
