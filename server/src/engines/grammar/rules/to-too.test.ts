import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { applyRule, matchesOf } from './testing';
import { toToo } from './to-too';

describe('to-too', () => {
  it.each([
    ['This is to long ago.', 'This is too long ago.'],
    ['The box is not to far from it.', 'The box is not too far from it.'],
    ["It's to late.", "It's too late."],
    ['It broke because to much snow was on it.', 'It broke because too much snow was on it.'],
    ['To bad that you left.', 'Too bad that you left.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(toToo, text)).toBe(fixed));

  it.each([
    'It is too late.',
    'The aim is to close the door.',
    'He was to long for home.',
    'We went to far places.',
    'We talked to many people.',
    'To long walks!',
  ])('leaves %j alone', (text) => expect(matchesOf(toToo, text)).toEqual([]));
});

describe('to-too: everyday cases (issue #14)', () => {
  it.each([
    ['We bought to many chairs for the room.', 'We bought too many chairs for the room.'],
    ['They have to much work this week.', 'They have too much work this week.'],
    ['My aunt has too dogs and a parrot.', 'My aunt has two dogs and a parrot.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'I talked to many people at the fair.',
    'She gave to many charities.',
    'I want some too.',
    'Me too.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));
});
