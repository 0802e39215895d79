import { describe, expect, it } from 'vitest';
import { splitEdits } from './split-edits';

const edit = (sentence: string, sentence_start: number, start: number, end: number, replacement: string) => ({
  id: '00000000-0000-4000-8000-000000000001',
  sentence,
  sentence_start,
  start,
  end,
  replacement,
  general_error_type: 'Spelling' as const,
});

describe('splitEdits', () => {
  it('converts code-point offsets after emoji into UTF-16 block offsets', () => {
    const text = '😀 I saw teh cat.';
    const [edits] = splitEdits(text, [{ text, start: 0 }], [edit(text, 0, 8, 11, 'the')]);
    expect(edits).toHaveLength(1);
    expect(text.slice(edits[0].start, edits[0].end)).toBe('teh');
    expect(edits[0]).toMatchObject({ original: 'teh', replacement: 'the' });
  });

  it('assigns each edit to its block, relative to that block', () => {
    const a = 'One teh.';
    const b = '🎉 Two wierd.';
    const joined = `${a}\n\n${b}`;
    const blocks = [
      { text: a, start: 0 },
      { text: b, start: a.length + 2 },
    ];
    // "🎉 Two wierd." starts at code point 10 of the joined text; "wierd" at code point 6 of it.
    const [first, second] = splitEdits(joined, blocks, [
      edit(a, 0, 4, 7, 'the'),
      edit(b, 10, 6, 11, 'weird'),
    ]);
    expect(first.map((e) => a.slice(e.start, e.end))).toEqual(['teh']);
    expect(second.map((e) => b.slice(e.start, e.end))).toEqual(['wierd']);
  });

  it('drops an edit whose sentence does not match the text that was sent', () => {
    const text = 'I saw teh cat.';
    expect(splitEdits(text, [{ text, start: 0 }], [edit('Another sentence.', 0, 6, 9, 'the')])[0]).toEqual(
      [],
    );
  });

  it('drops an edit that crosses a block boundary', () => {
    const joined = 'One.\n\nTwo.';
    const blocks = [
      { text: 'One.', start: 0 },
      { text: 'Two.', start: 6 },
    ];
    expect(splitEdits(joined, blocks, [edit(joined, 0, 3, 7, ' ')]).flat()).toEqual([]);
  });

  it('shows an insertion on the word before it, with that word in the replacement', () => {
    const text = 'However we left.';
    const [[e]] = splitEdits(text, [{ text, start: 0 }], [edit(text, 0, 7, 7, ',')]);
    expect(e).toMatchObject({ original: 'However', replacement: 'However,', start: 0, end: 7 });
  });

  it('shows an insertion at the start of a block on the word after it', () => {
    const text = 'apple is red.';
    const [[e]] = splitEdits(text, [{ text, start: 0 }], [edit(text, 0, 0, 0, 'An ')]);
    expect(e).toMatchObject({ original: 'apple', replacement: 'An apple', start: 0, end: 5 });
  });
});
