import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageModel } from '../lm';
import {
  CALIBRATED_FEATURES,
  calibratedFeatures,
  PAIR_LEXICON_FEATURE,
  readText,
  spanPairs,
} from './features';
import { wordPairs } from './lexicon';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));
let lm3: NgramLanguageModel;
beforeAll(() => {
  lm3 = new NgramLanguageModel(gunzipSync(fs.readFileSync(path.join(MODEL_DIR, 'lm.bin.gz'))));
});

describe('aidetect machine-phrase lexicon', () => {
  it('counts adjacent word pairs inside sentences only, lower-cased, each once', () => {
    const r = readText(languageModel(), lm3, 'It is crucial. It is, overall, crucial.');
    // "crucial it" would span the sentence break; "is overall" and "overall crucial" are broken by commas.
    expect([...wordPairs(r.lm4.tokens, r.lm4.sentences)].sort()).toEqual(['is crucial', 'it is']);
  });

  it("reads one sentence's pairs for a sentence span", () => {
    const r = readText(languageModel(), lm3, 'It is crucial. Birds sing loudly.');
    expect([...spanPairs(r, 1, 2)].sort()).toEqual(['birds sing', 'sing loudly']);
    expect([...spanPairs(r)]).toHaveLength(4);
  });

  it('scores the mean weight of distinct pairs, 0 for a span without listed pairs, NaN without a lexicon', () => {
    const r = readText(languageModel(), lm3, 'It is crucial. It is fine.');
    const j = CALIBRATED_FEATURES.indexOf(PAIR_LEXICON_FEATURE);
    const lexicon = new Map([['is crucial', 3]]);
    // Pairs: it is, is crucial, is fine → 3 / 3.
    expect(calibratedFeatures(r, 0, 2, undefined, lexicon)[j]).toBeCloseTo(1);
    expect(calibratedFeatures(r, 1, 2, undefined, lexicon)[j]).toBe(0);
    expect(Number.isNaN(calibratedFeatures(r)[j])).toBe(true);
  });
});
