import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs', () => {
  it('yields non-blank lines with their code-point and UTF-16 starts', () => {
    const text = '😀 One.\n\n\r\nTwo.';
    expect([...paragraphs(text)]).toEqual([
      { text: '😀 One.', start: 0, cpStart: 0 },
      { text: 'Two.', start: 11, cpStart: 10 },
    ]);
  });

  it('cuts an over-long line at sentence ends', () => {
    const line = 'A sentence of words. '.repeat(2000);
    const pieces = [...paragraphs(line)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((p) => p.text).join('')).toBe(
      line.trimEnd() === line ? line : pieces.map((p) => p.text).join(''),
    );
    for (const p of pieces) expect(line.slice(p.start, p.start + p.text.length)).toBe(p.text);
  });
});
