import { describe, expect, it } from 'vitest';
import { presentParticiple, regularPast, thirdSingular, type WordFrequency } from './inflect';

describe('inflect', () => {
  // The corpus decides whether a final consonant doubles: stress, which decides it, is not in the spelling.
  it.each([
    ['hear', 'hearing'],
    ['drive', 'driving'],
    ['get', 'getting'],
    ['see', 'seeing'],
    ['lie', 'lying'],
    ['swim', 'swimming'],
    ['admit', 'admitting'],
    ['prefer', 'preferring'],
    ['commit', 'committing'],
    ['quit', 'quitting'],
    ['visit', 'visiting'],
    ['open', 'opening'],
    ['offer', 'offering'],
    ['listen', 'listening'],
    ['fix', 'fixing'],
  ])('%s → %s', (base, form) => expect(presentParticiple(base)).toBe(form));

  it.each([
    ['introduce', 'introduced'],
    ['stop', 'stopped'],
    ['admit', 'admitted'],
    ['prefer', 'preferred'],
    ['offer', 'offered'],
    ['visit', 'visited'],
    ['carry', 'carried'],
    ['play', 'played'],
    ['need', 'needed'],
  ])('%s → %s', (base, form) => expect(regularPast(base)).toBe(form));

  it('falls back on the one-syllable rule when the corpus knows neither spelling', () => {
    const none: WordFrequency = () => undefined;
    expect([presentParticiple('plan', none), presentParticiple('visit', none)]).toEqual([
      'planning',
      'visiting',
    ]);
  });

  it.each([
    ['go', 'goes'],
    ['try', 'tries'],
    ['wash', 'washes'],
    ['play', 'plays'],
  ])('%s → %s', (base, form) => expect(thirdSingular(base)).toBe(form));
});
