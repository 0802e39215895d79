import { describe, expect, it } from 'vitest';
import { applyReplacements } from './apply';

describe('applyReplacements', () => {
  it('applies in text order whatever the input order', () => {
    expect(
      applyReplacements('a b c', [
        { start: 4, end: 5, replacement: 'C' },
        { start: 0, end: 1, replacement: 'A' },
      ]),
    ).toBe('A b C');
  });
  it('skips an edit that overlaps an earlier one', () => {
    expect(
      applyReplacements('the the cat', [
        { start: 3, end: 7, replacement: '' },
        { start: 4, end: 7, replacement: 'a' },
      ]),
    ).toBe('the cat');
  });
  it('applies an insertion once', () => {
    expect(
      applyReplacements('Hi', [
        { start: 2, end: 2, replacement: '.' },
        { start: 2, end: 2, replacement: '.' },
      ]),
    ).toBe('Hi.');
  });
});
