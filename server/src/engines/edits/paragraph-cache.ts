/**
 * Engine findings per paragraph and settings, most recently used kept: clients re-send a document
 * whose paragraphs mostly did not change, and engine work is the cost of a request. User-specific
 * filtering (feedback, dictionary, ignore types) runs after the cache, so it never goes stale.
 * Used by /edits (grammar findings) and /spellcheck (spelling findings).
 */
export class ParagraphCache<T> {
  private readonly entries = new Map<string, T[]>();
  private chars = 0;

  /**
   * @param maxChars Paragraph text kept, in total (keys are paragraphs).
   * @default 4_000_000
   */
  constructor(private readonly maxChars = 4_000_000) {}

  get(key: string): T[] | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert so it is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, findings: T[]): void {
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
