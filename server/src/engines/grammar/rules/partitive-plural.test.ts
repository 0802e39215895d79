import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { partitivePlural } from './partitive-plural';
import { applyRule, matchesOf } from './testing';

describe('partitive-plural: a singular noun after "one of my", "each of the"', () => {
  it.each([
    ['One of my friend lives there.', 'One of my friends lives there.'],
    ['One of my friend is a doctor.', 'One of my friends is a doctor.'],
    ['Each of the student has a book.', 'Each of the students has a book.'],
    ['She is one of the best singer in the world.', 'She is one of the best singers in the world.'],
    ['Neither of the answer is correct.', 'Neither of the answers is correct.'],
    ['Either of the option works for me.', 'Either of the options works for me.'],
    ['One of our teacher gave us homework.', 'One of our teachers gave us homework.'],
    ['He is one of my best friend.', 'He is one of my best friends.'],
    ['Each of our employee knows the rules.', 'Each of our employees knows the rules.'],
    ['Neither of my parent speaks English.', 'Neither of my parents speaks English.'],
    [
      'It was one of the most beautiful place I have seen.',
      'It was one of the most beautiful places I have seen.',
    ],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(partitivePlural, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'One of the team members called.',
    'She is one of the family.',
    'Each of the following is true.',
    'One of my friends lives there.',
    'One of the car doors is broken.',
    'One of the staff was rude.',
    'One of the reasons is cost.',
    'Twenty-one of the students passed.',
    'One of the best advice I got was this.',
    'He is one of the crowd.',
    'Each of the two options has a cost.',
    'One of his research projects won.',
    'They recovered a gun stolen during one of the break-ins.',
    'It is one of the most climate-friendly cities.',
    "I'm one of the many people who have trouble sitting still.",
    'Each of the children has a coat.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(partitivePlural, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
