import { describe, expect, it } from 'vitest';
import { corpusGleu, gleuOf, sentenceStats } from './gleu';

const tok = (s: string) => s.split(' ');

describe('GLEU', () => {
  it('is 1 for a hypothesis equal to its only reference', () => {
    const s = tok('the cat sat on the mat');
    expect(corpusGleu([tok('the cat sit on the mat')], [s], [[s]])).toBeCloseTo(1, 6);
  });

  it('rewards fixing what the reference fixed over keeping the source', () => {
    const source = tok('he go to school every day');
    const reference = tok('he goes to school every day');
    const kept = gleuOf(sentenceStats(source, source, reference));
    const fixed = gleuOf(sentenceStats(source, reference, reference));
    expect(fixed).toBeGreaterThan(kept);
  });

  it('penalises n-grams kept from the source that the reference changed', () => {
    // Unigram "go" is in the source, not in the reference: it counts against the hypothesis.
    const stats = sentenceStats(tok('he go home'), tok('he go home'), tok('he goes home'));
    expect(stats.slice(0, 4)).toEqual([3, 3, 1, 3]);
  });

  it('is 0 when an n-gram order has no match', () => {
    expect(gleuOf(sentenceStats(tok('a b'), tok('x y'), tok('c d')))).toBe(0);
  });
});
