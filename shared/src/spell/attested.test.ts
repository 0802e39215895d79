import { describe, expect, it } from 'vitest';
import { AttestedWords, stillMisspelt } from './attested';
import { SpellChecker } from './checker';
import { HunspellDictionary } from './hunspell/dictionary';
import { expandForms } from './hunspell/expand';
import { DeletionIndex } from './suggest/deletion-index';
import { Suggester } from './suggest/suggester';

const COUNTS = [
  'the\t5000000',
  'insulin\t900',
  'inulin\t10',
  'teh\t14',
  'non\t24000',
  'slip\t1300',
  'a\t2000000',
  'lot\t30000',
  "isn't\t900",
  'café\t12',
].join('\n');
const words = AttestedWords.parse(COUNTS);
const gate = { words, minRatio: 100 };

describe('AttestedWords', () => {
  it.each([
    ['the', 5000000],
    ['The', 5000000],
    ['INULIN', 10],
    ['isn’t', 900],
    ['a lot', 30000],
    ['non-slip', 1300],
    ['non-slipp', 0],
    ['zzz', 0],
    ['Café', 12],
    // A word's prefix or extension is another word (lookups compare in place, not whole strings).
    ['insuli', 0],
    ['insulins', 0],
  ])('counts %j as %i', (word, count) => {
    expect(words.count(word)).toBe(count);
  });

  it('reads the same counts from text already in code-unit order', () => {
    const lines = COUNTS.split('\n').sort((a, b) => (a < b ? -1 : 1));
    const sorted = AttestedWords.parse(lines.join('\n'));
    for (const line of lines) {
      const word = line.split('\t')[0];
      expect(sorted.count(word)).toBe(words.count(word));
    }
    expect(sorted.size).toBe(words.size);
    expect(sorted.total).toBe(words.total);
  });
});

describe('stillMisspelt', () => {
  const named = AttestedWords.parse(
    `${COUNTS}\nhubbell\t40\t100\nhubble\t9000\t100\nnano\t138\t10\nname\t90000\t5\naccelerating\t400\nbecause\t90000\t20\nblockbuster\t40\nduffy\t10\t100\nnests\t450\ncase\t30000\t3`,
  );
  const gated = { words: named, minRatio: 100, minRatioFar: 5000, nameShare: 0.5 };
  it.each([
    [
      'a word the corpus uses, with a correction under 100 times as common',
      'inulin',
      'insulin',
      1,
      false,
      false,
      false,
    ],
    ['a word the corpus uses, beaten by a far more common correction', 'teh', 'the', 2, false, false, true],
    [
      'a word the corpus uses, two edits from a correction under 5,000 times as common',
      'nano',
      'name',
      2,
      false,
      false,
      false,
    ],
    ['a hyphenated word of common parts', 'non-slip', 'nonslip', 1, false, false, false],
    ['an unknown word', 'acclerating', 'accelerating', 1, false, false, true],
    [
      'an unknown capitalised word opening a sentence, one slip from its correction',
      'Becuase',
      'Because',
      1,
      true,
      true,
      true,
    ],
    [
      'an unknown capitalised word opening a sentence, far from its correction (a name)',
      'Kearbey',
      'Nearby',
      2,
      true,
      true,
      false,
    ],
    [
      'an unknown word whose correction is under 50 times one use',
      'bonkbuster',
      'blockbuster',
      2,
      false,
      false,
      false,
    ],
    ['an unknown word whose correction is far more common', 'insullin', 'insulin', 1, false, false, true],
    ['an unknown name one slip from a rare name', "Duffey's", "Duffy's", 1, true, true, false],
    ['a correction that only drops a plural ending', 'scannings', 'scanning', 1, false, false, false],
    ['a correction that only drops a prefix', 'rewatch', 'watch', 2, false, false, false],
    ['a correction that rebuilds the derived word', 'acclerating', 'accelerating', 1, false, false, true],
    ['an acronym with a plural', 'NSTs', 'nests', 2, false, false, false],
    ['a camel-case brand', 'NRCan', 'Case', 3, false, false, false],
    ['a capitalised word the corpus mostly capitalises (a name)', 'Hubbell', 'Hubble', 1, true, false, false],
    ['a capitalised word the corpus mostly writes in lower case', 'Teh', 'The', 2, true, true, true],
  ])('%s', (_, typed, best, bestDistance, capitalised, sentenceInitial, expected) => {
    expect(stillMisspelt(gated, { typed, best, bestDistance, capitalised, sentenceInitial })).toBe(expected);
  });
});

describe('SpellChecker with corpus counts', () => {
  const list = ['the', 'insulin', 'cat', 'is', 'good', 'nearby', 'sat'];
  const dict = HunspellDictionary.parse(
    'SET UTF-8\nTRY esianrtolcdugmphbyfvkwz\n',
    `${list.length}\n${list.join('\n')}\n`,
  );
  const index = new DeletionIndex(expandForms(dict, 1000).forms);
  const checker = new SpellChecker({
    dictionary: dict,
    suggester: new Suggester(dict, { index: () => index }),
    attested: gate,
  });

  it('leaves corpus words and sentence-opening names alone and still flags misspellings', async () => {
    const text = 'The inulin is good. Kearbey sat. Teh cat sat.';
    expect((await checker.check(text)).map((f) => [f.original, f.candidates[0]])).toEqual([['Teh', 'The']]);
  });

  it('flags every unknown word with attested: false (the training script tunes the gate so)', async () => {
    const text = 'The inulin is good. Kearbey sat. Teh cat sat.';
    expect((await checker.check(text, { attested: false })).map((f) => f.original)).toEqual([
      'inulin',
      'Kearbey',
      'Teh',
    ]);
  });
});
