import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { applyRule, matchesOf } from './testing';
import { yourYoure } from './your-youre';

describe('your-youre', () => {
  it.each([
    ['Your the best.', "You're the best."],
    ['I think your going to win.', "I think you're going to win."],
    ["You're car is red.", 'Your car is red.'],
    ['your not alone', "you're not alone"],
    // "you" between a preposition and a bare noun
    ['Many thanks for you patience.', 'Many thanks for your patience.'],
    ['The parcel is from you sister.', 'The parcel is from your sister.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(yourYoure, text)).toBe(fixed));

  it.each([
    'Your car is red.',
    "You're the best.",
    'It is your very own room.',
    'Raise your right hand.',
    "You're students now.",
  ])('leaves %j alone', (text) => expect(matchesOf(yourYoure, text)).toEqual([]));

  it.each([
    'I bought lunch for you guys.',
    'I will call you back tomorrow.',
    'We will send it to you tomorrow.',
    'This is for you, Anna.',
    'Some of these are for you to keep.',
  ])('leaves %j alone', (text) => expect(matchesOf(yourYoure, text)).toEqual([]));
});

describe('your-youre: an adjective ending the phrase, a noun subject after "you\'re" (#14)', () => {
  it.each([
    ['If your tired, go to bed.', "If you're tired, go to bed."],
    ['Thanks, your awesome!', "Thanks, you're awesome!"],
    ["You're phone is ringing.", 'Your phone is ringing.'],
    ["I think you're car is outside.", 'I think your car is outside.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each(['Do your best.', 'You did it on your own.', 'Is this your usual?', "You're going to love it."])(
    'leaves %j alone',
    async (text) => expect(await applyGrammarFixes(text)).toBe(text),
  );
});
