import { gunzipSync, gzipSync } from 'node:zlib';

/** Continuations of every kept context of one length, as sorted parallel arrays. */
export interface ContextTable {
  /** Context key, high 16 bits (the first id of a 3-token context). */
  hi: Uint32Array;
  /** Context key, low 32 bits (the last one or two ids). */
  lo: Uint32Array;
  /** How often each context was seen. */
  total: Uint32Array;
  /** `start[i]..start[i+1]` indexes the continuations of context i, most frequent first. */
  start: Uint32Array;
  next: Uint16Array;
  count: Uint32Array;
}

/** The trained n-gram model: vocabulary, unigram counts and one table per context length 1..3. */
export interface NgramArtefact {
  /** Lower-cased tokens by id; 0 is `<unk>`, 1 is `<s>`. */
  vocab: string[];
  /** The usual written form of each token ("london" → "London", "i" → "I"). */
  surface: string[];
  unigram: Uint32Array;
  tables: ContextTable[];
}

const MAGIC = 'MNG1';

/** Serialises the model as gzip of: magic, JSON header (vocab, surfaces, sizes), then the typed arrays. */
export function encodeArtefact(a: NgramArtefact): Buffer {
  const arrays: (Uint32Array | Uint16Array)[] = [a.unigram];
  for (const t of a.tables) arrays.push(t.hi, t.lo, t.total, t.start, t.next, t.count);
  const header = Buffer.from(
    JSON.stringify({
      vocab: a.vocab,
      surface: a.surface.map((s, i) => (s === a.vocab[i] ? 0 : s)),
      lengths: arrays.map((x) => x.length),
      kinds: arrays.map((x) => (x instanceof Uint16Array ? 16 : 32)),
    }),
  );
  const parts: Buffer[] = [Buffer.from(MAGIC), Buffer.alloc(4)];
  parts[1].writeUInt32LE(header.length);
  parts.push(header);
  let offset = MAGIC.length + 4 + header.length;
  for (const x of arrays) {
    // Typed arrays are read back in place, so each starts on a 4-byte boundary.
    const pad = (4 - (offset % 4)) % 4;
    if (pad) parts.push(Buffer.alloc(pad));
    offset += pad;
    parts.push(Buffer.from(x.buffer, x.byteOffset, x.byteLength));
    offset += x.byteLength;
  }
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

/** Reads a model written by `encodeArtefact`. */
export function decodeArtefact(gz: Buffer): NgramArtefact {
  const raw = gunzipSync(gz);
  const buf = new Uint8Array(raw.byteLength);
  buf.set(raw);
  if (Buffer.from(buf.subarray(0, 4)).toString() !== MAGIC) throw new Error('not an n-gram model file');
  const headerLength = new DataView(buf.buffer).getUint32(4, true);
  const header = JSON.parse(Buffer.from(buf.subarray(8, 8 + headerLength)).toString()) as {
    vocab: string[];
    surface: (string | 0)[];
    lengths: number[];
    kinds: number[];
  };
  let offset = 8 + headerLength;
  const arrays = header.lengths.map((n, i) => {
    offset += (4 - (offset % 4)) % 4;
    const x =
      header.kinds[i] === 16
        ? new Uint16Array(buf.buffer, offset, n)
        : new Uint32Array(buf.buffer, offset, n);
    offset += x.byteLength;
    return x;
  });
  const tables: ContextTable[] = [];
  for (let i = 1; i + 6 <= arrays.length; i += 6) {
    const [hi, lo, total, start, next, count] = arrays.slice(i, i + 6);
    tables.push({
      hi: hi as Uint32Array,
      lo: lo as Uint32Array,
      total: total as Uint32Array,
      start: start as Uint32Array,
      next: next as Uint16Array,
      count: count as Uint32Array,
    });
  }
  return {
    vocab: header.vocab,
    surface: header.surface.map((s, i) => (s === 0 ? header.vocab[i] : s)),
    unigram: arrays[0] as Uint32Array,
    tables,
  };
}

/** The key of a context of 1..3 token ids: [high, low]. Ids are below 65,536, so it is exact. */
export function contextKey(ids: number[]): [number, number] {
  if (ids.length === 1) return [0, ids[0]];
  if (ids.length === 2) return [0, ids[0] * 65536 + ids[1]];
  return [ids[0], ids[1] * 65536 + ids[2]];
}

/** Index of a context in its table, or -1. */
export function findContext(t: ContextTable, hi: number, lo: number): number {
  let a = 0;
  let b = t.hi.length - 1;
  while (a <= b) {
    const m = (a + b) >> 1;
    const d = t.hi[m] - hi || t.lo[m] - lo;
    if (d === 0) return m;
    if (d < 0) a = m + 1;
    else b = m - 1;
  }
  return -1;
}
