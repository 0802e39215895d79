import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { perfectPastTime } from './perfect-past-time';
import { applyRule, matchesOf } from './testing';

describe('perfect-past-time: the present perfect with a finished time', () => {
  it.each([
    ['I have seen him yesterday.', 'I saw him yesterday.'],
    ['She has visited Paris last year.', 'She visited Paris last year.'],
    ['We have finished the project two days ago.', 'We finished the project two days ago.'],
    ["I've bought a new phone last week.", 'I bought a new phone last week.'],
    ['My brother has broken his arm last summer.', 'My brother broke his arm last summer.'],
    ['They have already sent the letter yesterday.', 'They already sent the letter yesterday.'],
    ['The company has opened a new office last month.', 'The company opened a new office last month.'],
    ['I have met her at a party last night.', 'I met her at a party last night.'],
    ['We have gone to the beach last weekend.', 'We went to the beach last weekend.'],
    ['She has come home late yesterday.', 'She came home late yesterday.'],
    ['Tom has made a cake yesterday.', 'Tom made a cake yesterday.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(perfectPastTime, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    "I haven't seen him since last year.",
    'I have lived here since I moved last year.',
    'I have seen the film that came out last week.',
    'I have known him for years, and we met last summer.',
    'We have had rain every day since last Monday.',
    'He has worked here for two years.',
    'I have seen him recently.',
    'They have told me what happened yesterday.',
    'I have a meeting yesterday.',
    'I have read the report you wrote last week.',
    'I have spent the last week in bed.',
    'She has improved a lot over the last year.',
    "I have read yesterday's newspaper.",
    'He has said he arrived yesterday.',
    'They have lived here for the last two years.',
    'She has worked hard this week.',
    'I had seen him the day before yesterday.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(perfectPastTime, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });

  it('leaves questions and "been" alone, whose fix is not the participle made past', () => {
    expect(matchesOf(perfectPastTime, 'Have you seen him yesterday?')).toEqual([]);
    expect(matchesOf(perfectPastTime, 'She has been to Rome last year.')).toEqual([]);
  });
});
