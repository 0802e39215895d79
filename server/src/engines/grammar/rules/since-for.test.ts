import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { sinceFor } from './since-for';
import { matchesOf } from './testing';

describe('since-for', () => {
  it.each([
    ['She has worked here for 2019.', 'She has worked here since 2019.'],
    ['I have lived in Leeds for 2015.', 'I have lived in Leeds since 2015.'],
    ["We've been friends for 2008.", "We've been friends since 2008."],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'We have booked the tickets for 2025.',
    'The budget for 2019 has been approved.',
    'She worked there for 2 years.',
    'I have saved for 2020, when we move.',
    'They have been married for 20 years.',
  ])('leaves %j alone', (text) => expect(matchesOf(sinceFor, text)).toEqual([]));
});
