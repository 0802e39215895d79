import fs from 'node:fs';
import { splitSentences } from '@margin/shared/ml/sentences';
import { describe, expect, it } from 'vitest';
import { languageModel } from '../../lm';
import { confusionMatches } from './scorer';
import { confusionSets } from './sets';

describe('confusion sets on correct prose', () => {
  it('raise nothing on a few pages of correct, varied prose full of set words', () => {
    const text = fs.readFileSync(new URL('./fixtures/correct-prose.txt', import.meta.url), 'utf8');
    const found = splitSentences(text).flatMap((s) =>
      confusionMatches(text, s, languageModel(), confusionSets()).map(
        (m) => `${text.slice(m.start, m.end)} → ${m.replacements[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
