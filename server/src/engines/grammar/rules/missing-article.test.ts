import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { missingArticle } from './missing-article';
import { matchesOf } from './testing';

describe('missing-article', () => {
  it.each([
    ['I am student at the university.', 'I am a student at the university.'],
    ['He is engineer.', 'He is an engineer.'],
    ['She is nurse in a big hospital.', 'She is a nurse in a big hospital.'],
    ["I'm teacher.", "I'm a teacher."],
    ['He is very good doctor.', 'He is a very good doctor.'],
    ['I was student then.', 'I was a student then.'],
    ['She is best student in the class.', 'She is the best student in the class.'],
    ['This is best option for us.', 'This is the best option for us.'],
    ['It was one of best days of my life.', 'It was one of the best days of my life.'],
    ['I have lot of work today.', 'I have a lot of work today.'],
    ['We met lot of people there.', 'We met a lot of people there.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    // roles named without an article, nouns English uses bare after "be", adjectives
    'She is president of the club.',
    'He is head chef at the hotel.',
    'She is vegetarian.',
    'He is trouble.',
    'It is time to go.',
    'I am home now.',
    'He is best known for his novels.',
    'You are best friends.',
    'It is best to wait.',
    'He is a doctor.',
    "It is Europe's most famous race.",
    'We parked in the parking lot of the mall.',
    'They took the whole lot of them.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));

  it('leaves "you\'re" before a noun phrase to the your/you\'re rules', () =>
    expect(matchesOf(missingArticle, "I like you're new haircut.")).toEqual([]));

  it('asks the corpus for "a" or "an"', () =>
    expect(matchesOf(missingArticle, 'He is engineer.')[0]?.replacements).toEqual(['an engineer']));
});
