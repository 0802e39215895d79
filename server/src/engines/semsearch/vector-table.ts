import fs from 'node:fs';

/**
 * A word-vector table: int8 vectors with one float scale per word, the words' frequency ranks in the
 * source corpus (for SIF weights) and the common component SIF removes. Stored as one binary file:
 * `MWV1`, a uint32 header length, a JSON header, float32 scales, then the int8 vectors.
 */
export interface WordVectorTable {
  /** Model id stored with every entry embedded from this table (changes whenever the table does). */
  model: string;
  dimensions: number;
  words: string[];
  /** 1-based frequency rank of each word in the corpus the vectors were trained on. */
  ranks: Uint32Array;
  /** Size of that corpus's vocabulary (Zipf normalisation of the ranks). */
  sourceVocabulary: number;
  scales: Float32Array;
  vectors: Int8Array;
  /** First principal component of SIF sentence vectors (unit length), removed from every embedding. */
  component: Float32Array;
  /** When present, replaces common-component removal: see `SentenceTransform`. */
  transform?: SentenceTransform;
}

/**
 * A linear map applied to the SIF weighted mean before it is scaled to unit length:
 * `matrix × (mean − centre)`, `matrix` row-major with `rows` rows of `dimensions` columns. It centres
 * and whitens the sentence vectors (so no direction shared by all sentences dominates the cosine) and
 * carries the re-weighting learned on STS-B train (scripts/train/semsearch.ts).
 */
export interface SentenceTransform {
  rows: number;
  centre: Float32Array;
  matrix: Float32Array;
}

interface Header {
  model: string;
  dimensions: number;
  count: number;
  sourceVocabulary: number;
  words: string;
  ranks: number[];
  component: number[];
  transform?: { rows: number; centre: number[]; matrix: number[] };
}

const MAGIC = 'MWV1';

/** Quantises float vectors (row-major, `dimensions` per word) to int8 with a scale per word. */
export function quantise(
  values: Float32Array,
  dimensions: number,
): { scales: Float32Array; vectors: Int8Array } {
  const count = values.length / dimensions;
  const scales = new Float32Array(count);
  const vectors = new Int8Array(values.length);
  for (let w = 0; w < count; w++) {
    let max = 0;
    for (let d = 0; d < dimensions; d++) max = Math.max(max, Math.abs(values[w * dimensions + d]));
    const scale = max / 127 || 1;
    scales[w] = scale;
    for (let d = 0; d < dimensions; d++)
      vectors[w * dimensions + d] = Math.round(values[w * dimensions + d] / scale);
  }
  return { scales, vectors };
}

/** Serialises a table to the binary format. */
export function encodeTable(t: WordVectorTable): Buffer {
  const header: Header = {
    model: t.model,
    dimensions: t.dimensions,
    count: t.words.length,
    sourceVocabulary: t.sourceVocabulary,
    words: t.words.join('\n'),
    ranks: [...t.ranks],
    component: [...t.component].map((v) => Number(v.toFixed(6))),
    transform: t.transform && {
      rows: t.transform.rows,
      centre: [...t.transform.centre].map((v) => Number(v.toPrecision(6))),
      matrix: [...t.transform.matrix].map((v) => Number(v.toPrecision(6))),
    },
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(8);
  prefix.write(MAGIC, 0, 'ascii');
  prefix.writeUInt32LE(json.length, 4);
  return Buffer.concat([
    prefix,
    json,
    Buffer.from(t.scales.buffer, t.scales.byteOffset, t.scales.byteLength),
    Buffer.from(t.vectors.buffer, t.vectors.byteOffset, t.vectors.byteLength),
  ]);
}

/** Parses the binary format; throws a message naming the file when it is not a table. */
export function decodeTable(buf: Buffer, name = 'word-vector table'): WordVectorTable {
  if (buf.length < 8 || buf.toString('ascii', 0, 4) !== MAGIC)
    throw new Error(`${name} is not a word-vector table`);
  const headerLength = buf.readUInt32LE(4);
  const header = JSON.parse(buf.toString('utf8', 8, 8 + headerLength)) as Header;
  const { dimensions, count } = header;
  const scalesStart = 8 + headerLength;
  const vectorsStart = scalesStart + count * 4;
  if (buf.length !== vectorsStart + count * dimensions) throw new Error(`${name} is truncated`);
  // Copies, so the typed arrays are aligned whatever the header length.
  const scales = new Float32Array(count);
  Buffer.from(scales.buffer).set(buf.subarray(scalesStart, vectorsStart));
  const vectors = new Int8Array(count * dimensions);
  Buffer.from(vectors.buffer).set(buf.subarray(vectorsStart));
  return {
    model: header.model,
    dimensions,
    words: header.words.split('\n'),
    ranks: Uint32Array.from(header.ranks),
    sourceVocabulary: header.sourceVocabulary,
    scales,
    vectors,
    component: Float32Array.from(header.component),
    transform: header.transform && {
      rows: header.transform.rows,
      centre: Float32Array.from(header.transform.centre),
      matrix: Float32Array.from(header.transform.matrix),
    },
  };
}

/** Reads a table file. */
export function readTable(file: string): WordVectorTable {
  return decodeTable(fs.readFileSync(file), file);
}
