import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { headAgreement } from './head-agreement';
import { applyRule, matchesOf } from './testing';

describe('head-agreement', () => {
  it.each([
    ['The number of cars have increased this year.', 'The number of cars has increased this year.'],
    ['The number of students are growing every year.', 'The number of students is growing every year.'],
    ['The number of complaints were high last month.', 'The number of complaints was high last month.'],
    ['The total number of visitors have doubled.', 'The total number of visitors has doubled.'],
    ['Everyone in my family like pizza.', 'Everyone in my family likes pizza.'],
    ['Everybody in the office know the answer.', 'Everybody in the office knows the answer.'],
    ['Nobody in my class want to go.', 'Nobody in my class wants to go.'],
    ['No one in the team have seen it.', 'No one in the team has seen it.'],
    ['Every student in our school wear a uniform.', 'Every student in our school wears a uniform.'],
    ['Nothing in these reports suggest fraud.', 'Nothing in these reports suggests fraud.'],
    ['Each player on the team get a medal.', 'Each player on the team gets a medal.'],
    ['She said that everybody in the office were angry.', 'She said that everybody in the office was angry.'],
    ["Everyone in my family don't like fish.", "Everyone in my family doesn't like fish."],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(headAgreement, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'A number of people have complained.',
    'A large number of students are absent.',
    'The number of cars has increased.',
    'Everyone in my family likes pizza.',
    'Everyone in a town like this knows the mayor.',
    'I suggest that everyone in the team read the report.',
    'If the number of cases were to rise, we would close.',
    'Tom and everyone in his family live nearby.',
    'Does everyone in the room know?',
    'Everyone in the room who knows him agrees.',
    'The numbers of cars and bikes are rising.',
    'Let everyone in the room know.',
    'The number of people killed were never counted.',
    'We counted the number of cars that were parked.',
    'Everyone in the room, including the twins, was tired.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(headAgreement, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });

  it('keeps the verb-form candidates from making the verb agree with the phrase (#14)', async () => {
    expect(await applyGrammarFixes('Everybody in the office knows the answer.')).toBe(
      'Everybody in the office knows the answer.',
    );
  });
});
