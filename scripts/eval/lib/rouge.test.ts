import { describe, expect, it } from 'vitest';
import { greedyOracle, rouge, rougeL, rougeN, rougeTokens } from './rouge';

describe('rouge', () => {
  it('scores identical texts 1 and disjoint texts 0', () => {
    const a = rouge('The cat sat on the mat.', 'The cat sat on the mat.');
    expect([a.r1.f1, a.r2.f1, a.rl.f1]).toEqual([1, 1, 1]);
    expect(rouge('dogs bark', 'cats meow').r1.f1).toBe(0);
  });

  it('clips repeated n-grams and counts the longest common subsequence', () => {
    const r1 = rougeN(['the', 'the', 'the'], ['the', 'cat'], 1);
    expect(r1.precision).toBeCloseTo(1 / 3);
    expect(r1.recall).toBeCloseTo(1 / 2);
    const rl = rougeL(['a', 'b', 'c', 'd'], ['a', 'c', 'x', 'd']);
    expect(rl.recall).toBeCloseTo(3 / 4);
  });

  it('stems like rouge-score', () => {
    expect(rougeTokens('Running runners ran')).toEqual(['run', 'runner', 'ran']);
  });
});

describe('greedyOracle', () => {
  const sentences = [
    'Parliament passed the budget on Friday.',
    'Weather was mild.',
    'The budget raises school funding by a tenth.',
    'Only listed candidates count.',
  ];

  const reference = 'Parliament passed the budget on Friday, raising school funding by a tenth';

  it('takes the sentences that raise ROUGE-1 F, best first, and leaves those that would lower it', () => {
    expect(greedyOracle(sentences, [0, 1, 2, 3], reference, 5)).toEqual([2, 0]);
  });

  it('considers only the candidates and at most max sentences', () => {
    expect(greedyOracle(sentences, [0, 1], 'budget school funding', 5)).toEqual([0]);
    expect(greedyOracle(sentences, [0, 1, 2], reference, 1)).toEqual([2]);
  });
});
