import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../e2e/support/server';
import { freshTexts, ratioSummary } from './edits';

const CORPUS = path.resolve(REPO_ROOT, '../shared/data/corpus_en/us-presidential-speeches');

describe('ratioSummary', () => {
  it('takes the median of the per-text ratios, not the ratio of the medians', () => {
    // Ratio of medians would be 200/100 = 2; the per-text ratios are 1, 1, 4.
    const pairs = [
      { marginMs: 100, harperMs: 100 },
      { marginMs: 200, harperMs: 200 },
      { marginMs: 400, harperMs: 100 },
    ];
    expect(ratioSummary(pairs).median).toBe(1);
    expect(ratioSummary(pairs).q3).toBe(4);
  });
});

describe.skipIf(!fs.existsSync(CORPUS))('freshTexts (needs ../shared/data/corpus_en)', () => {
  it('gives distinct texts of exactly the asked number of words, in paragraphs', () => {
    const { texts } = freshTexts(3, 1000);
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) {
      expect(text.split(/\s+/).length).toBe(1000);
      expect(text).toContain('\n\n');
    }
  });
});
