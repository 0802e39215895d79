import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { toWireEdits } from './wire';

const para = (text: string, cpStart = 0) => ({ text, cpStart, start: cpStart });
const finding = (start: number, end: number, replacement: string, extra: Partial<Finding> = {}): Finding => ({
  start,
  end,
  ruleId: 'test',
  category: 'grammar',
  message: 'm',
  replacements: [replacement],
  ...extra,
});
const ids = () => '3b241101-e2bb-4255-8caf-4136c566a962';

describe('toWireEdits', () => {
  it('makes offsets sentence-relative, in code points', () => {
    const text = '😀 Hi there. The students wants it.';
    const at = [...text].join('').indexOf('wants');
    const cp = [...text.slice(0, at)].length;
    const [w] = toWireEdits(para(text, 100), [finding(cp, cp + 5, 'want')], ids);
    expect(w.edit).toMatchObject({
      sentence: 'The students wants it.',
      sentence_start: 100 + 12,
      start: 13,
      end: 18,
    });
    expect(w.original).toBe('wants');
  });

  it('assigns ERRANT types and general types', () => {
    const text = 'I recieve teh letter ,ok.';
    const edits = toWireEdits(
      para(text),
      [
        finding(2, 9, 'receive', { category: 'spelling' }),
        finding(10, 13, 'the', { category: 'spelling' }),
        finding(20, 21, '', { category: 'whitespace' }),
      ],
      ids,
    ).map((w) => [w.edit.error_type, w.edit.general_error_type]);
    expect(edits).toEqual([
      ['R:SPELL', 'Spelling'],
      ['R:SPELL', 'Spelling'],
      ['R:ORTH', 'Whitespace'],
    ]);
  });

  it('gives advanced edits their option as error_type and a description', () => {
    const [w] = toWireEdits(
      para('It was done.'),
      [finding(3, 11, 'was done', { category: 'advanced', advancedOption: 'voice', message: 'Passive.' })],
      ids,
    );
    expect(w.edit).toMatchObject({
      error_type: 'voice',
      general_error_type: 'Advanced Edit',
      description: 'Passive.',
    });
  });

  it('puts an insertion at a sentence end into that sentence', () => {
    const [w] = toWireEdits(para('One two. Three four'), [finding(19, 19, '.')], ids);
    expect(w.edit).toMatchObject({
      sentence: 'Three four',
      start: 10,
      end: 10,
      error_type: 'M:PUNCT',
      general_error_type: 'Punctuation',
    });
  });
});
