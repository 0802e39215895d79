import { describe, expect, it } from 'vitest';
import { editsToBlocks, type WireEdit } from './suggestion';

const edit = (
  sentence: string,
  sentence_start: number,
  start: number,
  end: number,
  replacement: string,
): WireEdit => ({
  id: '00000000-0000-4000-8000-000000000000',
  sentence,
  sentence_start,
  start,
  end,
  replacement,
});

describe('editsToBlocks', () => {
  it('maps code-point offsets of the joined request text back to UTF-16 offsets in each block', () => {
    const blocks = ['🎉 I recieve it.', 'Teh end.'];
    // "🎉 I recieve it." is 15 code points; the second block starts at 15 + 2 (separator).
    const out = editsToBlocks(blocks, [
      edit(blocks[0], 0, 4, 11, 'receive'),
      edit(blocks[1], 17, 0, 3, 'The'),
    ]);
    expect(out[0].map((s) => [s.start, s.end, s.original])).toEqual([[5, 12, 'recieve']]);
    expect(out[1].map((s) => [s.start, s.end, s.original, s.replacements[0]])).toEqual([
      [0, 3, 'Teh', 'The'],
    ]);
  });

  it('drops an edit that runs from one block into the next', () => {
    expect(editsToBlocks(['One', 'Two'], [edit('One\n\nTwo', 0, 2, 7, 'x')])).toEqual([[], []]);
  });

  it('shows an insertion (a missing comma) on the word before it', () => {
    const [[s]] = editsToBlocks(['However we left.'], [edit('However we left.', 0, 7, 7, ',')]);
    expect(s).toMatchObject({ start: 0, end: 7, original: 'However', replacements: ['However,'] });
  });
});
