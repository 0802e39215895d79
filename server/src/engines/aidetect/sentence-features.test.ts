import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageModel } from '../lm';
import { needsRanks, readText } from './features';
import { SENTENCE_FEATURES, sentenceFeatures } from './sentence-features';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));
let lm3: NgramLanguageModel;
beforeAll(() => {
  lm3 = new NgramLanguageModel(gunzipSync(fs.readFileSync(path.join(MODEL_DIR, 'lm.bin.gz'))));
});

const at = (x: number[], name: (typeof SENTENCE_FEATURES)[number]) => x[SENTENCE_FEATURES.indexOf(name)];

describe('aidetect sentence aggregates', () => {
  it("keeps each sentence's own level: min and max bracket the quartiles, and one sentence gives one value", () => {
    // A predictable sentence beside an odd one: their mean log-probabilities differ, so min < max.
    const text =
      'It is one of the most important things in the world. Purple ferrets juggle quietly beneath zinc.';
    const r = readText(languageModel(), lm3, text, true);
    const x = sentenceFeatures(r);
    expect(at(x, 'lp4_min')).toBeLessThan(at(x, 'lp4_max'));
    expect(at(x, 'lp4_min')).toBeLessThanOrEqual(at(x, 'lp4_q25'));
    expect(at(x, 'lp4_q25')).toBeLessThanOrEqual(at(x, 'lp4_q75'));
    expect(at(x, 'lp4_q75')).toBeLessThanOrEqual(at(x, 'lp4_max'));
    expect(at(x, 'curvature_min')).toBeLessThan(at(x, 'curvature_max'));
    const first = sentenceFeatures(r, 0, 1);
    expect(at(first, 'lp4_min')).toBe(at(first, 'lp4_max'));
    // The predictable sentence is the higher one.
    expect(at(first, 'lp4_max')).toBe(at(x, 'lp4_max'));
    for (const f of ['surprise3_positive_share', 'surprise4_positive_share'] as const) {
      expect(at(x, f)).toBeGreaterThanOrEqual(0);
      expect(at(x, f)).toBeLessThanOrEqual(1);
    }
  });

  it('leaves out sentences under four tokens when longer ones exist', () => {
    const long = 'The committee will publish its report on the budget next week.';
    const alone = sentenceFeatures(readText(languageModel(), lm3, long, true));
    const withShort = sentenceFeatures(readText(languageModel(), lm3, `Yes. ${long}`, true));
    // The 4-gram model reads each sentence alone, so its aggregates are unchanged by "Yes." (the
    // trigram model's context runs across the break, so its surprise moves a little).
    const fourGram = SENTENCE_FEATURES.filter((f) => !f.startsWith('surprise3'));
    for (const f of fourGram) expect(at(withShort, f)).toBeCloseTo(at(alone, f), 12);
  });

  it('marks the rank-reading aggregates as needing ranks and leaves them NaN without', () => {
    const r = readText(languageModel(), lm3, 'The cat sat on the mat. Then it slept for hours.');
    const x = sentenceFeatures(r);
    expect(Number.isNaN(at(x, 'curvature_max'))).toBe(true);
    expect(Number.isFinite(at(x, 'lp4_max'))).toBe(true);
    expect(needsRanks('s.curvature_max')).toBe(true);
    expect(needsRanks('s.lp4_max')).toBe(false);
  });

  it('answers zeros for a text with no words', () => {
    const x = sentenceFeatures(readText(languageModel(), lm3, '', true));
    expect(x).toEqual(SENTENCE_FEATURES.map(() => 0));
  });
});
