import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { ageWithBe } from './age-with-be';
import { applyRule, matchesOf } from './testing';

describe('age-with-be: an age given with "have"', () => {
  it.each([
    ['I have 25 years old.', 'I am 25 years old.'],
    ['My son has ten years old.', 'My son is ten years old.'],
    ['She has 30 years old and lives in Rome.', 'She is 30 years old and lives in Rome.'],
    ['When I had 12 years old, we moved.', 'When I was 12 years old, we moved.'],
    ['They have 18 years old.', 'They are 18 years old.'],
    ['My grandparents had 80 years old when they died.', 'My grandparents were 80 years old when they died.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(ageWithBe, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'He has 30 years of experience.',
    'We have two years left.',
    'I am 25 years old.',
    'The company has 100 years old traditions.',
    'She has a 10-year-old son.',
    'They have three children, aged 4, 7 and 10.',
    'I have had 25 years of fun.',
    'The house has 200 rooms.',
    'He turned 40 years old last week.',
    'We have lived here for ten years.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(ageWithBe, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
