import { describe, expect, it } from 'vitest';
import { BlockResultCache } from './result-cache';

describe('BlockResultCache', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new BlockResultCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('updates every stored result in place', () => {
    const cache = new BlockResultCache<string[]>(5);
    cache.set('x', ['teh', 'wierd']);
    cache.update((list) => list.filter((w) => w !== 'teh'));
    expect(cache.get('x')).toEqual(['wierd']);
  });
});
