import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const tense = (text: string, to: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tense', tense: to, numResults: 1 });

describe('switch_tense: a command with nothing else to move is reported or asked in the tense (#16)', () => {
  it.each([
    [
      'Please send the signed copy to the legal team.',
      'simple past',
      'I asked you to send the signed copy to the legal team.',
    ],
    [
      'Give me a call if you need more details.',
      'simple past',
      'I asked you to give me a call if you need more details.',
    ],
    [
      'Call us when you need a replacement.',
      'present perfect',
      'We have asked you to call us when you need a replacement.',
    ],
    [
      'Make sure the slides are ready before the call.',
      'simple future',
      'Will you make sure the slides are ready before the call?',
    ],
    // the condition on the reader keeps its tense ("if you will need" is not what anyone writes)
    [
      'Let me know if you need a parking permit.',
      'simple future',
      'Will you let me know if you need a parking permit?',
    ],
    [
      'Please confirm the room booking by Friday.',
      'simple future',
      'Will you please confirm the room booking by Friday?',
    ],
    // a time word belongs to the act asked for, not to the asking
    ['Kindly return the keys tomorrow.', 'simple past', 'I asked you to return the keys tomorrow.'],
    [
      "Don't forget to sign the attendance sheet.",
      'simple past',
      'I asked you not to forget to sign the attendance sheet.',
    ],
  ])('%s (%s)', (input, to, expected) => {
    expect(tense(input, to)).toEqual([expected]);
  });

  it.each([
    ['Thank you for your help with the audit.', 'simple past'],
    ["Let's meet on Monday to discuss the budget.", 'simple past'],
    ['Please find attached the signed contract.', 'simple past'],
    ['Feel free to call me with any questions.', 'present perfect'],
    ['Please do not hesitate to contact us.', 'simple past'],
    ['Keep up the good work.', 'simple past'],
    ['Enjoy your weekend.', 'simple future'],
    ['Do not share the access codes with anyone.', 'simple future'],
  ])('leaves a formula, a suggestion or a negated command in the future alone: %s (%s)', (input, to) => {
    expect(tense(input, to)).toEqual([]);
  });

  it('still moves what a command reports instead of the command', () => {
    expect(tense('Let us know whether the revised plan works for you.', 'simple past')).toEqual([
      'Let us know whether the revised plan worked for you.',
    ]);
  });
});

describe('switch_tense: a request asked about the past with the tensed form of its modal (#16)', () => {
  it.each([
    ['Can you send me the updated figures?', 'simple past', 'Were you able to send me the updated figures?'],
    [
      'Could you please confirm the booking?',
      'present perfect',
      'Have you been able to confirm the booking?',
    ],
    ['Would you review the draft?', 'simple past', 'Did you review the draft?'],
    [
      'Will you forward the invoice to accounts?',
      'present perfect',
      'Have you forwarded the invoice to accounts?',
    ],
  ])('%s (%s)', (input, to, expected) => {
    expect(tense(input, to)).toEqual([expected]);
  });

  it.each([
    ['Would you like to join us for lunch?', 'simple past'],
    ['Would you like to join us for lunch?', 'simple future'],
    ["Can't you send it today?", 'simple past'],
  ])('leaves an offer, a request for leave and a negated request alone: %s (%s)', (input, to) => {
    expect(tense(input, to)).toEqual([]);
  });
});
