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
    // #14: the other verbs learners put after "be"
    ['It is depend on the weather.', 'It depends on the weather.'],
    ["It's depend on you.", 'It depends on you.'],
    ['This book is belong to my sister.', 'This book belongs to my sister.'],
    ['The kit is consist of three parts.', 'The kit consists of three parts.'],
    ['They are belong to the club.', 'They belong to the club.'],
    ['It was depend on the budget.', 'It depended on the budget.'],
    ['Such problems are exist everywhere.', 'Such problems exist everywhere.'],
    ['He is seem tired.', 'He seems tired.'],
    ["It's depends on the price.", 'It depends on the price.'],
    ['The answer is depends on you.', 'The answer depends on you.'],
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
    'It depends on you.',
    'It is dependent on you.',
    'This book belongs to me.',
    'It is believed that he left.',
    'The show is live tonight.',
    'Everything is as it seems.',
    "Let's depend on ourselves.",
    'The word here is "depends".',
    'The price is what depends on you.',
  ])('leaves %j alone', (text) => expect(matchesOf(beAgree, text)).toEqual([]));

  describe('the question of "I am agree"', () => {
    it.each([
      ['Are you agree with me?', 'Do you agree with me?'],
      ['Is she agree with the plan?', 'Does she agree with the plan?'],
      ['Were they agree about the price?', 'Did they agree about the price?'],
      ['Is it depend on the weather?', 'Does it depend on the weather?'],
      ['Are you agree?', 'Do you agree?'],
      ['Were you disagree with him?', 'Did you disagree with him?'],
    ])('fixes %j', async (text, fixed) => {
      expect(applyRule(beAgree, text)).toBe(fixed);
      expect(await applyGrammarFixes(text)).toBe(fixed);
    });

    it.each([
      'Do you agree with me?',
      'Are you agreed on the terms?',
      'Is it true that you agree?',
      'Which of you are agreeing?',
    ])('leaves %j alone', async (text) => {
      expect(matchesOf(beAgree, text)).toEqual([]);
      expect(await applyGrammarFixes(text)).toBe(text);
    });
  });
});
