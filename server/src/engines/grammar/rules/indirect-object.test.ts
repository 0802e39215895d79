import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { indirectObject } from './indirect-object';
import { applyRule, matchesOf } from './testing';

describe('indirect-object', () => {
  it.each([
    ['Can you explain me the rules?', 'Can you explain to me the rules?'],
    ['She explained me why she was late.', 'She explained to me why she was late.'],
    ['Could you explain us how this works?', 'Could you explain to us how this works?'],
    ['He explained her the whole plan.', 'He explained to her the whole plan.'],
    ['Please describe me your ideal job.', 'Please describe to me your ideal job.'],
    ['They described us their new house.', 'They described to us their new house.'],
    ['Let me explain you something.', 'Let me explain to you something.'],
    ['He said me that he was tired.', 'He told me that he was tired.'],
    ['She never says me the truth.', 'She never tells me the truth.'],
    ['My sister said us that dinner was ready.', 'My sister told us that dinner was ready.'],
    ['Can you suggest me a good hotel?', 'Can you suggest a good hotel to me?'],
    ['She suggested us a different route.', 'She suggested a different route to us.'],
    ['Could you suggest me some good books?', 'Could you suggest some good books to me?'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(indirectObject, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'Can you explain the rules to me?',
    'She explained her reasons.',
    'He described me as a hard worker.',
    'She explained that the train was late.',
    'He said you were late.',
    'Explain it to me again.',
    'She said her name twice.',
    'Describe him the way you remember him.',
    'She described you that way.',
    "I can't explain them all.",
    'She explained you had already left.',
    'He said us Americans work too hard.',
    'She described her new house in detail.',
    'She suggested me for the job.',
    'He suggested me as a candidate.',
    'Can you suggest a good hotel to me?',
    'They suggested us a place near the station to stay.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(indirectObject, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
