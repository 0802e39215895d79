/** Dense vectors as stored in the database: base64 of little-endian float32 values. */

/** Encodes a vector for storage. */
export function encodeVector(v: Float32Array): string {
  return Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
}

/** Decodes a stored vector (a copy, so it is aligned and owned). */
export function decodeVector(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const out = new Float32Array(Math.floor(bytes.length / 4));
  Buffer.from(out.buffer).set(bytes.subarray(0, out.length * 4));
  return out;
}
