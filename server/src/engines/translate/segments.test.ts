import { describe, expect, it } from 'vitest';
import { joinPieces, splitLines } from './segments';

describe('splitLines', () => {
  it.each([
    'One line.',
    'Line one\nLine two',
    'Para one.\n\nPara two.\r\n\r\nThree.',
    '  indented\n\ttabbed line  \n',
    '\n\nleading blank lines',
    'trailing spaces   ',
    '',
  ])('joins back to exactly %j', (text) => {
    const pieces = splitLines(text);
    const cores = pieces.flatMap((p) => ('core' in p ? [p.core] : []));
    expect(joinPieces(pieces, cores)).toBe(text);
  });

  it('gives engines only the cores: no line breaks, no outer whitespace', () => {
    const pieces = splitLines('  Hello world.  \n\n\tSecond   line\r\nthird');
    expect(pieces.flatMap((p) => ('core' in p ? [p.core] : []))).toEqual([
      'Hello world.',
      'Second   line',
      'third',
    ]);
    expect(joinPieces(pieces, ['A', 'B', 'C'])).toBe('  A  \n\n\tB\r\nC');
  });
});
