import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AIDETECT_DEFAULT_VERSION } from '@margin/shared/contract/aidetect';
import { beforeAll, describe, expect, it } from 'vitest';
import { AiDetector } from './detector';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));
// Written for this test (in no training or calibration set): a personal essay, local news, a repair
// manual, a story and a clinical note, 87–102 words each. People write like this; none may be flagged.
const PROSE = fs.readFileSync(new URL('./test-sources/human-prose.txt', import.meta.url), 'utf8');
const PARAGRAPHS = PROSE.split(/\n\s*\n/).filter((p) => p.trim());

let detector: AiDetector;
beforeAll(async () => {
  detector = await AiDetector.load(MODEL_DIR);
});

describe(`aidetect ${AIDETECT_DEFAULT_VERSION}: human prose of several genres raises nothing`, () => {
  it.each(PARAGRAPHS.map((p) => [p.slice(0, 40), p]))('scores "%s…" below 0.5', async (_, text) => {
    const d = await detector.detect(text, AIDETECT_DEFAULT_VERSION);
    expect(d.confidence).toBe('normal');
    expect(d.score).toBeLessThan(0.5);
  });

  it('scores the whole document below 0.5 with no sentence flagged', async () => {
    const d = await detector.detect(PROSE, AIDETECT_DEFAULT_VERSION);
    expect(d.score).toBeLessThan(0.5);
    expect(d.ai_fraction).toBe(0);
  });
});
