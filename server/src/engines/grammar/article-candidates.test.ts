import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { articleFindings } from './article-candidates';
import { tagText } from './tagger';

describe('article candidates scored by the language model', () => {
  it('missing article: "on roof of the house" -> "on the roof"', async () => {
    expect(await fix('There is a cat on roof of the house.')).toBe(
      'There is a cat on the roof of the house.',
    );
  }, 30_000);

  it('proposes an article before the gate where the model prefers one ("bought car")', () => {
    const text = 'He bought car last week.';
    const found = articleFindings(text, tagText(text), languageModel());
    expect(found.map((f) => [f.start, f.end, f.replacements[0]])).toEqual([[10, 10, 'a ']]);
  });

  it.each([
    'She gave me the advice that I needed.',
    'Life is beautiful when you travel.',
    'They arrived at the airport on time.',
    'I like music and I listen to it every day.',
    'He plays the guitar in a band.',
  ])(
    'leaves correct sentences alone: %s',
    async (text) => {
      expect(await fix(text)).toBe(text);
    },
    30_000,
  );
});
