import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { properNounCapitals } from './proper-noun-capitals';
import { matchesOf } from './testing';

describe('proper-noun-capitals', () => {
  it.each([
    ['We met on monday after work.', 'We met on Monday after work.'],
    ['Her birthday is in january.', 'Her birthday is in January.'],
    ['She moved to london last year.', 'She moved to London last year.'],
    ['I love english food.', 'I love English food.'],
    ['Our neighbours are german.', 'Our neighbours are German.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    // also common words, which the corpus often writes in lower case
    'The soldiers march at dawn.',
    'We bought fine china for the wedding.',
    'Please polish the silver.',
    'It was a frank discussion.',
    'We ate turkey and rice.',
    'You may leave now.',
    // addresses, handles and names written as their owners write them
    'Write to john@example.com today.',
    'Follow #london for news.',
    'I bought a new iPhone and an eBay voucher.',
  ])('leaves %j alone', (text) => expect(matchesOf(properNounCapitals, text)).toEqual([]));
});
