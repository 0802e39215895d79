/**
 * A participle opening the subject ("Abandoned buildings and spaces are being reclaimed by nature")
 * stays in it: read as a verb, it cut the subject to its last noun ("Abandoned nature is reclaiming
 * buildings", "Damaged items and the driver collected boxes"). Found by the eleventh session's sweep of
 * the tones over MASC/GUM sentences; these sentences are written for the test.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const active = (text: string) =>
  rephraseEmbedded({ text, mapping: 'passive_to_active', numResults: 1 })[0] ?? '';

describe('passive_to_active: a participle before the subject noun', () => {
  it.each([
    [
      'Broken chairs and tables were removed by the cleaners.',
      'The cleaners removed broken chairs and tables.',
    ],
    ['Abandoned cars are being towed by the council.', 'The council is towing abandoned cars.'],
    ['The damaged boxes were returned by the courier.', 'The courier returned the damaged boxes.'],
  ])('%s', (input, expected) => {
    expect(active(input)).toBe(expected);
  });
});
