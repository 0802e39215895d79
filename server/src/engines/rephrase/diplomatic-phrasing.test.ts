/**
 * The diplomatic tone's sentence patterns (diplomatic-phrasing.ts): direct phrasings said with tact,
 * and look-alikes left as written. Sentences written for these tests; none is in
 * scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { diplomaticPhrasing } from './diplomatic-phrasing';

const diplomatic = (text: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: 'diplomatic', numResults: 1 })[0] ?? '';

describe('diplomatic tone: direct phrasings said with tact', () => {
  it.each([
    ['Can we push the call to Friday?', 'Could we push the call to Friday?'],
    ['Do you know where the projector is?', 'Would you happen to know where the projector is?'],
    ['Sorry for the mix-up with the tickets.', 'Please accept my apologies for the mix-up with the tickets.'],
    [
      'Unfortunately, we can’t approve the request.',
      'Unfortunately, we are not in a position to approve the request.',
    ],
    ["I'm sorry, but we won't renew the contract.", "Unfortunately, we won't renew the contract."],
    ['In my view, the first draft is stronger.', 'From my perspective, the first draft is stronger.'],
    ['I just wanted to ask if the report is ready.', 'I was just wondering if the report is ready.'],
    [
      'If you have a spare minute, please look over my notes.',
      'If you have a spare minute, could you please look over my notes?',
    ],
  ])('%s', (input, expected) => {
    expect(diplomaticPhrasing(input)).toBe(expected);
  });

  it.each([
    // A formula after "please" is no request to ask ("could you please do not hesitate").
    'If you have any questions, please do not hesitate to call.',
    'If you have questions, please feel free to email me.',
    // What the writer cannot find is no decision.
    "I can't find the attachment.",
  ])('leaves the look-alike alone: %s', (input) => {
    expect(diplomaticPhrasing(input)).toBe(input);
  });

  it('keeps the end of a sentence that the next one continues', () => {
    const text = 'If you need help, please call the office on ext. 256 today.';
    expect(diplomatic(text)).not.toMatch(/ext\?/);
  });
});
