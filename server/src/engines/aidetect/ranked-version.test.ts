import { fileURLToPath } from 'node:url';
import { AIDETECT_DEFAULT_VERSION } from '@margin/shared/contract/aidetect';
import { beforeAll, describe, expect, it } from 'vitest';
import { HUMAN_LONG, MACHINE_LONG, SHORT } from '../../testing/aidetect-texts';
import { AiDetector } from './detector';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));

let detector: AiDetector;
beforeAll(async () => {
  detector = await AiDetector.load(MODEL_DIR);
});

describe('aidetect 20261126', () => {
  it('stays selectable after 20261128 became the default', () => {
    expect(AIDETECT_DEFAULT_VERSION).not.toBe('20261126');
    expect(detector.supportedVersions).toContain('20261126');
  });

  it('gives a short text a low-confidence lean below 0.5 instead of a verdict', async () => {
    const d = await detector.detect(SHORT, '20261126');
    expect(d.confidence).toBe('low');
    expect(d.score).toBeLessThan(0.5);
  });

  it('does not flag a paragraph of ordinary human prose', async () => {
    const d = await detector.detect(HUMAN_LONG, '20261126');
    expect(d.confidence).toBe('normal');
    expect(d.score).toBeLessThan(0.5);
  });

  it('scores chat-model prose above human prose, and differently from 20261125', async () => {
    const machine = await detector.detect(MACHINE_LONG, '20261126');
    const human = await detector.detect(HUMAN_LONG, '20261126');
    expect(machine.score).toBeGreaterThan(human.score);
    const previous = await detector.detect(MACHINE_LONG, '20261125');
    expect(machine.score).not.toBe(previous.score);
  });

  it('aligns token probabilities with tokens and sentence offsets with the text', async () => {
    const d = await detector.detect(MACHINE_LONG, '20261126');
    expect(d.token_probs).toHaveLength(d.tokens.length);
    const cp = Array.from(MACHINE_LONG);
    for (const s of d.sentence_scores) expect(cp.slice(s.start, s.end).join('')).toBe(s.sentence);
  });
});
