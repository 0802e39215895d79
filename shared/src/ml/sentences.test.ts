import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const cpSlice = (s: string, a: number, b: number) => Array.from(s).slice(a, b).join('');

describe('splitSentences', () => {
  it('splits at terminal punctuation followed by white space', () => {
    expect(splitSentences('I love it. It is great! Is it? Yes…').map((s) => s.text)).toEqual([
      'I love it.',
      'It is great!',
      'Is it?',
      'Yes…',
    ]);
  });

  it('keeps abbreviations and initials inside the sentence', () => {
    expect(
      splitSentences('Dr. Smith met J. R. R. Tolkien at 5 p.m. yesterday. Then he left.').map((s) => s.text),
    ).toEqual(['Dr. Smith met J. R. R. Tolkien at 5 p.m. yesterday.', 'Then he left.']);
  });

  it('keeps closing quotes with their sentence and splits at line breaks', () => {
    expect(splitSentences('He said "stop." She ran\nhome').map((s) => s.text)).toEqual([
      'He said "stop."',
      'She ran',
      'home',
    ]);
  });

  it('does not split decimals or URLs', () => {
    expect(splitSentences('It costs 3.50 at example.com today.').map((s) => s.text)).toEqual([
      'It costs 3.50 at example.com today.',
    ]);
  });

  it('gives code point offsets such that text[start:end] is the sentence, with emoji before it', () => {
    const text = '😀😀 Great day! 👍🏽 Thanks.';
    const spans = splitSentences(text);
    expect(spans.map((s) => s.text)).toEqual(['😀😀 Great day!', '👍🏽 Thanks.']);
    for (const s of spans) {
      expect(cpSlice(text, s.cpStart, s.cpEnd)).toBe(s.text);
      expect(text.slice(s.start, s.end)).toBe(s.text);
    }
    expect(spans[1].cpStart).toBe(14);
  });

  it('finds no sentence in white space and one in a single character', () => {
    expect(splitSentences(' \n\t ')).toEqual([]);
    expect(splitSentences('a')).toEqual([{ text: 'a', start: 0, end: 1, cpStart: 0, cpEnd: 1 }]);
  });
});
