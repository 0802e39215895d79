import { describe, expect, it } from 'vitest';
import { WordFrequencies } from '../frequencies';
import { HunspellDictionary } from '../hunspell/dictionary';
import { expandForms } from '../hunspell/expand';
import { DeletionIndex } from './deletion-index';
import { boundedDistance } from './edit-distance';
import { editProfile } from './error-model';
import { matchCase, Suggester } from './suggester';

describe('boundedDistance', () => {
  it.each([
    ['receive', 'recieve', 1], // transposition
    ['spelling', 'speling', 1],
    ['arrangement', 'arragment', 2],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(boundedDistance(a, b, 5)).toBe(d);
  });

  it('stops at the bound', () => {
    expect(boundedDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });
});

describe('DeletionIndex', () => {
  const words = ['spelling', 'spewing', 'receive', 'relieve', 'accommodation', 'arrangement', 'the', 'Paris'];
  const index = new DeletionIndex(words);

  it.each([
    ['speling', 'spelling'],
    ['recieve', 'receive'],
    ['acommodation', 'accommodation'],
    ['arragment', 'arrangement'], // two letters missing, both inside the indexed prefix
    ['teh', 'the'],
    ['pariss', 'Paris'], // case-insensitive, dictionary case kept
  ])('finds %s → %s', (query, expected) => {
    expect(index.lookup(query, 2).map((c) => c.word)).toContain(expected);
  });

  it('does not return words beyond the distance', () => {
    expect(index.lookup('xyz', 2).map((c) => c.word)).toEqual([]);
  });
});

describe('editProfile', () => {
  it('makes common slips cheaper than arbitrary ones', () => {
    const doubled = editProfile('accommodate', 'accomodate');
    const keyboard = editProfile('that', 'thst'); // a and s are neighbours
    const far = editProfile('that', 'thpt');
    const accent = editProfile('café', 'cafe');
    expect(doubled.doubling).toBe(1);
    expect(keyboard.keyboard).toBe(1);
    expect(keyboard.cost).toBeLessThan(far.cost);
    expect(accent.accent).toBe(1);
    expect(accent.cost).toBeLessThan(doubled.cost);
    expect(editProfile('receive', 'recieve').transpositions).toBe(1);
  });
});

describe('Suggester', () => {
  const dict = HunspellDictionary.parse(
    `SET UTF-8
TRY esianrtolcdugmphbyfvkwz
REP 1
REP f ph
`,
    '12\nthe\nten\nthen\nbrown\nBrown\nphone\nlot\na\nfriend\nfiend\nParis\nlondon\n',
  );
  const index = new DeletionIndex(expandForms(dict, 1000).forms);
  const frequencies = WordFrequencies.parse(
    'the\t1000\nten\t20\nthen\t50\nbrown\t30\nfriend\t40\nfiend\t2\nlot\t30\na\t900\n',
  );
  const suggester = new Suggester(dict, { index: () => index, frequencies });
  const top = (w: string) => suggester.suggest(w)[0]?.word;

  it.each([
    ['teh', 'the'],
    ['Teh', 'The'],
    ['TEH', 'THE'],
    ['brwon', 'brown'], // a lower-case slip means the word, not the name
    ['fone', 'phone'], // REP table
    ['freind', 'friend'], // frequency breaks the tie with "fiend"
    ['alot', 'a lot'], // split into two words
    ['pariss', 'Paris'],
  ])('%s → %s', (typed, expected) => {
    expect(top(typed)).toBe(expected);
  });

  it('never suggests the typed word itself', () => {
    expect(suggester.suggest('then').map((s) => s.word)).not.toContain('then');
  });
});

describe('matchCase', () => {
  it.each([
    ['helo', 'hello', 'hello'],
    ['Helo', 'hello', 'Hello'],
    ['HELO', 'hello', 'HELLO'],
    ['londn', 'London', 'London'],
  ])('%s + %s → %s', (typed, correction, expected) => {
    expect(matchCase(typed, correction)).toBe(expected);
  });
});
