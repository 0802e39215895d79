import fs from 'node:fs';
import { FEATURE_COUNT } from '@margin/shared/spell/features';
import { MlpReranker } from '@margin/shared/spell/mlp-reranker';
import { describe, expect, it } from 'vitest';
import { encodeOnnx } from '../../../../scripts/train/lib/onnx';
import { onnxReranker, RERANKER_FILE } from './reranker';

describe.skipIf(!fs.existsSync(RERANKER_FILE))('the context reranker', () => {
  it('scores rows as onnxruntime scores the same model file', async () => {
    const reranker = await onnxReranker();
    if (!reranker) throw new Error('reranker missing');
    const rows = 500;
    const features = new Float32Array(rows * FEATURE_COUNT);
    // Deterministic pseudo-random features on the scales the real ones take (standardised inside).
    let seed = 12345;
    for (let i = 0; i < features.length; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      features[i] = ((seed / 2 ** 32) * 2 - 1) * (i % 3 === 0 ? 20 : 3);
    }
    const ort = await import('onnxruntime-node');
    const session = await ort.InferenceSession.create(RERANKER_FILE);
    const expected = (
      await session.run({ features: new ort.Tensor('float32', features, [rows, FEATURE_COUNT]) })
    ).scores.data as Float32Array;
    const scores = await reranker.score(features, rows);
    expect(scores).toHaveLength(rows);
    for (let r = 0; r < rows; r++) expect(scores[r]).toBeCloseTo(expected[r], 4);
    // And in the same order, which is all the checker uses.
    const order = (s: ArrayLike<number>) =>
      Array.from({ length: rows }, (_, i) => i).sort((a, b) => s[b] - s[a] || a - b);
    expect(order(scores)).toEqual(order(expected));
  });
});

describe('MlpReranker', () => {
  const model = (hiddenOp: string) =>
    encodeOnnx({
      name: 'test',
      nodes: [
        { op: 'Gemm', inputs: ['features', 'w1', 'b1'], outputs: ['z1'], attributes: { transB: { i: 1 } } },
        { op: hiddenOp, inputs: ['z1'], outputs: ['h1'] },
        { op: 'Gemm', inputs: ['h1', 'w2', 'b2'], outputs: ['scores'], attributes: { transB: { i: 1 } } },
      ],
      initializers: [
        { name: 'w1', type: 'float', dims: [2, 2], data: Float32Array.from([1, 0, 0, -1]) },
        { name: 'b1', type: 'float', dims: [2], data: Float32Array.from([0, 0.5]) },
        { name: 'w2', type: 'float', dims: [1, 2], data: Float32Array.from([2, 3]) },
        { name: 'b2', type: 'float', dims: [1], data: Float32Array.from([-1]) },
      ],
      inputs: [{ name: 'features', type: 'float', shape: ['rows', 2] }],
      outputs: [{ name: 'scores', type: 'float', shape: ['rows', 1] }],
    });

  it('computes relu(x·w1ᵀ + b1)·w2ᵀ + b2', async () => {
    const reranker = MlpReranker.fromOnnx(model('Relu'));
    // Row 1: hidden (1, -1.5) → relu (1, 0) → 2 - 1 = 1. Row 2: hidden (-1, 2.5) → (0, 2.5) → 7.5 - 1.
    expect([...(await reranker.score(Float32Array.from([1, 2, -1, -2]), 2))]).toEqual([1, 6.5]);
  });

  it('refuses a model of another shape rather than scoring it wrongly', () => {
    expect(() => MlpReranker.fromOnnx(model('Sigmoid'))).toThrow(/Gemm,Sigmoid,Gemm/);
  });
});
