import { describe, expect, it } from 'vitest';
import { mapThroughChange, splitBlocks } from './blocks';
import type { Suggestion } from './suggestion';

const s = (start: number, end: number, original: string): Suggestion => ({
  id: `${start}`,
  start,
  end,
  original,
  replacements: ['x'],
  source: 'server',
});

describe('splitBlocks', () => {
  it('splits at line breaks with each block’s offset, skipping blank lines', () => {
    expect(splitBlocks('One teh.\n\nTwo.\n  \nThree')).toEqual([
      { start: 0, text: 'One teh.' },
      { start: 10, text: 'Two.' },
      { start: 18, text: 'Three' },
    ]);
  });
});

describe('mapThroughChange', () => {
  const before = 'I recieve teh letter.';
  const list = [s(2, 9, 'recieve'), s(10, 13, 'teh')];

  it('shifts suggestions after an insertion and keeps those before it', () => {
    const after = 'I recieve teh long letter.';
    expect(mapThroughChange(before, after, list).map((x) => [x.start, x.end])).toEqual([
      [2, 9],
      [10, 13],
    ]);
    const earlier = 'Yes, I recieve teh letter.';
    expect(
      mapThroughChange(before, earlier, list).map((x) => after.length && earlier.slice(x.start, x.end)),
    ).toEqual(['recieve', 'teh']);
  });

  it('drops a suggestion whose text was edited, even at its edge', () => {
    expect(mapThroughChange(before, 'I receive teh letter.', list).map((x) => x.original)).toEqual(['teh']);
    expect(mapThroughChange(before, 'I recieve tehx letter.', list).map((x) => x.original)).toEqual([
      'recieve',
    ]);
  });
});
