import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { conjunctionCommaFindings } from './conjunction-comma';
import { tagText } from './tagger';

describe('comma before "but" joining two clauses', () => {
  it.each([
    ['The food was cold but the service was excellent.', 'The food was cold, but the service was excellent.'],
    ['I tried to open the door but it was locked.', 'I tried to open the door, but it was locked.'],
    [
      'I wanted to call you yesterday but my phone was broken.',
      'I wanted to call you yesterday, but my phone was broken.',
    ],
    [
      'She studied for weeks but she still failed the exam.',
      'She studied for weeks, but she still failed the exam.',
    ],
    ['We waited for an hour but nobody came.', 'We waited for an hour, but nobody came.'],
    [
      'My brother likes football but my sister prefers tennis.',
      'My brother likes football, but my sister prefers tennis.',
    ],
    [
      'The hotel was expensive but the rooms were small.',
      'The hotel was expensive, but the rooms were small.',
    ],
    ['I would help you but I am busy.', 'I would help you, but I am busy.'],
  ])(
    '%s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'The food was cold, but the service was excellent.',
    'She is tall but thin.',
    'I like tea but not coffee.',
    'All but one of the students passed.',
    'He did nothing but complain all day.',
    'She was tired but happy.',
    'It was a long but interesting journey.',
    'We wanted to go but could not find the time.',
    'There was nothing to do but wait.',
    'He speaks not only English but also French.',
    'Did you call him but he did not answer?',
    // the double-conjunction rule's error: its "but" goes, not a comma before it
    'Although the hotel was expensive but the rooms were small.',
  ])('leaves %j alone', (text) => {
    expect(conjunctionCommaFindings(text, tagText(text), languageModel())).toEqual([]);
  });
});
