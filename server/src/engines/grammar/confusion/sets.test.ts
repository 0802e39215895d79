import { describe, expect, it } from 'vitest';
import { confusionSets, parseConfusionSets } from './sets';

describe('parseConfusionSets', () => {
  const table = parseConfusionSets(
    "# comment\nwords\tkind\tsource\ntheir, there\tset\tx\ncant, can't\tapostrophe\tx\n",
  );
  it('confuses every member of a set with every other', () => {
    expect(table.get('their')).toEqual(['there']);
    expect(table.get('there')).toEqual(['their']);
  });
  it('corrects a contraction typed without its apostrophe one way only', () => {
    expect(table.get('cant')).toEqual(["can't"]);
    expect(table.get("can't")).toBeUndefined();
  });
  it('refuses an unknown kind', () => {
    expect(() => parseConfusionSets('words\tkind\nа, b\tmaybe\n')).toThrow(/unknown kind/);
  });
});

describe('the committed sets.tsv', () => {
  it('has the pairs issue #14 names', () => {
    const sets = confusionSets();
    for (const [from, to] of [
      ['their', "they're"],
      ['your', "you're"],
      ['its', "it's"],
      ['then', 'than'],
      ['weather', 'whether'],
      ['dont', "don't"],
      ['wont', "won't"],
    ])
      expect(sets.get(from)).toContain(to);
  });
});
