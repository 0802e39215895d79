import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { applyRule, matchesOf } from './testing';
import { timePrepositions } from './time-prepositions';

describe('time-prepositions: "on" a day, "in" a month, "in the morning"', () => {
  it.each([
    ['We met in Monday.', 'We met on Monday.'],
    ['The shop is closed at Sundays.', 'The shop is closed on Sundays.'],
    ['I will call you in Friday morning.', 'I will call you on Friday morning.'],
    ['Her birthday is on July.', 'Her birthday is in July.'],
    ['We are going to Spain at August.', 'We are going to Spain in August.'],
    ['She was born on December.', 'She was born in December.'],
    ['I will see you at the morning.', 'I will see you in the morning.'],
    ['The museum opens at the afternoon, not before.', 'The museum opens in the afternoon, not before.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(timePrepositions, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'We met on Monday.',
    'Her birthday is in July.',
    'I was born on March 5.',
    'He arrives on July the fourth.',
    "I read about it in Monday's paper.",
    "In Friday night's briefing, police spoke.",
    'We agreed on June as the date.',
    'Look at Monday in the calendar.',
    'I have a meeting at the morning session.',
    'They may come in May.',
    'I will see you in the morning.',
    "Let's meet at noon on Friday.",
    'The report focuses on March.',
    'She works at night.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(timePrepositions, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
