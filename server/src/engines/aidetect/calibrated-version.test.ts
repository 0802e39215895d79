import { fileURLToPath } from 'node:url';
import { AIDETECT_DEFAULT_VERSION } from '@margin/shared/contract/aidetect';
import { beforeAll, describe, expect, it } from 'vitest';
import { HUMAN_LONG, SHORT } from '../../testing/aidetect-texts';
import { AiDetector } from './detector';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));

let detector: AiDetector;
beforeAll(async () => {
  detector = await AiDetector.load(MODEL_DIR);
});

describe('aidetect 20261125', () => {
  it('stays selectable beside the default', () => {
    expect(AIDETECT_DEFAULT_VERSION).not.toBe('20261125');
    expect(detector.supportedVersions).toContain('20261125');
  });

  it('gives a short text a low-confidence lean below 0.5 instead of a verdict', async () => {
    const d = await detector.detect(SHORT, '20261125');
    expect(d.confidence).toBe('low');
    expect(d.score).toBeLessThan(0.5);
  });

  it('does not flag a paragraph of ordinary human prose, and answers it with normal confidence', async () => {
    const d = await detector.detect(HUMAN_LONG, '20261125');
    expect(d.confidence).toBe('normal');
    expect(d.score).toBeLessThan(0.5);
    expect(d.ai_fraction).toBe(0);
  });

  it('aligns token probabilities with tokens and sentence offsets with the text', async () => {
    const d = await detector.detect(HUMAN_LONG, '20261125');
    expect(d.token_probs).toHaveLength(d.tokens.length);
    expect(d.token_probs.every((p) => p >= 0 && p <= 1)).toBe(true);
    const cp = Array.from(HUMAN_LONG);
    for (const s of d.sentence_scores) expect(cp.slice(s.start, s.end).join('')).toBe(s.sentence);
    expect(d.sentence_scores).toHaveLength(5);
  });

  it('spreads the score over tokens: the tokens of a sentence do not all share one probability', async () => {
    const d = await detector.detect(HUMAN_LONG, '20261125');
    const first = d.sentence_scores[0];
    const inFirst = d.token_probs.slice(0, d.tokens.indexOf('.') + 1);
    expect(new Set(inFirst).size).toBeGreaterThan(1);
    expect(Math.min(...inFirst)).toBeLessThanOrEqual(first.score);
    expect(Math.max(...inFirst)).toBeGreaterThanOrEqual(first.score);
  });

  it('scores differently from 20261124, which stays selectable', async () => {
    const previous = await detector.detect(HUMAN_LONG, '20261124');
    const current = await detector.detect(HUMAN_LONG, '20261125');
    expect(previous.confidence).toBe('normal');
    expect(current.score).not.toBe(previous.score);
  });
});
