import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { applyRule, matchesOf } from './testing';
import { whoseWhos } from './whose-whos';

describe('whose-whos', () => {
  it.each([
    ["Who's jacket is on the floor?", 'Whose jacket is on the floor?'],
    ["I know a man who's daughter sings opera.", 'I know a man whose daughter sings opera.'],
    ['Whose driving tonight?', "Who's driving tonight?"],
    ['Whose ready for dessert?', "Who's ready for dessert?"],
    ['Whose been using my mug?', "Who's been using my mug?"],
  ])('fixes %j', (text, fixed) => expect(applyRule(whoseWhos, text)).toBe(fixed));

  it.each([
    'Whose car is this?',
    'Whose red car is parked outside?',
    "Who's there?",
    "Who's next in line?",
    "Who's been here before?",
    "Who's cooking is better?",
    "She's the one who's sick today.",
    "Who's got the keys?",
  ])('leaves %j alone', (text) => expect(matchesOf(whoseWhos, text)).toEqual([]));

  it('survives the evidence gate', async () => {
    expect(await applyGrammarFixes("Who's phone keeps ringing?")).toBe('Whose phone keeps ringing?');
    expect(await applyGrammarFixes('Whose coming to lunch?')).toBe("Who's coming to lunch?");
  });
});

describe('whose-whos: an embedded question (#14)', () => {
  it.each([
    ["I know who's car that is.", 'I know whose car that is.'],
    ["Tell me who's turn it is.", 'Tell me whose turn it is.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(whoseWhos, text)).toBe(fixed));

  it.each(["I know who's there.", "Ask who's coming tonight.", "I wonder who's that man is."])(
    'leaves %j alone',
    (text) => expect(matchesOf(whoseWhos, text)).toEqual([]),
  );
});
