/**
 * Counting hashed n-grams without holding them all in memory: keys (exact integers below 2^53, see
 * shared/src/lm/hash.ts) go to one of 16 shards by their top bits; a full shard buffer is sorted,
 * collapsed to (key, count) pairs and written as a run file. Afterwards each shard's runs merge into
 * one sorted run, and the shards in order are the whole table in key order.
 */
import fs from 'node:fs';
import path from 'node:path';

const SHARD_BITS = 4;
const SHARDS = 1 << SHARD_BITS;
const SHARD_SPAN = 2 ** (53 - SHARD_BITS);

/** Distinct keys in ascending order with how often each occurred. */
export interface CountRun {
  keys: Float64Array;
  counts: Uint32Array;
}

/** Collapses a sorted key buffer into a run. */
function collapse(sorted: Float64Array): CountRun {
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) distinct++;
  const keys = new Float64Array(distinct);
  const counts = new Uint32Array(distinct);
  let j = -1;
  for (let i = 0; i < sorted.length; i++) {
    if (j < 0 || sorted[i] !== keys[j]) keys[++j] = sorted[i];
    counts[j]++;
  }
  return { keys, counts };
}

/** Merges two runs, adding the counts of keys present in both. */
export function mergeRuns(a: CountRun, b: CountRun): CountRun {
  const keys = new Float64Array(a.keys.length + b.keys.length);
  const counts = new Uint32Array(keys.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.keys.length && j < b.keys.length) {
    const x = a.keys[i];
    const y = b.keys[j];
    if (x < y) {
      keys[k] = x;
      counts[k++] = a.counts[i++];
    } else if (y < x) {
      keys[k] = y;
      counts[k++] = b.counts[j++];
    } else {
      keys[k] = x;
      counts[k++] = a.counts[i++] + b.counts[j++];
    }
  }
  for (; i < a.keys.length; i++, k++) {
    keys[k] = a.keys[i];
    counts[k] = a.counts[i];
  }
  for (; j < b.keys.length; j++, k++) {
    keys[k] = b.keys[j];
    counts[k] = b.counts[j];
  }
  return { keys: keys.slice(0, k), counts: counts.slice(0, k) };
}

function writeRun(file: string, run: CountRun): void {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, new Uint32Array([run.keys.length]));
  fs.writeSync(fd, run.keys);
  fs.writeSync(fd, run.counts);
  fs.closeSync(fd);
}

function readRun(file: string): CountRun {
  const bytes = fs.readFileSync(file);
  const n = bytes.readUInt32LE(0);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  // Keys start at byte 4, which Float64Array cannot view directly: copy once.
  const keys = new Float64Array(buffer.slice(4, 4 + n * 8));
  const counts = new Uint32Array(buffer.slice(4 + n * 8, 4 + n * 12));
  return { keys, counts };
}

/** Counts keys of one n-gram order into sorted run files under `dir`. */
export class ShardedCounter {
  private readonly buffers: Float64Array[];
  private readonly fill = new Uint32Array(SHARDS);
  private readonly runs: string[][] = Array.from({ length: SHARDS }, () => []);
  /** Keys added, duplicates included. */
  total = 0;

  constructor(
    private readonly dir: string,
    private readonly name: string,
    bufferSize = 1 << 20,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.buffers = Array.from({ length: SHARDS }, () => new Float64Array(bufferSize));
  }

  add(key: number): void {
    const shard = Math.floor(key / SHARD_SPAN);
    const buffer = this.buffers[shard];
    buffer[this.fill[shard]++] = key;
    this.total++;
    if (this.fill[shard] === buffer.length) this.flush(shard);
  }

  private flush(shard: number): void {
    const n = this.fill[shard];
    if (n === 0) return;
    const run = collapse(this.buffers[shard].subarray(0, n).sort());
    const file = path.join(this.dir, `${this.name}-s${shard}-r${this.runs[shard].length}.bin`);
    writeRun(file, run);
    this.runs[shard].push(file);
    this.fill[shard] = 0;
  }

  /** Merges each shard's runs; yields the shards in key order and deletes their run files. */
  *shards(): Generator<CountRun> {
    for (let s = 0; s < SHARDS; s++) this.flush(s);
    for (let s = 0; s < SHARDS; s++) {
      // Pairwise merging keeps each step linear; run sizes stay balanced because runs are similar.
      let level: CountRun[] = this.runs[s].map(readRun);
      while (level.length > 1) {
        const next: CountRun[] = [];
        for (let i = 0; i + 1 < level.length; i += 2) next.push(mergeRuns(level[i], level[i + 1]));
        if (level.length % 2 === 1) next.push(level[level.length - 1]);
        level = next;
      }
      for (const file of this.runs[s]) fs.rmSync(file);
      yield level[0] ?? { keys: new Float64Array(0), counts: new Uint32Array(0) };
    }
  }
}

/**
 * Constant-time lookup of keys in a sorted key array (open addressing on the key's low 32 bits,
 * which are uniformly spread): the linking pass looks up ~300M n-grams, where a binary search's
 * 20-odd cache misses per lookup made it the slowest step of training.
 */
export class KeyIndex {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(private readonly keys: Float64Array) {
    let size = 1024;
    while (size < keys.length * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let i = 0; i < keys.length; i++) {
      let slot = (keys[i] % 4294967296) & this.mask;
      while (this.slots[slot] >= 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = i;
    }
  }

  /** Position of `key` in the key array, or -1. */
  find(key: number): number {
    let slot = (key % 4294967296) & this.mask;
    for (;;) {
      const i = this.slots[slot];
      if (i < 0 || this.keys[i] === key) return i;
      slot = (slot + 1) & this.mask;
    }
  }
}
