/** Turns texts into dense vectors. Vectors of different `model`s are not comparable. */
export interface Embedder {
  /** Identifies the model; stored with every entry so a model change can be detected. */
  readonly model: string;
  /** One unit-length vector per text (all zeros when a text has no known word). */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** Scales a vector to unit length in place (a zero vector stays zero) and returns it. */
export function normalise(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  if (sum > 0) {
    const inv = 1 / Math.sqrt(sum);
    for (let i = 0; i < v.length; i++) v[i] *= inv;
  }
  return v;
}

/** Dot product (cosine similarity of unit vectors). */
export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
