import { describe, expect, it } from 'vitest';
import { MAX_RUN_LENGTH, maskLongRuns } from './long-runs';

describe('maskLongRuns', () => {
  it('blanks runs past the cap, keeping every offset, and reports them', () => {
    const long = 'c'.repeat(MAX_RUN_LENGTH + 1);
    const text = `See ${long} here.`;
    const { masked, runs } = maskLongRuns(text);
    expect(masked).toBe(`See ${' '.repeat(long.length)} here.`);
    expect(runs).toEqual([[4, 4 + long.length]]);
  });

  it('leaves text without long runs as it is', () => {
    const text = `A ${'w'.repeat(MAX_RUN_LENGTH)} word.`;
    expect(maskLongRuns(text)).toEqual({ masked: text, runs: [] });
  });
});
