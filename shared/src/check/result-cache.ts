/**
 * Results of checked blocks keyed by block text, the least recently used dropped first: after an
 * undo or a retyped paragraph the result is shown again without a request.
 */
export class BlockResultCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The result for `key`, now the most recently used. */
  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Replaces every stored result (e.g. without a word just added to the dictionary), keeping the order. */
  update(change: (value: T) => T): void {
    for (const [key, value] of this.entries) this.entries.set(key, change(value));
  }
}
