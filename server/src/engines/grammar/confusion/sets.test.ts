import { describe, expect, it } from 'vitest';
import { confusionSets, parseConfusionSets } from './sets';

describe('parseConfusionSets', () => {
  const table = parseConfusionSets(
    "# comment\nwords\tkind\tsource\ntheir, there\tset\tx\ncant, can't\tapostrophe\tx\n",
  );
  it('confuses every member of a set with every other', () => {
    expect(table.alternatives.get('their')).toEqual(['there']);
    expect(table.alternatives.get('there')).toEqual(['their']);
  });
  it('corrects a contraction typed without its apostrophe one way only', () => {
    expect(table.alternatives.get('cant')).toEqual(["can't"]);
    expect(table.alternatives.get("can't")).toBeUndefined();
    expect(table.nonWords.has('cant')).toBe(true);
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
      expect(sets.alternatives.get(from)).toContain(to);
  });
});
