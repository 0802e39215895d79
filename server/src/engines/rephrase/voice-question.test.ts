/** Yes/no questions in either voice (voice-question.ts; #16, eleventh session). */
import { describe, expect, it } from 'vitest';
import { tokens } from './nlp';
import { activeToPassive, passiveToActive } from './voice';

const passive = (s: string) => activeToPassive(tokens(s));
const active = (s: string) => passiveToActive(tokens(s));

describe('active_to_passive asks the passive question', () => {
  it.each([
    ['Did the courier deliver the samples?', 'Were the samples delivered by the courier?'],
    ['Has anyone signed the lease agreement?', 'Has the lease agreement been signed by anyone?'],
    ['Will the board approve the budget?', 'Will the budget be approved by the board?'],
    ['Is the IT team installing the new software?', 'Is the new software being installed by the IT team?'],
    ['Did you pick up the parcel yesterday?', 'Was the parcel picked up by you yesterday?'],
    ['Can we push the meeting to next week?', 'Can the meeting be pushed to next week?'],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });

  it.each(['Did you get my email?', 'Does this plan make sense?', 'Did you read it?'])(
    'leaves a question with no passive anyone asks: %s',
    (input) => {
      expect(passive(input)).toBeNull();
    },
  );
});

describe('passive_to_active asks the active question', () => {
  it.each([
    ['Was the invoice approved by the manager?', 'Did the manager approve the invoice?'],
    ['Has the lease been signed by both parties?', 'Have both parties signed the lease?'],
    ['Will the budget be approved by the board?', 'Will the board approve the budget?'],
    ['Is every invoice reviewed by the finance team?', 'Does the finance team review every invoice?'],
    ['Is the new software being installed by the IT team?', 'Is the IT team installing the new software?'],
    ['Was the complaint dealt with by customer services?', 'Did customer services deal with the complaint?'],
    ['Were you told about the changes by your manager?', 'Did your manager tell you about the changes?'],
  ])('%s', (input, expected) => {
    expect(active(input)).toBe(expected);
  });

  it.each(['Was the invoice paid?', 'Can the report be finished by Friday?'])(
    'leaves a question with no agent: %s',
    (input) => {
      expect(active(input)).toBeNull();
    },
  );
});

describe('active_to_passive: a question about the doer ends with "by"', () => {
  it.each([
    ['Who approved this expense?', 'Who was this expense approved by?'],
    ['What caused the delay?', 'What was the delay caused by?'],
  ])('%s', (input, expected) => {
    expect(passive(input)).toBe(expected);
  });

  it.each([
    'Who knows the answer?',
    'Who sent the client the invoice last week?',
    'What happened to the order?',
  ])('leaves alone: %s', (input) => {
    expect(passive(input)).toBeNull();
  });
});
