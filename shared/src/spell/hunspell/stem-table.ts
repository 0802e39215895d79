/**
 * The stems of a dictionary and their flags, in typed arrays: characters in one growing buffer and an
 * open-addressing hash table of entry numbers. A JavaScript Map of 800,000 strings (Greek) costs about
 * twice the memory and keeps the whole .dic text alive through sliced strings; this copies only the
 * characters. Homonyms (the same stem with other flags) keep an array of flag strings.
 */
export class StemTable {
  private chars: Uint16Array;
  private used = 0;
  private starts: Uint32Array;
  private lengths: Uint16Array;
  private hashes: Uint32Array;
  private flags: (string | string[])[] = [];
  private slots: Int32Array;
  private mask: number;
  /** Number of distinct stems. */
  size = 0;

  /**
   * Sized from the .dic file so that nothing is copied while it loads: `expectedStems` from its first
   * line, `maxChars` its length (call `compact()` after the last stem to return the unused part).
   */
  constructor(expectedStems = 1024, maxChars = 1 << 16) {
    const entries = Math.max(1024, Math.ceil(expectedStems * 1.1));
    this.chars = new Uint16Array(Math.max(1024, maxChars));
    this.starts = new Uint32Array(entries);
    this.lengths = new Uint16Array(entries);
    this.hashes = new Uint32Array(entries);
    let slots = 1024;
    while (slots * 3 < entries * 4) slots <<= 1;
    this.slots = new Int32Array(slots).fill(-1);
    this.mask = slots - 1;
  }

  /** Releases the character buffer's unused tail once every stem is in. */
  compact(): void {
    if (this.used < this.chars.length) this.chars = this.chars.slice(0, this.used);
  }

  /** Adds a stem (from `text[start, end)`) with its flags; a known stem with other flags becomes a homonym. */
  addRange(text: string, start: number, end: number, flags: string): void {
    const length = end - start;
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h >>>= 0;
    let at = h & this.mask;
    for (let e = this.slots[at]; e !== -1; e = this.slots[at]) {
      if (this.hashes[e] === h && this.lengths[e] === length && this.sameChars(e, text, start)) {
        const prev = this.flags[e];
        if (typeof prev === 'string') {
          if (prev !== flags) this.flags[e] = [prev, flags];
        } else if (!prev.includes(flags)) prev.push(flags);
        return;
      }
      at = (at + 1) & this.mask;
    }
    const e = this.size++;
    if (e >= this.starts.length) this.growEntries();
    while (this.used + length > this.chars.length) this.chars = grow16(this.chars, this.used + length);
    for (let i = 0; i < length; i++) this.chars[this.used + i] = text.charCodeAt(start + i);
    this.starts[e] = this.used;
    this.lengths[e] = length;
    this.hashes[e] = h;
    this.flags[e] = flags;
    this.used += length;
    this.slots[at] = e;
    // Keep the table at most 3/4 full.
    if (this.size * 4 > this.slots.length * 3) this.rehash();
  }

  /** Adds a stem given as a string. */
  add(word: string, flags: string): void {
    this.addRange(word, 0, word.length, flags);
  }

  /** The stem's flags (an array for homonyms), or undefined when it is not a stem. */
  get(word: string): string | string[] | undefined {
    const length = word.length;
    let h = 0x811c9dc5;
    for (let i = 0; i < length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
    h >>>= 0;
    let at = h & this.mask;
    for (let e = this.slots[at]; e !== -1; e = this.slots[at]) {
      if (this.hashes[e] === h && this.lengths[e] === length && this.sameChars(e, word, 0))
        return this.flags[e];
      at = (at + 1) & this.mask;
    }
    return undefined;
  }

  /** The flags of entry `e` (0 ≤ e < size), in insertion order. */
  flagsAt(e: number): string | string[] {
    return this.flags[e];
  }

  /** The stem of entry `e` (0 ≤ e < size) as a string. */
  stemAt(e: number): string {
    const s = this.starts[e];
    const chars = this.chars.subarray(s, s + this.lengths[e]);
    // Chunked so a very long stem cannot overflow the argument list.
    let out = '';
    for (let i = 0; i < chars.length; i += 4096) out += String.fromCharCode(...chars.subarray(i, i + 4096));
    return out;
  }

  /** Stems in insertion (dictionary) order. */
  *keys(): IterableIterator<string> {
    for (let e = 0; e < this.size; e++) yield this.stemAt(e);
  }

  /** [stem, flags] pairs in insertion (dictionary) order. */
  *[Symbol.iterator](): IterableIterator<[string, string | string[]]> {
    for (let e = 0; e < this.size; e++) yield [this.stemAt(e), this.flags[e]];
  }

  private sameChars(e: number, text: string, start: number): boolean {
    const s = this.starts[e];
    const n = this.lengths[e];
    for (let i = 0; i < n; i++) if (this.chars[s + i] !== text.charCodeAt(start + i)) return false;
    return true;
  }

  private growEntries(): void {
    const n = this.starts.length * 2;
    const starts = new Uint32Array(n);
    starts.set(this.starts);
    this.starts = starts;
    const lengths = new Uint16Array(n);
    lengths.set(this.lengths);
    this.lengths = lengths;
    const hashes = new Uint32Array(n);
    hashes.set(this.hashes);
    this.hashes = hashes;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let e = 0; e < this.size; e++) {
      let at = this.hashes[e] & mask;
      while (slots[at] !== -1) at = (at + 1) & mask;
      slots[at] = e;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

function grow16(a: Uint16Array, atLeast: number): Uint16Array {
  const b = new Uint16Array(Math.max(a.length * 2, atLeast));
  b.set(a);
  return b;
}
