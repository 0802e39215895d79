import { describe, expect, it } from 'vitest';
import { englishText, longText } from './texts';

describe('benchmark texts', () => {
  it('has exactly the requested number of words and is the same on every call', () => {
    const text = englishText(1000);
    expect(text.split(/\s+/)).toHaveLength(1000);
    expect(englishText(1000)).toBe(text);
  });

  it('fills close to the requested size without exceeding it', () => {
    const text = longText(100_000);
    expect(text.length).toBeLessThanOrEqual(100_000);
    expect(text.length).toBeGreaterThan(99_800);
    expect(text).toContain('\n\n');
    expect(text).toContain('\f');
  });
});
