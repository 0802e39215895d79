import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { repeatedWords } from './repeated-words';

const fix = (text: string) =>
  repeatedWords
    .check(text)
    .reduceRight((t, m) => t.slice(0, m.start) + m.replacements[0] + t.slice(m.end), text);

describe('repeated-words', () => {
  it.each([
    ['I wanted the the banana.', 'I wanted the banana.'],
    ['Das ist ist gut.', 'Das ist gut.'],
    ['It is The the end.', 'It is The end.'],
  ])('fixes %s', (text, fixed) => expect(fix(text)).toBe(fixed));

  it.each(['He had had enough.', 'I know that that is true.', 'Page 10 10 times.', 'the theory'])(
    'leaves %s alone',
    (text) => expect(repeatedWords.check(text)).toEqual([]),
  );
});

describe('repeated-words: doubled function words are certain (#14)', () => {
  it.each([
    ['Please send me the the file.', 'Please send me the file.'],
    ['I hope you you are well.', 'I hope you are well.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'She gave her her keys.',
    'He had had enough.',
    'We flew to Bora Bora.',
    'Will will notice this.',
    // the second "that" a demonstrative: Harper's RedundantThat, now off, deleted it
    'I think that that is a good idea.',
    'I knew that that was wrong.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));
});
