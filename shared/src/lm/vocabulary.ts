/**
 * A language model's vocabulary (its `vocab` section: words joined by line breaks, id = line number)
 * and the index from word to id, in typed arrays over the section's UTF-8 bytes: an open-addressing
 * hash table of ids and a start offset per id. A `Map` of 250,000 words and their 250,000 strings took
 * ~21 MB of heap in every thread that loads the model (the grammar worker, the spell worker, AI
 * detection); this takes 3 MB (the bytes are the artefact's own, in the memory the threads share) and
 * builds faster. A word is found exactly when the `Map` of the decoded section would find it (the
 * section is valid UTF-8: the trainer writes it with `TextEncoder`).
 */

/** FNV-1a over `bytes[from..to)`. */
function hashOf(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

const NEWLINE = 0x0a;

export class Vocabulary {
  /** Number of words (lines), empty ones included, as `text.split('\n')` counts them. */
  readonly size: number;
  private readonly bytes: Uint8Array;
  /** Start of word i in `bytes`; `starts[size]` is one past the end (after a virtual line break). */
  private readonly starts: Uint32Array;
  /** Hash slots holding id + 1 (0 is empty); a power of two at least twice `size`. */
  private readonly slots: Uint32Array;
  private readonly mask: number;
  private list: string[] | undefined;
  /** A key's UTF-8 bytes when it is not ASCII (grown as needed). */
  private scratch = new Uint8Array(64);
  private readonly decoder = new TextDecoder();
  private readonly encoder = new TextEncoder();

  /** @param text The section's UTF-8 text (viewed, not copied: it must not change). */
  constructor(text: Uint8Array) {
    // A leading byte-order mark is no part of the first word, as decoding the section drops it.
    const bytes = text[0] === 0xef && text[1] === 0xbb && text[2] === 0xbf ? text.subarray(3) : text;
    this.bytes = bytes;
    let size = 1;
    for (let i = 0; i < bytes.length; i++) if (bytes[i] === NEWLINE) size++;
    this.size = size;
    this.starts = new Uint32Array(size + 1);
    for (let w = 1, i = 0; i < bytes.length; i++) if (bytes[i] === NEWLINE) this.starts[w++] = i + 1;
    this.starts[size] = bytes.length + 1;
    let capacity = 1;
    while (capacity < size * 2) capacity *= 2;
    this.slots = new Uint32Array(capacity);
    this.mask = capacity - 1;
    for (let w = 0; w < size; w++) {
      const from = this.starts[w];
      const to = this.starts[w + 1] - 1;
      let slot = hashOf(bytes, from, to) & this.mask;
      // A word listed twice keeps its last id, as a Map filled in order would.
      while (this.slots[slot] !== 0 && !this.equals(this.slots[slot] - 1, bytes, from, to))
        slot = (slot + 1) & this.mask;
      this.slots[slot] = w + 1;
    }
  }

  /** The id of `word`, or -1 when it is not in the vocabulary. */
  id(word: string): number {
    let key: Uint8Array;
    let length = word.length;
    if (isAscii(word)) {
      if (this.scratch.length < length) this.scratch = new Uint8Array(length * 2);
      key = this.scratch;
      for (let i = 0; i < length; i++) key[i] = word.charCodeAt(i);
    } else {
      // Decoded UTF-8 never holds a lone surrogate, so no word with one is in the vocabulary (the
      // encoder would write it as U+FFFD and could match a word that has that character).
      if (!isWellFormed(word)) return -1;
      if (this.scratch.length < length * 3) this.scratch = new Uint8Array(length * 3);
      key = this.scratch;
      length = this.encoder.encodeInto(word, key).written;
    }
    let slot = hashOf(key, 0, length) & this.mask;
    for (let held = this.slots[slot]; held !== 0; held = this.slots[slot]) {
      if (this.equals(held - 1, key, 0, length)) return held - 1;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  /** The word of `id` (undefined out of range). */
  word(id: number): string | undefined {
    if (!(id >= 0 && id < this.size)) return undefined;
    return this.decoder.decode(this.bytes.subarray(this.starts[id], this.starts[id + 1] - 1));
  }

  /**
   * Every word by id, built on first use and kept (a thread that lists the whole vocabulary, such as
   * autocomplete's, pays for the array; the others never do).
   */
  get words(): readonly string[] {
    this.list ??= this.decoder.decode(this.bytes).split('\n');
    return this.list;
  }

  /** Whether word `id` is the bytes `key[from..to)`. */
  private equals(id: number, key: Uint8Array, from: number, to: number): boolean {
    const start = this.starts[id];
    if (this.starts[id + 1] - 1 - start !== to - from) return false;
    for (let i = 0; i < to - from; i++) if (this.bytes[start + i] !== key[from + i]) return false;
    return true;
  }
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** No lone surrogate (`String.prototype.isWellFormed`, which this project's TypeScript target lacks). */
function isWellFormed(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (!(d >= 0xdc00 && d <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}
