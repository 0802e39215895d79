import { describe, expect, it } from 'vitest';
import { BLOCK_SEPARATOR, batchBlocks, joinBlocks, MAX_BATCH_CHARS, prioritise } from './batches';

const block = (chars: number, pos = 0) => ({ pos, text: 'x'.repeat(chars) });
const textOf = (b: { text: string }) => b.text;
const size = (g: { text: string }[]) => g.reduce((n, b) => n + b.text.length + BLOCK_SEPARATOR.length, 0);

describe('batchBlocks', () => {
  it('keeps the first request small and the others under the batch limit', () => {
    const groups = batchBlocks(
      Array.from({ length: 30 }, () => block(500)),
      textOf,
      { firstChars: 1000 },
    );
    expect(size(groups[0])).toBeLessThanOrEqual(1000);
    expect(groups.slice(1).every((g) => size(g) <= MAX_BATCH_CHARS)).toBe(true);
    expect(groups.flat()).toHaveLength(30);
  });

  it('sends a block longer than the limit on its own', () => {
    const groups = batchBlocks([block(10), block(MAX_BATCH_CHARS * 3), block(10)], textOf);
    expect(groups.map((g) => g.length)).toEqual([1, 1, 1]);
  });

  it('counts code points, not UTF-16 units', () => {
    // 1,500 emoji are 3,000 UTF-16 units but 1,500 code points: two of them fit in 4,000.
    const emoji = { pos: 0, text: '😀'.repeat(1500) };
    expect(batchBlocks([emoji, emoji], textOf).map((g) => g.length)).toEqual([2]);
  });

  it('returns no batch for no blocks', () => {
    expect(batchBlocks([], textOf)).toEqual([]);
  });
});

describe('joinBlocks', () => {
  it('joins with a blank line and records where each block starts', () => {
    expect(joinBlocks(['ab', 'c'])).toEqual({
      text: 'ab\n\nc',
      blocks: [
        { text: 'ab', start: 0 },
        { text: 'c', start: 4 },
      ],
    });
  });
});

describe('prioritise', () => {
  it('starts with the block that holds the caret, then wraps around', () => {
    const blocks = [0, 10, 20, 30].map((pos) => block(5, pos));
    expect(prioritise(blocks, 25).map((b) => b.pos)).toEqual([20, 30, 0, 10]);
    expect(prioritise(blocks, 0).map((b) => b.pos)).toEqual([0, 10, 20, 30]);
    expect(prioritise(blocks, 99).map((b) => b.pos)).toEqual([30, 0, 10, 20]);
  });
});
