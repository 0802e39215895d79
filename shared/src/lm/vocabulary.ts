/**
 * A language model's vocabulary (its `vocab` section: words joined by line breaks, id = line number)
 * and the index from word to id, in typed arrays: an open-addressing hash table of ids over the one
 * vocabulary string. A `Map` of 250,000 words and their 250,000 strings took ~21 MB of heap in every
 * thread that loads the model (the grammar worker, the spell worker, AI detection); this takes ~5 MB
 * (the string, a word-start per id and a table of twice the vocabulary's size) and builds faster.
 */

/** FNV-1a over UTF-16 code units of `s[from..to)`. */
function hashOf(s: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class Vocabulary {
  /** Number of words (lines), empty ones included, as `text.split('\n')` counts them. */
  readonly size: number;
  private readonly text: string;
  /** Start of word i in `text`; `starts[size]` is one past the text's end. */
  private readonly starts: Uint32Array;
  /** Hash slots holding id + 1 (0 is empty); a power of two at least twice `size`. */
  private readonly slots: Uint32Array;
  private readonly mask: number;
  private list: string[] | undefined;

  constructor(text: string) {
    this.text = text;
    let size = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) size++;
    this.size = size;
    this.starts = new Uint32Array(size + 1);
    for (let w = 1, i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts[w++] = i + 1;
    this.starts[size] = text.length + 1;
    let capacity = 1;
    while (capacity < size * 2) capacity *= 2;
    this.slots = new Uint32Array(capacity);
    this.mask = capacity - 1;
    for (let w = 0; w < size; w++) {
      const from = this.starts[w];
      const to = this.starts[w + 1] - 1;
      let slot = hashOf(text, from, to) & this.mask;
      // A word listed twice keeps its last id, as a Map filled in order would.
      while (this.slots[slot] !== 0 && !this.sameWords(this.slots[slot] - 1, w))
        slot = (slot + 1) & this.mask;
      this.slots[slot] = w + 1;
    }
  }

  /** The id of `word`, or -1 when it is not in the vocabulary. */
  id(word: string): number {
    let slot = hashOf(word, 0, word.length) & this.mask;
    for (let held = this.slots[slot]; held !== 0; held = this.slots[slot]) {
      const w = held - 1;
      const from = this.starts[w];
      if (this.starts[w + 1] - 1 - from === word.length && this.text.startsWith(word, from)) return w;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  /** The word of `id` (undefined out of range). */
  word(id: number): string | undefined {
    if (!(id >= 0 && id < this.size)) return undefined;
    return this.text.slice(this.starts[id], this.starts[id + 1] - 1);
  }

  /**
   * Every word by id, built on first use and kept (a thread that lists the whole vocabulary, such as
   * autocomplete's, pays for the array; the others never do).
   */
  get words(): readonly string[] {
    this.list ??= this.text.split('\n');
    return this.list;
  }

  /** Whether words `a` and `b` are the same string. */
  private sameWords(a: number, b: number): boolean {
    const fromA = this.starts[a];
    const fromB = this.starts[b];
    const length = this.starts[a + 1] - 1 - fromA;
    if (this.starts[b + 1] - 1 - fromB !== length) return false;
    for (let i = 0; i < length; i++)
      if (this.text.charCodeAt(fromA + i) !== this.text.charCodeAt(fromB + i)) return false;
    return true;
  }
}
