import { fileURLToPath } from 'node:url';
import { AIDETECT_DEFAULT_VERSION } from '@margin/shared/contract/aidetect';
import { beforeAll, describe, expect, it } from 'vitest';
import { AiDetector } from './detector';

const MODEL_DIR = fileURLToPath(new URL('./model', import.meta.url));

// Written for this test (not in any training set): plain first-person human prose, 90 words.
const HUMAN_LONG =
  'We moved into the flat on a wet Tuesday, and the first thing Dad did was lose the key to the back door. ' +
  'Mum said it was typical. My brother found it three days later in the pocket of a coat nobody had worn since ' +
  'Easter, which did not stop the argument about who had put it there. The kitchen smelled of paint for a month. ' +
  'I slept with the window open and listened to the buses turning at the end of the road, counting them until I fell asleep.';
// Written for this test in the register chat models favour (stock phrases, balanced abstractions), 80 words.
const MACHINE_LONG =
  'In today’s fast-paced world, effective time management is crucial for achieving both personal and professional goals. ' +
  'By prioritizing tasks and setting clear objectives, individuals can significantly enhance their productivity. ' +
  'Additionally, it is important to recognize the value of regular breaks, which help maintain focus and prevent burnout. ' +
  'Furthermore, leveraging digital tools can streamline workflows and foster collaboration. ' +
  'Overall, by adopting these strategies, individuals can navigate challenges with confidence and ultimately achieve a healthier work-life balance.';
const SHORT = 'Additionally, it offers significant benefits in terms of efficiency and productivity.';

let detector: AiDetector;
beforeAll(async () => {
  detector = await AiDetector.load(MODEL_DIR);
});

describe('aidetect 20261126', () => {
  it('is the default version, and the older ones stay selectable', () => {
    expect(AIDETECT_DEFAULT_VERSION).toBe('20261126');
    expect(detector.supportedVersions).toEqual(
      expect.arrayContaining(['20240606', '20251027', '20260820', '20261124', '20261125', '20261126']),
    );
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
