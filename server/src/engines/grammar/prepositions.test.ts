import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import {
  PREPOSITION_RULE_ID,
  parsePrepositions,
  prepositionFindings,
  prepositionTable,
} from './prepositions';
import { tagText } from './tagger';

describe('parsePrepositions', () => {
  it('reads each written preposition with what it may have been meant as', () => {
    const table = parsePrepositions('# comment\nwritten\talternatives\tsource\nIn\ton, at\tx\n');
    expect(table.get('in')).toEqual(['on', 'at']);
  });

  it('refuses a row without alternatives', () => {
    expect(() => parsePrepositions('written\talternatives\nin\n')).toThrow(/malformed/);
  });

  it('the committed table confuses in / on / at both ways', () => {
    const table = prepositionTable();
    expect(table.get('in')).toContain('on');
    expect(table.get('on')).toContain('in');
    expect(table.get('at')).toContain('in');
  });
});

describe('preposition candidates scored by the language model', () => {
  it.each([
    ['It depends of the weather.', 'It depends on the weather.'],
    ['She is responsible of the project.', 'She is responsible for the project.'],
  ])(
    '%s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'I will meet you on Monday at noon.',
    'She lives in London with her sister.',
    'He was born in 1990 in a small town.',
    'The book is on the table by the window.',
    'I have lived here since 2010.',
    'We walked into the room and sat down.',
    'He is afraid of dogs.',
    'They arrived at the airport early.',
    'The discussion was about the budget.',
    'I received a letter from my friend.',
    'It depends on the weather.',
    'She is responsible for the project.',
  ])(
    'leaves correct sentences alone: %s',
    async (text) => {
      expect(await fix(text)).toBe(text);
    },
    30_000,
  );

  it('tries only prepositions, not the same word as another part of speech ("give in", "on" as adverb)', () => {
    const text = 'He would not give in, so the show went on.';
    const found = prepositionFindings(text, tagText(text), languageModel());
    expect(found.every((f) => f.errorType === 'R:PREP')).toBe(true);
    expect(found.filter((f) => text.slice(f.start, f.end) === 'on')).toEqual([]);
  });
});

describe('the preposition a word takes', () => {
  it('is never swapped for another ("good at math" → "in")', async () => {
    const { checkEnglish } = await import('./analyse');
    const text = 'She is good at math and bad at spelling.';
    const found = await checkEnglish(text, {
      dialect: 'us',
      anyVariety: false,
      harperSpelling: true,
      advanced: [],
    });
    expect(found.filter((f) => f.ruleId === PREPOSITION_RULE_ID)).toEqual([]);
  });
});
