/**
 * The binary layout of Margin's language model, readable in Node and the browser (typed arrays
 * only). "MGLM", uint32 format version, uint32 header length, a JSON header, then each section at an
 * 8-byte aligned offset so typed arrays view the bytes without copying.
 *
 * Sections: `vocab` (words joined by "\n", id order), `uni.logp` / `uni.bo` (f32 per word), and per
 * order n ≥ 2: `o<n>.offsets` (u32, bucket starts), `o<n>.fp` (u32 fingerprints), `o<n>.p` (u8
 * codes into `o<n>.pbook`, f32 × 256) and, below the top order, `o<n>.bo` (codes into `o<n>.bobook`).
 */

export const LM_MAGIC = 'MGLM';
export const LM_FORMAT_VERSION = 1;

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
  has(name: string): boolean;
}

const BYTES: Record<Exclude<SectionType, 'text'>, number> = { u8: 1, u16: 2, u32: 4, f32: 4 };

/** Reads an artefact; throws LmFormatError when the bytes are not a complete Margin language model. */
export function decodeLm(input: Uint8Array): DecodedLm {
  if (input.length < 12 || new TextDecoder().decode(input.subarray(0, 4)) !== LM_MAGIC)
    throw new LmFormatError('not a Margin language model (bad magic)');
  // Typed arrays need aligned offsets: copy once if the caller's buffer is not 8-byte aligned.
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== LM_FORMAT_VERSION)
    throw new LmFormatError(
      `language model format ${version} is not supported (expected ${LM_FORMAT_VERSION})`,
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
    has: (name) => entries.has(name),
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
