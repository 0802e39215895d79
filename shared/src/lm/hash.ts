/**
 * The n-gram hash shared by the language-model builder and its reader: both must agree bit for bit,
 * so there is exactly one copy. An n-gram of vocabulary ids becomes two 32-bit lanes; training sorts
 * and merges them as one exact integer below 2^53 (`hashKey`), the artefact stores a bucket (top
 * bits of `hi`) and a 32-bit fingerprint (`lo`).
 */

/** The last hash computed by `hashIds`, as two unsigned 32-bit lanes (no allocation per call). */
export const lastHash = { hi: 0, lo: 0 };

/** Bits of `hi` that take part in the exact 53-bit key used while training. */
export const KEY_HI_BITS = 21;
const TWO_32 = 4294967296;

function finalize(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Hashes `ids[from..to)` into `lastHash`; the length is mixed in so orders never share keys. */
export function hashIds(ids: ArrayLike<number>, from: number, to: number): void {
  let a = 0x9e3779b9 ^ (to - from);
  let b = 0x7f4a7c15 + (to - from);
  for (let i = from; i < to; i++) {
    const w = ids[i];
    a = Math.imul(a ^ w, 0x01000193);
    a = (a << 13) | (a >>> 19);
    b = Math.imul(b + w, 0x5bd1e995);
    b ^= b >>> 15;
  }
  lastHash.hi = finalize(a ^ Math.imul(b, 0x27d4eb2f));
  lastHash.lo = finalize(b + Math.imul(a, 0x165667b1));
}

/** The exact sortable key (an integer below 2^53) of the last hash. */
export function lastHashKey(): number {
  return (lastHash.hi >>> (32 - KEY_HI_BITS)) * TWO_32 + lastHash.lo;
}

/** The bucket of a key when a table has 2^bits buckets (bits ≤ KEY_HI_BITS). */
export function keyBucket(key: number, bits: number): number {
  return Math.floor(key / TWO_32) >>> (KEY_HI_BITS - bits);
}

/** The 32-bit fingerprint a table stores for a key (its `lo` lane). */
export function keyFingerprint(key: number): number {
  return key % TWO_32;
}
