import { describe, expect, it } from 'vitest';
import { median, readProcessMemory } from './process';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[1500], 1500],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('readProcessMemory', () => {
  it('reads a plausible resident size for this process', () => {
    const { rssMb, peakRssMb } = readProcessMemory(process.pid);
    expect(rssMb).toBeGreaterThan(10);
    expect(peakRssMb).toBeGreaterThanOrEqual(rssMb);
  });
});
