import { describe, expect, it } from 'vitest';
import { sentenceSpans, splitSentences } from './sentences';

const parts = (text: string) => splitSentences(text).map((r) => text.slice(r.start, r.end));
const cpSlice = (s: string, a: number, b: number) => Array.from(s).slice(a, b).join('');
const lines = (text: string) => sentenceSpans(text, { lineBreaks: true });

describe('splitSentences', () => {
  it.each([
    ['One. Two! Three?', ['One.', 'Two!', 'Three?']],
    ['Dr. Smith met Mr. J. Jones. Then he left.', ['Dr. Smith met Mr. J. Jones.', 'Then he left.']],
    ['e.g. this. and that', ['e.g. this. and that']],
    ['これは文です。これも。', ['これは文です。', 'これも。']],
    ['  padded.  ', ['padded.']],
  ])('%j', (text, expected) => expect(parts(text)).toEqual(expected));
});

describe('sentenceSpans with line breaks (the analysis models)', () => {
  it('splits at terminal punctuation followed by white space', () => {
    expect(lines('I love it. It is great! Is it? Yes…').map((s) => s.text)).toEqual([
      'I love it.',
      'It is great!',
      'Is it?',
      'Yes…',
    ]);
  });

  it('keeps abbreviations and initials inside the sentence', () => {
    expect(
      lines('Dr. Smith met J. R. R. Tolkien at 5 p.m. yesterday. Then he left.').map((s) => s.text),
    ).toEqual(['Dr. Smith met J. R. R. Tolkien at 5 p.m. yesterday.', 'Then he left.']);
  });

  it('keeps closing quotes with their sentence and splits at line breaks', () => {
    expect(lines('He said "stop." She ran\nhome').map((s) => s.text)).toEqual([
      'He said "stop."',
      'She ran',
      'home',
    ]);
  });

  it('does not split decimals or URLs', () => {
    expect(lines('It costs 3.50 at example.com today.').map((s) => s.text)).toEqual([
      'It costs 3.50 at example.com today.',
    ]);
  });

  it('gives code point offsets such that text[start:end] is the sentence, with emoji before it', () => {
    const text = '😀😀 Great day! 👍🏽 Thanks.';
    const spans = lines(text);
    expect(spans.map((s) => s.text)).toEqual(['😀😀 Great day!', '👍🏽 Thanks.']);
    for (const s of spans) {
      expect(cpSlice(text, s.cpStart, s.cpEnd)).toBe(s.text);
      expect(text.slice(s.start, s.end)).toBe(s.text);
    }
    expect(spans[1].cpStart).toBe(14);
  });

  it('finds no sentence in white space and one in a single character', () => {
    expect(lines(' \n\t ')).toEqual([]);
    expect(lines('a')).toEqual([{ text: 'a', start: 0, end: 1, cpStart: 0, cpEnd: 1 }]);
  });
});
