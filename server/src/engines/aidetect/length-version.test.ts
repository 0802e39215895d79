import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AIDETECT_DEFAULT_VERSION, AIDETECT_VERSIONS } from '@margin/shared/contract/aidetect';
import { beforeAll, describe, expect, it } from 'vitest';
import { HUMAN_LONG, MACHINE_LONG, SHORT } from '../../testing/aidetect-texts';
import { type CalibratedVersion, calibratedModel, lengthShiftOf } from './calibrated-version';
import { AiDetector, type AidetectVersion } from './detector';
import { logit } from './scores';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));
// Selectable on request; 20261128 stays the default because this version flags more held-back human
// news (docs/analysis.md, "What 20261130 (on request) measures beside the default").
const VERSION: AidetectVersion = '20261130';
const META = JSON.parse(fs.readFileSync(new URL('./model/metadata.json', import.meta.url), 'utf8')) as {
  versions: Record<string, CalibratedVersion>;
};
// Written for these tests (in no training or calibration set): five paragraphs of 87–102 words, 463 in all.
const PROSE = fs.readFileSync(new URL('./test-sources/human-prose.txt', import.meta.url), 'utf8');
const PARAGRAPHS = PROSE.split(/\n\s*\n/).filter((p) => p.trim());
// 165 words: over the 150-word edge of the length calibration.
const MIXED_165 = `${MACHINE_LONG} ${HUMAN_LONG}`;

let detector: AiDetector;
beforeAll(async () => {
  detector = await AiDetector.load(MODEL_DIR);
});

describe('lengthShiftOf', () => {
  const model = { lengthShift: { edges: [150, 300], shifts: [0, 1, 1.5] } };
  it('gives each word count its bucket’s shift; a bucket begins at its edge', () => {
    expect([10, 50, 149, 150, 299, 300, 5000].map((w) => lengthShiftOf(model, w))).toEqual([
      0, 0, 0, 1, 1, 1.5, 1.5,
    ]);
  });
  it('is 0 for a model calibrated with one shift', () => {
    expect(lengthShiftOf({}, 400)).toBe(0);
  });
  it('refuses a stored length shift whose shifts do not match its edges', () => {
    const v = META.versions[VERSION];
    const broken = { ...v, model: { ...v.model, lengthShift: { edges: [150], shifts: [0] } } };
    expect(() => calibratedModel(broken, MODEL_DIR)).toThrow(/length shift/);
  });
});

describe('aidetect 20261130 (a threshold per text length)', () => {
  it('is served beside every older version the API lists, and is not the default', () => {
    expect(AIDETECT_VERSIONS).toContain(VERSION);
    expect(AIDETECT_DEFAULT_VERSION).not.toBe(VERSION);
    expect(detector.supportedVersions).toEqual(expect.arrayContaining([...AIDETECT_VERSIONS]));
  });

  it('stores 20261128’s model with one more shift for texts of 150+ words, and none below', () => {
    const { lengthShift, ...model } = META.versions[VERSION].model;
    expect(model).toEqual(META.versions['20261128'].model);
    expect(lengthShift?.edges).toEqual([150]);
    expect(lengthShift?.shifts[0]).toBe(0);
    expect(lengthShift?.shifts[1]).toBeGreaterThan(0);
  });

  it('scores a text of 50–149 words exactly as 20261128 does', async () => {
    for (const text of [HUMAN_LONG, MACHINE_LONG]) {
      const d = await detector.detect(text, VERSION);
      const previous = await detector.detect(text, '20261128');
      expect(d.score).toBe(previous.score);
      expect(d.sentence_scores).toEqual(previous.sentence_scores);
    }
  });

  it('moves a text of 150+ words by its bucket’s shift, and its sentences with it', async () => {
    const shift = META.versions[VERSION].model.lengthShift?.shifts[1] as number;
    const d = await detector.detect(MIXED_165, VERSION);
    const previous = await detector.detect(MIXED_165, '20261128');
    // Both scores lie well inside (0.01, 0.99), so four-decimal rounding moves a logit by < 0.01.
    expect(previous.score).toBeGreaterThan(0.01);
    expect(d.score).toBeLessThan(0.99);
    expect(logit(d.score) - logit(previous.score)).toBeCloseTo(shift, 1);
    // A sentence reads against its document as before: its lean from the document's score is unchanged.
    // (Sentences scoring under 0.01 are left out: their rounded scores give imprecise logits.)
    const readable = d.sentence_scores
      .map((s, i) => [s.score, previous.sentence_scores[i].score])
      .filter(([now, before]) => Math.min(now, before) > 0.01 && Math.max(now, before) < 0.99);
    expect(readable.length).toBeGreaterThanOrEqual(4);
    for (const [now, before] of readable)
      expect(logit(now) - logit(d.score)).toBeCloseTo(logit(before) - logit(previous.score), 1);
  });

  it('gives a short text a low-confidence lean below 0.5 instead of a verdict', async () => {
    const d = await detector.detect(SHORT, VERSION);
    expect(d.confidence).toBe('low');
    expect(d.score).toBeLessThan(0.5);
  });

  it.each(PARAGRAPHS.map((p) => [p.slice(0, 40), p]))(
    'scores human prose "%s…" below 0.5',
    async (_, text) => {
      const d = await detector.detect(text, VERSION);
      expect(d.confidence).toBe('normal');
      expect(d.score).toBeLessThan(0.5);
    },
  );

  it('scores the whole human document (463 words, over the edge) below 0.5 with no sentence flagged', async () => {
    const d = await detector.detect(PROSE, VERSION);
    expect(d.score).toBeLessThan(0.5);
    expect(d.ai_fraction).toBe(0);
  });

  it('scores chat-model prose of 150+ words above 0.5 and above human prose of that length', async () => {
    const machine = await detector.detect(`${MACHINE_LONG} ${MACHINE_LONG}`, VERSION);
    const human = await detector.detect(PROSE, VERSION);
    expect(machine.score).toBeGreaterThan(0.5);
    expect(machine.score).toBeGreaterThan(human.score);
  });
});
