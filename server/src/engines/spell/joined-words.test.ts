import fs from 'node:fs';
import type { SpellFinding } from '@margin/shared/spell/checker';
import { describe, expect, it } from 'vitest';
import { languageModel } from '../lm';
import { checkSpelling, spellChecker } from './checkers';
import { splitJoinedWords, splitsOf, TRAINED_TOKENS, VOCABULARY_MIN_COUNT } from './joined-words';

const check = (text: string) => checkSpelling(text, { lang: 'en', neural: true });
const firstFor = async (text: string, word: string) =>
  (await check(text)).find((f) => f.original === word)?.candidates[0];

describe('splitJoinedWords: two words written as one', () => {
  it.each([
    ['He will not come, ofcourse.', 'ofcourse', 'of course'],
    ['We need to do a lot of hardwork every day.', 'hardwork', 'hard work'],
    ['I will come aswell.', 'aswell', 'as well'],
    ['Inorder to do this we must work hard.', 'Inorder', 'In order'],
    ['She wantsto go home.', 'wantsto', 'wants to'],
  ])('%s → %s', async (text, word, expected) => {
    expect(await firstFor(text, word)).toBe(expected);
  });

  it('leaves closed compounds the corpus writes as one word', async () => {
    for (const text of [
      'The skincare products were sold out.',
      'Go to the homepage and log in with your username.',
      'It is a nonprofit group.',
      'He wrote a bestseller.',
      'The webpage loads slowly.',
    ])
      expect(await check(text)).toEqual([]);
  });

  it('splits no name, and no informal spelling whose halves do not fit the sentence', async () => {
    expect(await check('And here comes Melvin Dobson to the rescue.')).toEqual([]);
    const found = await check('I imagine your playin against those monsters.');
    expect(found.map((f) => f.candidates[0])).not.toContain('play in');
  });

  it('keeps the spell engine’s single word when the sentence prefers it', async () => {
    const text = 'Brush every tothe twice a day.';
    const start = text.indexOf('tothe');
    const given: SpellFinding[] = [
      { start, end: start + 5, original: 'tothe', candidates: ['tooth', 'the'] },
    ];
    const checker = await spellChecker('en', 'us');
    expect(splitJoinedWords(text, given, checker, languageModel())[0].candidates[0]).toBe('tooth');
    // The same word where the two words fit: "to the".
    const other = 'He went tothe shop.';
    const at = other.indexOf('tothe');
    const there: SpellFinding[] = [
      { start: at, end: at + 5, original: 'tothe', candidates: ['tooth', 'the'] },
    ];
    expect(splitJoinedWords(other, there, checker, languageModel())[0].candidates[0]).toBe('to the');
  });

  it('lists the two-word readings of a joined word', async () => {
    const checker = await spellChecker('en', 'us');
    expect(splitsOf('inorder', checker)).toContain('in order');
    expect(splitsOf('Alotof', checker)).toEqual([]);
  });
});

describe('the corpus gate matches the committed language model', () => {
  it("uses the model's training size and vocabulary threshold from its metadata.json", () => {
    const meta = JSON.parse(
      fs.readFileSync(new URL('../lm/model/metadata.json', import.meta.url), 'utf8'),
    ) as { stats: { tokens: number }; vocabulary: { min_count: number } };
    expect(VOCABULARY_MIN_COUNT).toBe(meta.vocabulary.min_count);
    // Within 1 %: the gate is a log-probability threshold, and a retrained model must move it.
    expect(Math.abs(TRAINED_TOKENS - meta.stats.tokens) / meta.stats.tokens).toBeLessThan(0.01);
  });
});
