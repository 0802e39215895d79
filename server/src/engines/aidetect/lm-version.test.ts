import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { HUMAN_LONG, SHORT } from '../../testing/aidetect-texts';
import { AiDetector } from './detector';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));

let detector: AiDetector;
beforeAll(async () => {
  detector = await AiDetector.load(MODEL_DIR);
});

describe('aidetect 20261124', () => {
  it('gives a short text a low-confidence lean below 0.5 instead of a verdict', async () => {
    const d = await detector.detect(SHORT, '20261124');
    expect(d.confidence).toBe('low');
    expect(d.score).toBeLessThan(0.5);
  });

  it('does not flag a paragraph of ordinary human prose, and answers it with normal confidence', async () => {
    const d = await detector.detect(HUMAN_LONG, '20261124');
    expect(d.confidence).toBe('normal');
    expect(d.score).toBeLessThan(0.5);
    expect(d.ai_fraction).toBe(0);
  });

  it('aligns token probabilities with tokens and sentence offsets with the text', async () => {
    const d = await detector.detect(HUMAN_LONG, '20261124');
    expect(d.token_probs).toHaveLength(d.tokens.length);
    const cp = Array.from(HUMAN_LONG);
    for (const s of d.sentence_scores) expect(cp.slice(s.start, s.end).join('')).toBe(s.sentence);
    expect(d.sentence_scores).toHaveLength(5);
  });

  it('keeps the older versions selectable, without a confidence field', async () => {
    const d = await detector.detect(HUMAN_LONG, '20260820');
    expect(d.confidence).toBeUndefined();
    expect(d.score).not.toBe((await detector.detect(HUMAN_LONG, '20261124')).score);
  });
});
