import { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { tokenize } from '@margin/shared/ml/tokens';
import { describe, expect, it } from 'vitest';
import { countTrigrams } from './ngram-builder';
import { encodeTrigramLm, referenceTokenStats } from './trigram-lm';

const DOCS = [
  'The cat sat on the mat. The dog sat on the rug, and the cat ate the fish.',
  'A dog ate the bone. The children were playing in the garden while she was reading a book.',
  'The cat sat on the mat again. He was reading the paper. They were playing outside all day.',
  'She was reading the paper in the garden. The dog was playing with the children.',
];

describe('the AI-detection trigram model in the language-model format', () => {
  const { counts } = countTrigrams([...DOCS, ...DOCS, ...DOCS], {
    maxVocab: 1000,
    minWordCount: 2,
    minBigramCount: 2,
    minTrigramCount: 3,
    discount: 0.75,
  });
  const model = new NgramLanguageModel(encodeTrigramLm(counts));

  it('reproduces the counts-based log-probabilities, ranks and entropies token by token', () => {
    // Seen text, unseen orders of seen words, and words outside the vocabulary.
    for (const text of [...DOCS, 'the mat sat on the cat', 'Zebras were reading the garden outside.']) {
      const ids = tokenize(text).map((t) => model.id(t.text));
      const want = referenceTokenStats(counts, ids);
      const got = model.score(ids);
      expect(got.map((s) => s.rank)).toEqual(want.map((s) => s.rank));
      expect(got.map((s) => s.unknown)).toEqual(want.map((s) => s.unknown));
      got.forEach((s, i) => {
        expect(s.logp).toBeCloseTo(want[i].logp, 5);
        expect(s.entropy).toBeCloseTo(want[i].entropy, 6);
      });
    }
  });

  it('knows words by the lower-cased normalisation it was trained with', () => {
    expect(model.id('The')).toBe(model.id('the'));
    expect(model.id('the')).toBeGreaterThan(1);
    expect(model.id('zebras')).toBe(0);
  });
});
