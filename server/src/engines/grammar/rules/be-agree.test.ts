import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { beAgree } from './be-agree';
import { applyRule, matchesOf } from './testing';

describe('be-agree', () => {
  it.each([
    ['I am agree with Tom.', 'I agree with Tom.'],
    ["I'm agree with you.", 'I agree with you.'],
    ['My boss is agree with the change.', 'My boss agrees with the change.'],
    ['They are disagree about the date.', 'They disagree about the date.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(beAgree, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    "Let's agree on a date.",
    "That's agreeable.",
    'The terms are agreed.',
    'I agree.',
    'Is it agreeable?',
    'We are agreed on this.',
  ])('leaves %j alone', (text) => expect(matchesOf(beAgree, text)).toEqual([]));
});
