import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { confusedWords } from './confused-words';
import { applyRule, matchesOf } from './testing';

describe('confused-words', () => {
  it.each([
    ["I can't here you.", "I can't hear you."],
    ["Don't loose your keys.", "Don't lose your keys."],
    ['It is quiet good.', 'It is quite good.'],
    ['We where going home.', 'We were going home.'],
    ['She has bee injured.', 'She has been injured.'],
    ['Please turn of the light.', 'Please turn off the light.'],
    ['I need some advise.', 'I need some advice.'],
    ["I don't know weather it will rain.", "I don't know whether it will rain."],
    ['This is all my father cold do.', 'This is all my father could do.'],
    ['It is not save to eat moldy food.', 'It is not safe to eat moldy food.'],
    ['Save 50% on all office stationary.', 'Save 50% on all office stationery.'],
    ['The route of the problem is unknown.', 'The root of the problem is unknown.'],
    ['This is the best cake in the word.', 'This is the best cake in the world.'],
    ['Please do not us this door.', 'Please do not use this door.'],
    ['I am looking TV.', 'I am watching TV.'],
    ['He graduated the university last June.', 'He graduated from the university last June.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(confusedWords, text)).toBe(fixed));

  it.each([
    'Come here now.',
    'The knot is loose.',
    'It was a quiet night.',
    'Where were you?',
    'The weather is nice.',
    'A bee stung me.',
    'I advise you to go.',
  ])('leaves %j alone', (text) => expect(matchesOf(confusedWords, text)).toEqual([]));
});

describe('confused-words: "lose" for the adjective "loose" (issue #14)', () => {
  it.each([
    ['The knot came lose.', 'The knot came loose.'],
    ['These jeans are a bit lose at the waist.', 'These jeans are a bit loose at the waist.'],
    ['The dog got lose again.', 'The dog got loose again.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    "Don't lose it.",
    'We could lose the game.',
    'They were too afraid to lose.',
    'So lose the attitude.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));
});

describe('confused-words: "lose" before a noun, "loosing" with an object (#14)', () => {
  it.each([
    ['I have a lose tooth.', 'I have a loose tooth.'],
    ["He's loosing his hair.", "He's losing his hair."],
    ['We are loosing time.', 'We are losing time.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each(['You lose some, you win some.', 'They lose the game every week.', 'I hate to lose my keys.'])(
    'leaves %j alone',
    async (text) => expect(await applyGrammarFixes(text)).toBe(text),
  );
});
