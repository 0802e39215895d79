import { describe, expect, it } from 'vitest';
import { spacing } from './spacing';

describe('spacing', () => {
  it('collapses repeated spaces between words', () => {
    expect(spacing.check('one  two')).toEqual([
      expect.objectContaining({ start: 3, end: 5, replacements: [' '] }),
    ]);
  });
  it.each(['One.  Two.', '    indented', 'a b c', 'x\t\ty'])('leaves %j alone', (text) =>
    expect(spacing.check(text)).toEqual([]),
  );
});
