import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff';
import { batches, FIRST_BATCH_CHARS, MAX_BATCH_CHARS, prioritise } from './checker';

const block = (chars: number, pos = 0) => ({ pos, map: { text: 'x'.repeat(chars) } });

describe('batches', () => {
  it('keeps the first request small and the others under the batch limit', () => {
    const groups = batches(Array.from({ length: 30 }, () => block(500)));
    const size = (g: { map: { text: string } }[]) => g.reduce((n, b) => n + b.map.text.length + 2, 0);
    expect(size(groups[0])).toBeLessThanOrEqual(FIRST_BATCH_CHARS);
    expect(groups.slice(1).every((g) => size(g) <= MAX_BATCH_CHARS)).toBe(true);
    expect(groups.flat()).toHaveLength(30);
  });

  it('sends a block longer than the limit on its own', () => {
    const groups = batches([block(10), block(MAX_BATCH_CHARS * 3), block(10)]);
    expect(groups.map((g) => g.length)).toEqual([1, 1, 1]);
  });
});

describe('prioritise', () => {
  it('starts with the block that holds the caret, then wraps around', () => {
    const blocks = [0, 10, 20, 30].map((pos) => block(5, pos));
    expect(prioritise(blocks, 25).map((b) => b.pos)).toEqual([20, 30, 0, 10]);
    expect(prioritise(blocks, 0).map((b) => b.pos)).toEqual([0, 10, 20, 30]);
  });
});

describe('Backoff', () => {
  it('doubles the wait up to the maximum and starts over after reset', () => {
    const backoff = new Backoff(1000, 8000, () => 0.5);
    expect([backoff.next(), backoff.next(), backoff.next(), backoff.next(), backoff.next()]).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
    expect(backoff.failing).toBe(true);
    backoff.reset();
    expect(backoff.next()).toBe(1000);
  });

  it('spreads retries by ±20 %', () => {
    expect(new Backoff(1000, 8000, () => 0).next()).toBe(800);
    expect(new Backoff(1000, 8000, () => 1).next()).toBe(1200);
  });
});
