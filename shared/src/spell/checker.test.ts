import { describe, expect, it } from 'vitest';
import { MAX_WORD_LENGTH, SpellChecker } from './checker';
import { HunspellDictionary } from './hunspell/dictionary';
import { expandForms } from './hunspell/expand';
import type { CandidateReranker } from './reranker';
import { DeletionIndex } from './suggest/deletion-index';
import { Suggester } from './suggest/suggester';

const WORDS = [
  'the',
  'cat',
  'sat',
  'on',
  'mat',
  'word',
  'wrong',
  'is',
  'this',
  'my',
  'friend',
  'lives',
  'in',
  'London',
  'a',
  'at',
  'cast',
  'cost',
  'cut',
];
const dict = HunspellDictionary.parse(
  'SET UTF-8\nTRY esianrtolcdugmphbyfvkwz\n',
  `${WORDS.length}\n${WORDS.join('\n')}\n`,
);
const index = new DeletionIndex(expandForms(dict, 1000).forms);

function checker(reranker?: CandidateReranker) {
  return new SpellChecker({
    dictionary: dict,
    suggester: new Suggester(dict, { index: () => index }),
    reranker,
  });
}

describe('SpellChecker', () => {
  it('finds misspellings with absolute code-point offsets, emoji included', async () => {
    const text = '😀 Teh cat sat on teh mat.';
    const findings = await checker().check(text);
    expect(findings.map((f) => [f.original, f.start, f.end, f.candidates[0]])).toEqual([
      ['Teh', 2, 5, 'The'],
      ['teh', 17, 20, 'the'],
    ]);
    expect(Array.from(text).slice(17, 20).join('')).toBe('teh');
  });

  it('leaves short words to min_length', async () => {
    expect(await checker().check('teh cat', { minLength: 4 })).toEqual([]);
    expect((await checker().check('teh cat', { minLength: 3 })).length).toBe(1);
  });

  it('never flags the user’s words, in any case', async () => {
    const findings = await checker().check('Zorblat is my wrod', { userWords: new Set(['zorblat']) });
    expect(findings.map((f) => f.original)).toEqual(['wrod']);
  });

  it('treats unknown capitalised words inside a sentence as names, unless one slip from a known name', async () => {
    const findings = await checker().check('This is Kowalczyk. My friend lives in Londn.');
    expect(findings.map((f) => [f.original, f.candidates[0]])).toEqual([['Londn', 'London']]);
  });

  it('checks a capitalised word at the start of a sentence like any other', async () => {
    const findings = await checker().check('Wrogn is this.');
    expect(findings.map((f) => f.original)).toEqual(['Wrogn']);
  });

  it('does not check a token longer than any word (issue #17: a 20,000-letter token stalled the server)', async () => {
    const long = 'c'.repeat(MAX_WORD_LENGTH + 1);
    expect(await checker().check(`the ${long} sat`)).toEqual([]);
    const justWord = await checker().check(`the ${'c'.repeat(MAX_WORD_LENGTH)} sat`);
    expect(justWord.map((f) => f.original.length)).toEqual([MAX_WORD_LENGTH]);
  });

  it('skips words in other scripts', async () => {
    expect(await checker().check('the cat 猫 кот γάτα قطة')).toEqual([]);
  });

  it('lets the reranker reorder candidates', async () => {
    // A reranker preferring the last row puts the noisy channel's last candidate first.
    const last: CandidateReranker = {
      score: async (_f, rows) => Float32Array.from({ length: rows }, (_, i) => i),
    };
    const plain = await checker().check('the cst sat');
    const reranked = await checker(last).check('the cst sat', { neural: true });
    expect(plain[0].candidates.length).toBeGreaterThan(1);
    expect(reranked[0].candidates[0]).toBe(plain[0].candidates[plain[0].candidates.length - 1]);
  });
});
