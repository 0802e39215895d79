/**
 * active_to_passive on corpus and chat sentences (#16, twelfth session sweep): a sentence-final
 * particle is no abbreviation, a bare day is no object, and an apposition after a comma is no
 * subject. Sentences written for these tests or taken from the sweep's classes; none is in the
 * eval sets.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { tokens } from './nlp';

const passive = (text: string) =>
  rephraseEmbedded({ text, mapping: 'active_to_passive', numResults: 1 })[0] ?? '';

describe('active_to_passive: what is no object or no subject', () => {
  it('a particle before the final full stop is no abbreviation ("in." had become the object)', () => {
    expect(passive('The sky darkened, the clouds of the storm rolled in.')).not.toMatch(/in\. was/);
    const last = tokens('The blank pages of the map were filled in.').slice(-2);
    expect(last.map((t) => t.text)).toEqual(['in', '.']);
  });
  it('a bare day or date is when, not what', () => {
    expect(passive('The new hire starts Monday.')).not.toMatch(/Monday is started/);
    expect(passive('We discussed this.')).toBe('This was discussed by us.');
  });
  it('an apposition after a comma with a participle inside is no clause', () => {
    expect(
      passive('Leeds is the main city of the region, the largest combined authority in the north.'),
    ).not.toMatch(/was combined by/);
  });
});
