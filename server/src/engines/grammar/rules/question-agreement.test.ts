import { describe, expect, it } from 'vitest';
import { questionAgreement } from './question-agreement';
import { applyRule, matchesOf } from './testing';

describe('question-agreement', () => {
  it.each([
    ['Is you crazy?', 'Are you crazy?'],
    ['What has you done?', 'What have you done?'],
    ['Does they know?', 'Do they know?'],
    ['Is I late?', 'Am I late?'],
  ])('fixes %j', (text, fixed) => expect(applyRule(questionAgreement, text)).toBe(fixed));

  it.each(['Are you crazy?', 'Is it you?', 'Do they know?', 'What have you done?', 'Is you know a phrase.'])(
    'leaves %j alone',
    (text) => expect(matchesOf(questionAgreement, text)).toEqual([]),
  );
});

// Issue #14: a question's auxiliary agrees with a noun subject, not only a pronoun.
describe('question-agreement with a noun phrase subject', () => {
  it.each([
    ['Where is my slippers?', 'Where are my slippers?'],
    ['Has the guests arrived yet?', 'Have the guests arrived yet?'],
    ['Does your cousins live nearby?', 'Do your cousins live nearby?'],
    ['Are this seat free?', 'Is this seat free?'],
  ])('fixes %j', (text, fixed) => expect(applyRule(questionAgreement, text)).toBe(fixed));

  it.each([
    'Is the data ready?',
    'Is the glasses case broken?',
    'Are a lot of people coming?',
    'Is the news true?',
    "Is your parents' house far?",
    'Where are my slippers?',
    'Is the sheep in the field?',
  ])('leaves %j alone', (text) => expect(matchesOf(questionAgreement, text)).toEqual([]));
});
