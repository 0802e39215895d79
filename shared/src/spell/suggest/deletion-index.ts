import { boundedDistance } from './edit-distance';

/** Characters of a word that the index looks at: SymSpell's prefix trick keeps the index small. */
const PREFIX_LENGTH = 7;

const BASE = 0x01000193;
// BASE is odd, so it has an inverse modulo 2^32: deleting a character shifts the rest down one power.
const INV_BASE = inverse(BASE);

function inverse(b: number): number {
  // Newton iteration for the inverse of an odd number modulo 2^32.
  let x = b;
  for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(b, x));
  return x >>> 0;
}

function finish(h: number, length: number): number {
  let x = (h ^ Math.imul(length + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  return (x ^ (x >>> 13)) >>> 0;
}

/**
 * Writes into `out` (from `at`) the hash of `s` and of every string `s` becomes after deleting one or
 * two characters; returns the new end. A polynomial hash with prefix sums makes each deletion O(1).
 */
function writeDeletes(s: string, out: Uint32Array, at: number): number {
  const n = s.length;
  // prefix[k] = Σ_{m<k} s_m·B^m; pow[k] = B^k
  const prefix = new Array<number>(n + 1);
  const pow = new Array<number>(n + 1);
  prefix[0] = 0;
  pow[0] = 1;
  for (let k = 0; k < n; k++) {
    prefix[k + 1] = (prefix[k] + Math.imul(s.charCodeAt(k) + 1, pow[k])) | 0;
    pow[k + 1] = Math.imul(pow[k], BASE);
  }
  const total = prefix[n];
  let k = at;
  out[k++] = finish(total, n);
  for (let i = 0; i < n; i++) {
    // Characters after i move down one position.
    const after = Math.imul((total - prefix[i + 1]) | 0, INV_BASE);
    out[k++] = finish((prefix[i] + after) | 0, n - 1);
    for (let j = i + 1; j < n; j++) {
      const middle = Math.imul((prefix[j] - prefix[i + 1]) | 0, INV_BASE);
      const tail = Math.imul(Math.imul((total - prefix[j + 1]) | 0, INV_BASE), INV_BASE);
      out[k++] = finish((prefix[i] + middle + tail) | 0, n - 2);
    }
  }
  return k;
}

const deletesOf = (length: number) => 1 + length + (length * (length - 1)) / 2;

/** A candidate correction with its edit distance to the query. */
export interface IndexedCandidate {
  word: string;
  distance: number;
}

/**
 * A SymSpell-style symmetric-deletion index over a word list: every word's first seven letters, with
 * up to two letters deleted, are hashed into a compact table (typed arrays, about 7 bytes per entry).
 * A query deletes up to two letters from its own prefix and looks those hashes up; the words found are
 * verified with a real edit distance. Words are matched case-insensitively.
 */
export class DeletionIndex {
  /** Words in groups of equal (lower-cased) prefix: group g is words[groupStart[g] .. groupStart[g+1]). */
  private readonly words: string[];
  private readonly lowered: string[];
  private readonly groupStart: Uint32Array;
  private readonly bucketStart: Uint32Array;
  private readonly bucketGroups: Uint32Array;
  private readonly bucketPrints: Uint16Array;
  private readonly mask: number;

  constructor(wordList: readonly string[]) {
    const count = wordList.length;
    const lowered = new Array<string>(count);
    const groupIds = new Uint32Array(count);
    const firstWord: number[] = [];
    // Group words by a numeric hash of their prefix in an open-addressing table: a Map keyed by
    // prefix strings costs several times more on the 300,000-form lists of inflected languages.
    let size = 1;
    while (size < count * 2) size <<= 1;
    const keys = new Uint32Array(size);
    const slots = new Int32Array(size).fill(-1);
    for (let i = 0; i < count; i++) {
      const w = wordList[i].toLowerCase();
      lowered[i] = w;
      let h = 0x811c9dc5;
      const n = Math.min(w.length, PREFIX_LENGTH);
      for (let c = 0; c < n; c++) h = Math.imul(h ^ w.charCodeAt(c), 0x01000193);
      h = finish(h, n);
      let at = h & (size - 1);
      while (slots[at] !== -1 && keys[at] !== h) at = (at + 1) & (size - 1);
      if (slots[at] === -1) {
        keys[at] = h;
        slots[at] = firstWord.length;
        firstWord.push(i);
      }
      groupIds[i] = slots[at];
    }
    const groupCount = firstWord.length;
    // Counting sort of the words by group.
    const counts = new Uint32Array(groupCount + 1);
    for (let i = 0; i < count; i++) counts[groupIds[i] + 1]++;
    for (let g = 0; g < groupCount; g++) counts[g + 1] += counts[g];
    this.groupStart = counts.slice();
    const fill = counts.slice(0, groupCount);
    this.words = new Array<string>(count);
    this.lowered = new Array<string>(count);
    for (let i = 0; i < count; i++) {
      const at = fill[groupIds[i]]++;
      this.words[at] = wordList[i];
      this.lowered[at] = lowered[i];
    }
    const prefixes = firstWord.map((i) => lowered[i].slice(0, PREFIX_LENGTH));

    // Bucket the (deletion hash, group) pairs in a CSR layout, hashing twice (count, then fill) rather
    // than keeping every hash in a temporary array: peak memory stays near the final size.
    let total = 0;
    for (const p of prefixes) total += deletesOf(p.length);
    // About eight entries per bucket keeps the bucket table small enough to stay in cache while it is
    // filled; a 16-bit fingerprint of each entry's hash filters the other entries of a bucket.
    let buckets = 1;
    while (buckets * 8 < total) buckets <<= 1;
    this.mask = buckets - 1;
    const scratch = new Uint32Array(deletesOf(PREFIX_LENGTH));
    const start = new Uint32Array(buckets + 1);
    for (const p of prefixes) {
      const n = writeDeletes(p, scratch, 0);
      for (let i = 0; i < n; i++) start[(scratch[i] & this.mask) + 1]++;
    }
    for (let b = 0; b < buckets; b++) start[b + 1] += start[b];
    const cursor = start.slice(0, buckets);
    const groups = new Uint32Array(total);
    const prints = new Uint16Array(total);
    for (let g = 0; g < prefixes.length; g++) {
      const n = writeDeletes(prefixes[g], scratch, 0);
      for (let i = 0; i < n; i++) {
        const at = cursor[scratch[i] & this.mask]++;
        groups[at] = g;
        prints[at] = scratch[i] >>> 16;
      }
    }
    this.bucketStart = start;
    this.bucketGroups = groups;
    this.bucketPrints = prints;
  }

  /** Number of words indexed. */
  get size(): number {
    return this.words.length;
  }

  /** Words within `maxDistance` (≤ 2 reaches every word; 3 finds those sharing a close prefix). */
  lookup(query: string, maxDistance = 2, limit = 400): IndexedCandidate[] {
    const q = query.toLowerCase();
    const seenGroups = new Set<number>();
    const out: IndexedCandidate[] = [];
    const p = q.slice(0, PREFIX_LENGTH);
    const hashes = new Uint32Array(deletesOf(p.length));
    const n = writeDeletes(p, hashes, 0);
    for (let h = 0; h < n; h++) {
      const b = hashes[h] & this.mask;
      const print = hashes[h] >>> 16;
      for (let i = this.bucketStart[b]; i < this.bucketStart[b + 1]; i++) {
        if (this.bucketPrints[i] !== print) continue;
        const g = this.bucketGroups[i];
        if (seenGroups.has(g)) continue;
        seenGroups.add(g);
        for (let w = this.groupStart[g]; w < this.groupStart[g + 1]; w++) {
          const word = this.lowered[w];
          if (Math.abs(word.length - q.length) > maxDistance) continue;
          const d = boundedDistance(q, word, maxDistance);
          if (d <= maxDistance) out.push({ word: this.words[w], distance: d });
        }
      }
    }
    if (out.length > limit) out.sort((a, b) => a.distance - b.distance).length = limit;
    return out;
  }
}
