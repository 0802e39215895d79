import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { type BagModel, bagModelToOnnx, predictBag } from './bag-model';
import { seededRandom } from './random';

function randomModel(
  hidden: number,
  outputs: number,
  activation: BagModel['activation'],
  vocabSize = 11,
): BagModel {
  const r = seededRandom(7);
  const h = hidden || outputs;
  const values = (n: number) => Float32Array.from({ length: n }, () => r() * 2 - 1);
  return {
    vocabSize,
    hidden,
    outputs,
    activation,
    embedding: values(vocabSize * h),
    bias1: values(h),
    dense: values(hidden * outputs),
    bias2: values(hidden ? outputs : 0),
  };
}

async function runOnnx(bytes: Uint8Array, ids: number[][], weights: number[][]): Promise<number[][]> {
  const session = await ort.InferenceSession.create(bytes);
  const width = ids[0].length;
  const out = await session.run({
    ids: new ort.Tensor('int64', BigInt64Array.from(ids.flat(), BigInt), [ids.length, width]),
    weights: new ort.Tensor('float32', Float32Array.from(weights.flat()), [ids.length, width]),
  });
  const data = Array.from(out.probs.data as Float32Array);
  const n = data.length / ids.length;
  return ids.map((_, i) => data.slice(i * n, (i + 1) * n));
}

describe('bagModelToOnnx', () => {
  const ids = [
    [1, 4, 10],
    [0, 0, 0],
  ];
  const weights = [
    [0.5, -1, 2],
    [0, 0, 0],
  ];

  it.each([
    ['an MLP with sigmoid outputs', 5, 4, 'sigmoid'],
    ['a linear model with softmax outputs', 0, 3, 'softmax'],
  ] as const)(
    'runs in onnxruntime and matches the trainer’s arithmetic: %s',
    async (_, hidden, outputs, activation) => {
      const m = randomModel(hidden, outputs, activation);
      const got = await runOnnx(bagModelToOnnx(m), ids, weights);
      ids.forEach((row, i) => {
        const want = predictBag(m, { ids: row, weights: weights[i] });
        for (const [c, p] of want.entries()) expect(got[i][c]).toBeCloseTo(p, 5);
      });
      if (activation === 'softmax')
        for (const row of got) expect(row.reduce((a, b) => a + b)).toBeCloseTo(1, 5);
    },
  );

  it('stores matrices in half precision when asked, within half-precision error', async () => {
    const m = randomModel(5, 4, 'sigmoid', 500);
    const full = bagModelToOnnx(m);
    const half = bagModelToOnnx(m, { float16: true });
    expect(half.length).toBeLessThan(full.length * 0.75);
    const [a, b] = await Promise.all([runOnnx(full, ids, weights), runOnnx(half, ids, weights)]);
    for (const [c, p] of a[0].entries()) expect(b[0][c]).toBeCloseTo(p, 2);
  });
});
