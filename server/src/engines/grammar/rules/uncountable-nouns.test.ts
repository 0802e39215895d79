import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { matchesOf } from './testing';
import { uncountableNouns } from './uncountable-nouns';

describe('uncountable-nouns', () => {
  it.each([
    [
      'The police found new evidences at the crime scene.',
      'The police found new evidence at the crime scene.',
    ],
    ['He did some researches on the topic.', 'He did some research on the topic.'],
    ['The teacher gave us a lot of homeworks.', 'The teacher gave us a lot of homework.'],
    ['I love the sceneries here.', 'I love the scenery here.'],
    ['How many luggages can I take?', 'How much luggage can I take?'],
    ['The evidences are clear.', 'The evidence is clear.'],
    ['We had bad weathers all week.', 'We had bad weather all week.'],
    // "a" before such a noun goes, instead of becoming "an"
    ['I need a information about the course.', 'I need information about the course.'],
    ['What a beautiful weather!', 'What beautiful weather!'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    // verbs with the same spelling, and the nouns' own derivatives
    'She researches old maps for a living.',
    'The data evidences a clear trend.',
    'These researchers are from Oslo.',
    'He researches and writes books.',
    // "two advices" needs a rewrite ("two pieces of advice"), not a word
    'She gave me two advices.',
    'She runs a research project.',
    'He has a knowledge of French.',
    'Ask at an information desk.',
  ])('leaves %j alone', (text) => expect(matchesOf(uncountableNouns, text)).toEqual([]));
});
