import { describe, expect, it } from 'vitest';
import { splitEdits } from './suggestions';

// The splitting rules (offsets, blocks, insertions, dropped edits) are tested with the shared
// splitter in shared/src/check/split-edits.test.ts; this checks what the plugin keeps of an edit.
describe('splitEdits', () => {
  it('keeps the edit id, category, error type and description for the card and feedback', () => {
    const text = 'I saw teh cat.';
    const edit = {
      id: '00000000-0000-4000-8000-000000000001',
      sentence: text,
      sentence_start: 0,
      start: 6,
      end: 9,
      replacement: 'the',
      general_error_type: 'Spelling' as const,
      error_type: 'R:SPELL' as const,
      description: 'Spelling',
    };
    expect(splitEdits(text, [{ text, start: 0 }], [edit])).toEqual([
      [
        {
          editId: edit.id,
          start: 6,
          end: 9,
          original: 'teh',
          replacement: 'the',
          category: 'Spelling',
          errorType: 'R:SPELL',
          description: 'Spelling',
        },
      ],
    ]);
  });
});
