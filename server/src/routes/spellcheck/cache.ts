import type { SpellFinding } from '@margin/shared/spell/checker';

/**
 * Spelling findings per paragraph and settings, least recently used dropped first: editors re-send
 * documents whose paragraphs mostly did not change. Per-user filtering (dictionary words, rejected
 * corrections) runs after the cache, so an entry never goes stale.
 */
export class FindingsCache {
  private readonly entries = new Map<string, SpellFinding[]>();
  private chars = 0;

  /** @param maxChars Paragraph text kept in total. @default 4_000_000 */
  constructor(private readonly maxChars = 4_000_000) {}

  get(key: string): SpellFinding[] | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, findings: SpellFinding[]): void {
    if (key.length > this.maxChars / 4) return;
    if (this.entries.has(key)) this.entries.delete(key);
    else this.chars += key.length;
    this.entries.set(key, findings);
    for (const k of this.entries.keys()) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(k);
      this.chars -= k.length;
    }
  }
}
