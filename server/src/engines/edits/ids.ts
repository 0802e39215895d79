import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5 layout, SHA-1 of the parts): the same edit in the same document for
 * the same key and user keeps its id across requests, so "once per edit per document" holds and a
 * repeated request does not mint new ids.
 */
export function editId(parts: (string | number)[]): string {
  const hash = createHash('sha1').update(parts.join('\u0000')).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
