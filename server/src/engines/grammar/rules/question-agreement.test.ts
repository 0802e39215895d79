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
