import { describe, expect, it } from 'vitest';
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
