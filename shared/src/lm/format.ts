/**
 * The binary layout of Margin's language model, readable in Node and the browser (typed arrays
 * only). "MGLM", uint32 format version, uint32 header length, a JSON header, then each section at an
 * 8-byte aligned offset so typed arrays view the bytes without copying.
 *
 * Sections: `vocab` (words joined by "\n", id order: `<unk>`, `<s>`, then `</s>` when the model
 * predicts sentence ends, then words by falling frequency), `uni.logp` / `uni.bo` (f32 per word), and
 * per order n ≥ 2: `o<n>.offsets` (u32, bucket starts), `o<n>.fp` (u32 fingerprints), `o<n>.p` (u8
 * codes into `o<n>.pbook`, f32 × 256, or unquantised f32 log-probabilities) and, below the top order,
 * `o<n>.bo` (codes into `o<n>.bobook`, or f32).
 *
 * Format 2 adds continuation lists per order n ≥ 2, for contexts of n - 1 words: `c<n>.ctx` (u32,
 * ascending: the word id of a one-word context, else the index a lookup of the context finds in
 * table n - 1), `c<n>.off` (u32, list starts, one more than contexts), `c<n>.next` (u32 word ids, most
 * likely first) and `c<n>.ent` (f32, entropy in nats of the context's next-word distribution).
 */

export const LM_MAGIC = 'MGLM';
export const LM_FORMAT_VERSION = 2;
/** Versions this reader accepts (format 1 has no continuation lists). */
const READABLE_VERSIONS = [1, 2];

/** An artefact that cannot be read: wrong magic, truncated, or missing a section. */
export class LmFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LmFormatError';
  }
}

export type SectionType = 'u8' | 'u16' | 'u32' | 'f32' | 'text';
type Section = Uint8Array | Uint16Array | Uint32Array | Float32Array | string;

interface SectionEntry {
  name: string;
  type: SectionType;
  offset: number;
  /** Elements (bytes for text). */
  length: number;
}

/** Everything the scorer needs to know that is not an array. */
export interface LmHeaderInfo {
  order: number;
  smoothing: 'absolute-discounting' | 'stupid-backoff';
  lowercase: boolean;
  /** Per order n ≥ 2 (index n - 2): log2 of the bucket count. */
  bucketBits: number[];
  /**
   * How raw tokens become vocabulary entries: `lm` (default) is `lmToken` (shared/src/lm/tokens);
   * `ml` is `normalizeToken` (shared/src/ml/tokens: lower-cased, long letter runs shortened), the
   * normalisation of the AI-detection trigram model re-encoded in this format.
   */
  normalisation?: 'lm' | 'ml';
}

interface Header extends LmHeaderInfo {
  sections: SectionEntry[];
}

const typeOf = (s: Section): SectionType =>
  typeof s === 'string'
    ? 'text'
    : s instanceof Uint8Array
      ? 'u8'
      : s instanceof Uint16Array
        ? 'u16'
        : s instanceof Uint32Array
          ? 'u32'
          : 'f32';

const align8 = (n: number) => (n + 7) & ~7;

/** Serialises a model's header and sections into one buffer. */
export function encodeLm(info: LmHeaderInfo, sections: Record<string, Section>): Uint8Array {
  const bodies: Array<{ entry: SectionEntry; bytes: Uint8Array }> = [];
  let offset = 0;
  for (const [name, s] of Object.entries(sections)) {
    const bytes =
      typeof s === 'string'
        ? new TextEncoder().encode(s)
        : new Uint8Array(s.buffer, s.byteOffset, s.byteLength);
    const entry = { name, type: typeOf(s), offset, length: typeof s === 'string' ? bytes.length : s.length };
    bodies.push({ entry, bytes });
    offset = align8(offset + bytes.length);
  }
  const header = new TextEncoder().encode(JSON.stringify({ ...info, sections: bodies.map((b) => b.entry) }));
  const bodyStart = align8(12 + header.length);
  const out = new Uint8Array(bodyStart + offset);
  out.set(new TextEncoder().encode(LM_MAGIC), 0);
  const view = new DataView(out.buffer);
  view.setUint32(4, LM_FORMAT_VERSION, true);
  view.setUint32(8, header.length, true);
  out.set(header, 12);
  for (const { entry, bytes } of bodies) out.set(bytes, bodyStart + entry.offset);
  return out;
}

/** A decoded artefact: its header and a typed view of each section. */
export interface DecodedLm {
  info: LmHeaderInfo;
  section(name: string, type: SectionType): Section;
  /** A text section's UTF-8 bytes, a view of the artefact's (no copy, no decoding). */
  textBytes(name: string): Uint8Array;
  has(name: string): boolean;
  /** The element type of a section, undefined when absent. */
  typeOf(name: string): SectionType | undefined;
  version: number;
}

const BYTES: Record<Exclude<SectionType, 'text'>, number> = { u8: 1, u16: 2, u32: 4, f32: 4 };

/** Reads an artefact; throws LmFormatError when the bytes are not a complete Margin language model. */
export function decodeLm(input: Uint8Array): DecodedLm {
  if (input.length < 12 || new TextDecoder().decode(input.subarray(0, 4)) !== LM_MAGIC)
    throw new LmFormatError('not a Margin language model (bad magic)');
  // Typed arrays need aligned offsets: copy once if the caller's buffer is not 8-byte aligned.
  // (A Node Buffer's slice() is a view, not a copy: copy explicitly.)
  let bytes = input;
  if (input.byteOffset % 8 !== 0) {
    bytes = new Uint8Array(input.byteLength);
    bytes.set(input);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (!READABLE_VERSIONS.includes(version))
    throw new LmFormatError(
      `language model format ${version} is not supported (expected ${READABLE_VERSIONS.join(' or ')})`,
    );
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > bytes.length) throw new LmFormatError('language model truncated (header)');
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as Header;
  } catch {
    throw new LmFormatError('language model header is not valid JSON');
  }
  const bodyStart = align8(12 + headerLength);
  const entries = new Map(header.sections.map((s) => [s.name, s]));
  const { sections: _, ...info } = header;
  return {
    info,
    version,
    has: (name) => entries.has(name),
    typeOf: (name) => entries.get(name)?.type,
    textBytes(name) {
      const s = entries.get(name);
      if (s?.type !== 'text') throw new LmFormatError(`language model lacks section ${name} (text)`);
      const start = bodyStart + s.offset;
      if (start + s.length > bytes.length)
        throw new LmFormatError(`language model truncated (section ${name})`);
      return bytes.subarray(start, start + s.length);
    },
    section(name, type) {
      const s = entries.get(name);
      if (!s || s.type !== type) throw new LmFormatError(`language model lacks section ${name} (${type})`);
      const start = bodyStart + s.offset;
      const byteLength = s.type === 'text' ? s.length : s.length * BYTES[s.type];
      if (start + byteLength > bytes.length)
        throw new LmFormatError(`language model truncated (section ${name})`);
      const at = bytes.byteOffset + start;
      switch (s.type) {
        case 'text':
          return new TextDecoder().decode(bytes.subarray(start, start + s.length));
        case 'u8':
          return new Uint8Array(bytes.buffer, at, s.length);
        case 'u16':
          return new Uint16Array(bytes.buffer, at, s.length);
        case 'u32':
          return new Uint32Array(bytes.buffer, at, s.length);
        default:
          return new Float32Array(bytes.buffer, at, s.length);
      }
    },
  };
}
