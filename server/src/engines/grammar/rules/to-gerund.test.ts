import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { matchesOf } from './testing';
import { toGerund } from './to-gerund';

describe('to-gerund', () => {
  it.each([
    ['We look forward to meet your family.', 'We look forward to meeting your family.'],
    ['She is looking forward to start her new job.', 'She is looking forward to starting her new job.'],
    ['He is used to work at night.', 'He is used to working at night.'],
    ["You'll get used to live here.", "You'll get used to living here."],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'We look forward to meeting your family.',
    'Flour is used to make bread.',
    'I used to drive a van.',
    'This tool is used to cut glass.',
    'I look forward to it.',
  ])('leaves %j alone', (text) => expect(matchesOf(toGerund, text)).toEqual([]));

  // The corruption of #14: "admit" became "admiting", no word, because the one-syllable rule cannot see
  // a stress-final "admit".
  it('doubles the final consonant of a stress-final verb: "to admit" → "admitting", not "admiting"', async () =>
    expect(await applyGrammarFixes('I look forward to admit my mistakes.')).toBe(
      'I look forward to admitting my mistakes.',
    ));
});
