import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { SENTENCE_WINDOW, toWireEdits } from './wire';

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

  it('gives an edit that crosses a sentence boundary both sentences, not the whole paragraph', () => {
    const text = 'First one. Second two. Third three.';
    // "one. Second": from the first sentence into the second.
    const [w] = toWireEdits(para(text), [finding(6, 17, 'one; second')], ids);
    expect(w.edit).toMatchObject({ sentence: 'First one. Second two.', start: 6, end: 17 });
    expect(w.original).toBe('one. Second');
  });

  it('joins a span between two sentences to the sentence before it', () => {
    const [w] = toWireEdits(para('One.  Two. Three.'), [finding(4, 6, ' ', { category: 'whitespace' })], ids);
    expect(w.edit).toMatchObject({ sentence: 'One.  ', sentence_start: 0, start: 4, end: 6 });
  });

  it('leaves out error types and description when asked (Spellcheck edits have none)', () => {
    const [w] = toWireEdits(
      para('It was done.'),
      [finding(3, 11, 'was done', { category: 'advanced', advancedOption: 'voice', message: 'Passive.' })],
      ids,
      { errorTypes: false },
    );
    expect(Object.keys(w.edit).sort()).toEqual([
      'end',
      'id',
      'replacement',
      'sentence',
      'sentence_start',
      'start',
    ]);
  });

  it('gives each edit its range in the request text in UTF-16 units', () => {
    const [w] = toWireEdits({ text: '😀 teh', cpStart: 3, start: 4 }, [finding(2, 5, 'the')], ids);
    expect([w.absStart, w.absEnd, w.utf16Start, w.utf16End]).toEqual([5, 8, 7, 10]);
  });

  it('cuts a sentence longer than the window to a window around the edit (issue #17: quadratic answers)', () => {
    const text = `${'w '.repeat(5_000)}teh ${'w '.repeat(5_000)}end.`;
    const at = text.indexOf('teh');
    const [w] = toWireEdits(para(text, 7), [finding(at, at + 3, 'the')], ids);
    expect(w.edit.sentence.length).toBeLessThanOrEqual(SENTENCE_WINDOW);
    expect(w.edit.sentence.slice(w.edit.start, w.edit.end)).toBe('teh');
    expect(text.slice(w.edit.sentence_start - 7, w.edit.sentence_start - 7 + w.edit.sentence.length)).toBe(
      w.edit.sentence,
    );
    expect(w.edit.sentence_start - 7 + w.edit.start).toBe(at);
  });

  it('keeps the answer linear in the text when every word of one long sentence has an edit', () => {
    const words = 20_000;
    const text = 'teh '.repeat(words);
    const findings = Array.from({ length: words }, (_, i) => finding(i * 4, i * 4 + 3, 'the'));
    const wire = toWireEdits(para(text), findings, ids);
    const size = wire.reduce((n, w) => n + w.edit.sentence.length, 0);
    expect(wire).toHaveLength(words);
    expect(size / text.length).toBeLessThan(SENTENCE_WINDOW / 4 + 1);
    expect(wire[words - 1].edit.sentence_start + wire[words - 1].edit.start).toBe((words - 1) * 4);
  });

  it('keeps whole sentences up to the window', () => {
    const sentence = `The ${'a'.repeat(SENTENCE_WINDOW - 11)} teh x.`;
    const at = sentence.indexOf('teh');
    const [w] = toWireEdits(para(`Hi. ${sentence}`), [finding(at + 4, at + 7, 'the')], ids);
    expect(w.edit.sentence).toBe(sentence);
  });
});
