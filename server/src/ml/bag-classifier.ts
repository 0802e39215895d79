import fs from 'node:fs';
import path from 'node:path';
import { FeatureEncoder, type FeatureVocabulary, type SparseVector } from '@margin/shared/ml/features';
import type { InferenceSession } from 'onnxruntime-node';
import { openOnnxSession } from './onnx';

const BATCH_ROWS = 64;

/**
 * A trained bag-of-n-grams classifier (tone, sentiment): the shared featuriser turns texts into
 * sparse tf-idf vectors, and the ONNX graph written by scripts/train/lib/bag-model.ts turns them
 * into probabilities.
 */
export class BagClassifier {
  private constructor(
    private readonly session: InferenceSession,
    private readonly encoder: FeatureEncoder,
    private readonly Tensor: typeof import('onnxruntime-node').Tensor,
  ) {}

  /** Loads `model.onnx` and `vocab.json` from a model folder. */
  static async load(
    dir: string,
    model = 'model.onnx',
    vocab: string | null = 'vocab.json',
  ): Promise<BagClassifier> {
    // A classifier of dense features only has no n-gram vocabulary.
    const vocabulary: FeatureVocabulary =
      vocab === null ? { features: [], idf: [] } : JSON.parse(fs.readFileSync(path.join(dir, vocab), 'utf8'));
    const session = await openOnnxSession(path.join(dir, model));
    const { Tensor } = await import('onnxruntime-node');
    return new BagClassifier(session, new FeatureEncoder(vocabulary), Tensor);
  }

  /** The featuriser of the model's vocabulary. */
  get features(): FeatureEncoder {
    return this.encoder;
  }

  /** Output probabilities of each text (one row per text, in the model's output order). */
  async predict(texts: readonly string[]): Promise<Float32Array[]> {
    return this.predictVectors(texts.map((t) => this.encoder.encode(t)));
  }

  /** Output probabilities of inputs already turned into sparse vectors. */
  async predictVectors(vectors: readonly SparseVector[]): Promise<Float32Array[]> {
    const out: Float32Array[] = new Array(vectors.length);
    // Rows of similar length go together, so a long row does not pad a whole batch.
    const order = vectors.map((_, i) => i).sort((a, b) => vectors[a].ids.length - vectors[b].ids.length);
    for (let from = 0; from < order.length; from += BATCH_ROWS) {
      const rows = order.slice(from, from + BATCH_ROWS);
      const probs = await this.run(rows.map((i) => vectors[i]));
      rows.forEach((i, k) => {
        out[i] = probs[k];
      });
    }
    return out;
  }

  private async run(vectors: SparseVector[]): Promise<Float32Array[]> {
    // Padding has weight 0 and so adds nothing.
    const width = Math.max(1, ...vectors.map((v) => v.ids.length));
    const ids = new BigInt64Array(vectors.length * width);
    const weights = new Float32Array(vectors.length * width);
    vectors.forEach((v, row) => {
      for (let k = 0; k < v.ids.length; k++) {
        ids[row * width + k] = BigInt(v.ids[k]);
        weights[row * width + k] = v.weights[k];
      }
    });
    const result = await this.session.run({
      ids: new this.Tensor('int64', ids, [vectors.length, width]),
      weights: new this.Tensor('float32', weights, [vectors.length, width]),
    });
    const probs = result.probs.data as Float32Array;
    const classes = probs.length / vectors.length;
    return vectors.map((_, row) => probs.slice(row * classes, (row + 1) * classes));
  }
}
