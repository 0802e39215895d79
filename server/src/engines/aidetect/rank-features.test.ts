import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageModel } from '../lm';
import { type CalibratedVersion, calibratedModel } from './calibrated-version';
import { CALIBRATED_FEATURES, calibratedFeatures, readText } from './features';
import { RANK_FEATURES, rankFeatures } from './rank-features';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));
let lm3: NgramLanguageModel;
beforeAll(() => {
  lm3 = new NgramLanguageModel(gunzipSync(fs.readFileSync(path.join(MODEL_DIR, 'lm.bin.gz'))));
});

const PREDICTABLE =
  'The president of the United States said on Monday that he would not be able to attend the meeting.';
// The same words in an order no one writes: every token ranks low under its context.
const SCRAMBLED =
  'Meeting the attend to able be not would he that Monday on said States United the of president the.';

const ranksOf = (text: string) => {
  const r = readText(languageModel(), lm3, text, true);
  const x = rankFeatures(r.lm4, r.ranks as NonNullable<typeof r.ranks>);
  return (name: (typeof RANK_FEATURES)[number]) => x[RANK_FEATURES.indexOf(name)];
};

describe('aidetect rank features', () => {
  it('ranks the tokens of ordinary word order higher than the same words scrambled (GLTR)', () => {
    const ordinary = ranksOf(PREDICTABLE);
    const scrambled = ranksOf(SCRAMBLED);
    expect(ordinary('top10_share')).toBeGreaterThan(scrambled('top10_share') + 0.2);
    expect(ordinary('log_rank_mean')).toBeLessThan(scrambled('log_rank_mean'));
    expect(ordinary('curvature')).toBeGreaterThan(scrambled('curvature'));
  });

  it('keeps the top-k shares nested and in [0, 1]', () => {
    const f = ranksOf(PREDICTABLE);
    const shares = ['top1_share', 'top10_share', 'top100_share', 'top1000_share'] as const;
    for (let k = 1; k < shares.length; k++) expect(f(shares[k])).toBeGreaterThanOrEqual(f(shares[k - 1]));
    expect(f('top1_share')).toBeGreaterThanOrEqual(0);
    expect(f('top1000_share')).toBeLessThanOrEqual(1);
  });

  it('reads ranks only when asked, and a version whose features use them asks', () => {
    const plain = readText(languageModel(), lm3, PREDICTABLE);
    expect(plain.ranks).toBeUndefined();
    // Without ranks the rank features are NaN, never silently zero.
    const x = calibratedFeatures(plain);
    expect(Number.isNaN(x[CALIBRATED_FEATURES.indexOf('r.curvature')])).toBe(true);
    const model = calibratedModel({
      kind: 'calibrated',
      features: ['lm4.mean_logp', 'r.curvature'],
      model: { type: 'stumps', bias: 0, stumps: [] } as CalibratedVersion['model'],
      tokenSlope: 0,
      shortText: { minWords: 50, floor: 0.5, cap: 0.45 },
    });
    expect(model.withRanks).toBe(true);
    const ranked = readText(languageModel(), lm3, PREDICTABLE, model.withRanks);
    const rankValues = calibratedFeatures(ranked).filter((_, j) => CALIBRATED_FEATURES[j].startsWith('r.'));
    expect(rankValues).toHaveLength(RANK_FEATURES.length);
    expect(rankValues.every(Number.isFinite)).toBe(true);
  });

  it('gives sentence spans their own values', () => {
    const r = readText(languageModel(), lm3, `${PREDICTABLE} ${SCRAMBLED}`, true);
    const ranks = r.ranks as NonNullable<typeof r.ranks>;
    const first = rankFeatures(r.lm4, ranks, 0, 1);
    const second = rankFeatures(r.lm4, ranks, 1, 2);
    const k = RANK_FEATURES.indexOf('top10_share');
    expect(first[k]).toBeGreaterThan(second[k]);
  });
});
