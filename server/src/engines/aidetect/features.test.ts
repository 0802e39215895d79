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
  EXTRA_FEATURES,
  extraFeatures,
  LEXICON_FEATURE,
  readText,
} from './features';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));
let lm3: NgramLanguageModel;
beforeAll(() => {
  lm3 = new NgramLanguageModel(gunzipSync(fs.readFileSync(path.join(MODEL_DIR, 'lm.bin.gz'))));
});

const feature = (values: number[], name: (typeof EXTRA_FEATURES)[number]) =>
  values[EXTRA_FEATURES.indexOf(name)];

describe('aidetect features', () => {
  it('reads the text once: both models see the same tokens and sentences, and words are counted', () => {
    const r = readText(languageModel(), lm3, 'The cat sat down. Then it slept (for hours).');
    expect(r.lm3.tokens).toBe(r.lm4.tokens);
    expect(r.lm4.sentences.map((s) => [s.first, s.last])).toEqual(
      r.lm3.sentences.map((s) => [s.first, s.last]),
    );
    expect(r.words).toBe(9);
    expect(r.unigram).toHaveLength(r.lm4.tokens.length);
  });

  it('counts punctuation, digits and capitalised words per word', () => {
    const r = readText(languageModel(), lm3, 'In 1999 Alice met Bob (twice), she said: "hello".');
    const x = extraFeatures(r);
    // Words: In 1999 Alice met Bob twice she said hello = 9.
    expect(feature(x, 'bracket_per_word')).toBeCloseTo(2 / 9);
    expect(feature(x, 'quote_per_word')).toBeCloseTo(2 / 9);
    expect(feature(x, 'comma_per_word')).toBeCloseTo(1 / 9);
    expect(feature(x, 'colon_semicolon_per_word')).toBeCloseTo(1 / 9);
    expect(feature(x, 'digit_share')).toBeCloseTo(1 / 9);
    // Alice and Bob; "In" opens the sentence.
    expect(feature(x, 'capitalised_share')).toBeCloseTo(2 / 9);
  });

  it('measures lexical diversity: a repeated word lowers the type-token ratio', () => {
    const varied = extraFeatures(readText(languageModel(), lm3, 'Red green blue yellow purple orange.'));
    const repeated = extraFeatures(readText(languageModel(), lm3, 'Red red red red red orange.'));
    expect(feature(varied, 'mattr50')).toBe(1);
    expect(feature(repeated, 'mattr50')).toBeCloseTo(2 / 6);
  });

  it('gives one value per feature name for the whole text and for one sentence', () => {
    const r = readText(languageModel(), lm3, 'First sentence here. And a second one follows it.', true);
    const lexicon = new Map([['second', 1.5]]);
    const pairs = new Map([['second one', 0.5]]);
    expect(calibratedFeatures(r, 0, 2, lexicon, pairs)).toHaveLength(CALIBRATED_FEATURES.length);
    expect(calibratedFeatures(r, 1, 2, lexicon, pairs)).toHaveLength(CALIBRATED_FEATURES.length);
    expect(calibratedFeatures(r, 0, 2, lexicon, pairs).every(Number.isFinite)).toBe(true);
  });

  it("scores the lexicon over a span's distinct words", () => {
    const r = readText(languageModel(), lm3, 'Overall it works. Overall, it is crucial.');
    const lexicon = new Map([
      ['overall', 2],
      ['crucial', 1],
    ]);
    const j = CALIBRATED_FEATURES.indexOf(LEXICON_FEATURE);
    // Sentence 1: overall, it, works → 2 / 3; sentence 2: overall, it, is, crucial → 3 / 4.
    expect(calibratedFeatures(r, 0, 1, lexicon)[j]).toBeCloseTo(2 / 3);
    expect(calibratedFeatures(r, 1, 2, lexicon)[j]).toBeCloseTo(3 / 4);
    // Whole text: overall, it, works, is, crucial → 3 / 5.
    expect(calibratedFeatures(r, 0, 2, lexicon)[j]).toBeCloseTo(3 / 5);
    expect(Number.isNaN(calibratedFeatures(r)[j])).toBe(true);
  });
});
