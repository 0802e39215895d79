import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { participleAsPast } from './participle-as-past';
import { applyRule, matchesOf } from './testing';

describe('participle-as-past', () => {
  it.each([
    ['I seen the new schedule this morning.', 'I saw the new schedule this morning.'],
    ['They done their best under pressure.', 'They did their best under pressure.'],
    ['She taken the last copy home.', 'She took the last copy home.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(participleAsPast, text)).toBe(fixed));

  it.each([
    'I saw the new schedule this morning.',
    'Have you seen the new schedule?',
    'They come here every summer.',
    'We run the numbers on Fridays.',
    'The things I have seen would surprise you.',
    'Was he taken to the hospital?',
  ])('leaves %j alone', (text) => expect(matchesOf(participleAsPast, text)).toEqual([]));

  it('keeps the fix through the evidence gate', async () => {
    expect(await applyGrammarFixes('I seen the report last week.')).toBe('I saw the report last week.');
  });
});
