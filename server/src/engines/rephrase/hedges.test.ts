/**
 * Fillers dropped only where they hedge (hedges.ts). Sentences written for these tests; the classes
 * came from a sweep of the tones over MASC and GUM sentences ("the kind of media propaganda" lost its
 * "kind of", "just before he was admitted" its "just").
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { withoutFillers } from './hedges';

describe('withoutFillers', () => {
  it.each([
    ['It was kind of a slow week.', 'It was a slow week.'],
    ['The room is a bit small.', 'The room is small.'],
    ['I just need a minute.', 'I need a minute.'],
    ['Just wanted to say thanks.', 'Wanted to say thanks.'],
  ])('drops the hedge: %s', (input, expected) => {
    expect(withoutFillers(input)).toBe(expected);
  });

  it.each([
    // A kind named after a determiner.
    'This is the kind of report we need.',
    // A quantity.
    'We still have a bit of time.',
    'Could you wait a bit more?',
    // When, or how many.
    'The call ended just before noon.',
    'The parcel has just arrived.',
    'We tested it on just two machines.',
  ])('keeps the word that is no hedge: %s', (input) => {
    expect(withoutFillers(input)).toBe(input);
  });

  it('confident keeps "just before" and "the kind of"', () => {
    const out = rephraseEmbedded({
      text: 'The invoice was sent just before the deadline.',
      mapping: 'switch_tone',
      tone: 'confident',
      numResults: 1,
    })[0];
    expect(out).toMatch(/just before the deadline/);
  });
});
