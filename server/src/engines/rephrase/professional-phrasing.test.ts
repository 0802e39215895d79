/**
 * The professional tone's sentence patterns (professional-phrasing.ts): everyday phrasings in the
 * register of business correspondence, and look-alikes left as written. Sentences written for these
 * tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { professionalPhrasing } from './professional-phrasing';

const professional = (text: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: 'professional', numResults: 1 })[0] ?? '';

describe('professional tone: everyday phrasings in the register of correspondence', () => {
  it.each([
    ['Sorry about the confusion over the invoice.', 'I apologise for the confusion over the invoice.'],
    ['I was wondering if you could review my draft.', 'Could you please review my draft?'],
    ['I was hoping we could settle the dates this week.', 'I would like to settle the dates this week.'],
    [
      'Do you know whether the venue has parking?',
      'Could you please let me know whether the venue has parking?',
    ],
    [
      'When you get a minute, please sign the timesheet.',
      'At your earliest convenience, please sign the timesheet.',
    ],
    ["I've attached the minutes from Tuesday.", 'Please find attached the minutes from Tuesday.'],
    [
      'As agreed, I have attached the signed contract.',
      'As agreed, please find attached the signed contract.',
    ],
    ['Unfortunately, we can’t ship to this address.', 'Regrettably, we are unable to ship to this address.'],
    ['I reckon the figures are correct.', 'I believe the figures are correct.'],
    [
      'In my opinion, the cheaper quote is the better one.',
      'In my view, the cheaper quote is the better one.',
    ],
    [
      'We would like to thank our volunteers for their time.',
      'We would like to express our gratitude to our volunteers for their time.',
    ],
  ])('%s', (input, expected) => {
    expect(professionalPhrasing(input)).toBe(expected);
  });

  it.each([
    // Idioms and judgements with "can't" are no refusals.
    "I can't wait to see the new office.",
    "We can't be sure the parcel arrived.",
    "You can't please everyone.",
    // "can't" inside another clause.
    'If we cannot meet the deadline, we will tell the client.',
    // The writer's own state.
    'I suppose I should start packing.',
    // A quotation.
    'She said, "Sorry for the wait."',
    // A question asked for its own sake.
    'Do you know what time it is in Tokyo?',
  ])('leaves the look-alike alone: %s', (input) => {
    expect(professionalPhrasing(input)).toBe(input);
  });

  it('gives the polite request through the whole tone', () => {
    expect(professional('Do you know when the engineer will arrive?')).toBe(
      'Could you please let me know when the engineer will arrive?',
    );
  });
});
