import { describe, expect, it } from 'vitest';
import { tagText } from '../tagger';
import { confusionFindings } from '.';

describe('confusion sets in the grammar engine', () => {
  // "fewer" goes with plurals: the model's liking for "less cars in" is no reason to write it.
  it.each([
    'By next spring there will be fewer buses on this route than there are now.',
    'I think there will be fewer cars in use in twenty years.',
  ])('never writes "less" for "fewer" before a plural: %s', (text) => {
    const found = confusionFindings(text, tagText(text)).filter((f) => f.replacements.includes('less'));
    expect(found).toEqual([]);
  });
});

describe('confusion sets leave hyphenated compounds alone', () => {
  it('never turns "a lose-lose situation" into "loose"', () => {
    const text = 'Cutting the budget again would be a lose-lose situation for everyone.';
    expect(
      confusionFindings(text, [{ start: 0, end: text.length }]).map((f) => f.replacements[0]),
    ).not.toContain('loose');
  });
});
