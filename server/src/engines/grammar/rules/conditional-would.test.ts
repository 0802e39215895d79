import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { conditionalWould } from './conditional-would';
import { applyRule, matchesOf } from './testing';

describe('conditional-would', () => {
  it.each([
    ['If she would have called, we could have met.', 'If she had called, we could have met.'],
    ['I wish I would have studied harder.', 'I wish I had studied harder.'],
    [
      'If we would have left earlier, we would have caught the train.',
      'If we had left earlier, we would have caught the train.',
    ],
    [
      'If the driver would have stopped, nobody would have been hurt.',
      'If the driver had stopped, nobody would have been hurt.',
    ],
    ['She wishes she would have taken the job.', 'She wishes she had taken the job.'],
    [
      'If my parents would have known, they would have helped.',
      'If my parents had known, they would have helped.',
    ],
    ['If only I would have listened to you!', 'If only I had listened to you!'],
    ["If they would've told us, we'd have come.", "If they had told us, we'd have come."],
    [
      'We would have won if the referee would have seen the foul.',
      'We would have won if the referee had seen the foul.',
    ],
    ['If I would know the answer, I would tell you.', 'If I knew the answer, I would tell you.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(conditionalWould, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'If I had known, I would have come.',
    'I wonder if they would have finished by now.',
    'She asked if I would know the answer.',
    'If you would help me, I would be grateful.',
    'If you would like to join, let me know.',
    'I wish you would stop talking.',
    'He said he would have done it if he had had time.',
    'If only he would understand me.',
    'I doubt if he would have noticed.',
    'If it would help, I can call them.',
    "If I would have to guess, I'd say ten.",
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(conditionalWould, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
