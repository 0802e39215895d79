import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff';

describe('Backoff', () => {
  it('doubles the wait up to the maximum and starts over after reset', () => {
    const backoff = new Backoff(1000, 8000, () => 0.5);
    expect([backoff.next(), backoff.next(), backoff.next(), backoff.next(), backoff.next()]).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
    expect(backoff.failing).toBe(true);
    backoff.reset();
    expect(backoff.failing).toBe(false);
    expect(backoff.next()).toBe(1000);
  });

  it('spreads retries by ±20 %', () => {
    expect(new Backoff(1000, 8000, () => 0).next()).toBe(800);
    expect(new Backoff(1000, 8000, () => 1).next()).toBe(1200);
  });
});
