import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const tense = (text: string, to: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tense', tense: to, numResults: 1 });

describe('switch_tense: the present perfect looks back over "the last month", not at "last month" (#16)', () => {
  it.each([
    [
      'Our suppliers raised their prices last year.',
      'Our suppliers have raised their prices in the last year.',
    ],
    ['Complaints dropped sharply last quarter.', 'Complaints have dropped sharply in the last quarter.'],
    ['Last month we onboarded four new clients.', 'In the last month we have onboarded four new clients.'],
  ])('%s', (input, expected) => {
    expect(tense(input, 'present perfect')).toEqual([expected]);
  });

  it.each([
    // a point in time has no period to look back over
    'The courier collected the boxes yesterday.',
    'We visited the new site last Monday.',
    'The invoice was paid two weeks ago.',
    // the future's own time word is not mirrored into the past
    'We will renew the lease next year.',
  ])('leaves alone: %s', (input) => {
    expect(tense(input, 'present perfect')).toEqual([]);
  });

  it('keeps a time that belongs to a noun', () => {
    expect(tense('The report from last week was thorough.', 'present perfect')).toEqual([
      'The report from last week has been thorough.',
    ]);
  });
});
