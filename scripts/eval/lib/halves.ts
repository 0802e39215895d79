import { createHash } from 'node:crypto';

/** Which half of a dev set a row belongs to: "read" (may be looked at) or "validation" (never read). */
export type Half = 'read' | 'validation';

/**
 * The half of a row, by a hash of its sentence: stable across runs and machines, independent of row
 * order, and the same sentence always lands in the same half.
 */
export function halfOf(sentence: string): Half {
  return createHash('sha1').update(sentence).digest()[0] & 1 ? 'validation' : 'read';
}
