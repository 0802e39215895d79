import type { SparseVector } from '../../../shared/src/ml/features';
import { encodeOnnx, type OnnxNode, type OnnxTensor, toFloat16 } from './onnx';

/**
 * A bag-of-features network: the weighted sum of one learned row per input feature (an
 * embedding bag), then either the output directly (a linear model) or ReLU and a dense layer
 * (a one-hidden-layer MLP), then sigmoid (multi-label) or softmax (one class).
 */
export interface BagModel {
  vocabSize: number;
  /** Hidden width; 0 makes the rows the output logits (a linear model). */
  hidden: number;
  outputs: number;
  activation: 'sigmoid' | 'softmax';
  /** vocabSize × width rows, width = hidden || outputs. */
  embedding: Float32Array;
  bias1: Float32Array;
  /** hidden × outputs, row-major; empty when hidden is 0. */
  dense: Float32Array;
  bias2: Float32Array;
}

/** Width of the embedding rows. */
export const rowWidth = (m: Pick<BagModel, 'hidden' | 'outputs'>) => m.hidden || m.outputs;

/** Output probabilities of one input (the same arithmetic as the exported graph). */
export function predictBag(m: BagModel, x: SparseVector): Float32Array {
  const h = rowWidth(m);
  const z = Float32Array.from(m.bias1);
  for (let k = 0; k < x.ids.length; k++) {
    const row = x.ids[k] * h;
    const w = x.weights[k];
    for (let j = 0; j < h; j++) z[j] += w * m.embedding[row + j];
  }
  let o = z;
  if (m.hidden > 0) {
    o = Float32Array.from(m.bias2);
    for (let j = 0; j < m.hidden; j++) {
      const a = Math.max(z[j], 0);
      if (a === 0) continue;
      for (let c = 0; c < m.outputs; c++) o[c] += a * m.dense[j * m.outputs + c];
    }
  }
  return activate(o, m.activation);
}

/** Sigmoid of each logit, or the softmax of all. */
export function activate(o: Float32Array, activation: BagModel['activation']): Float32Array {
  if (activation === 'sigmoid') return o.map((v) => 1 / (1 + Math.exp(-v)));
  const max = Math.max(...o);
  const e = o.map((v) => Math.exp(v - max));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

/**
 * The ONNX graph of a bag model. Inputs `ids` (int64 [batch, n]) and `weights` (float
 * [batch, n], 0 for padding); output `probs` (float [batch, outputs]). With `float16` the large
 * matrices are stored in half precision and cast once when the session is created.
 */
export function bagModelToOnnx(
  m: BagModel,
  {
    float16 = false,
    name = 'bag',
    metadata = {},
  }: { float16?: boolean; name?: string; metadata?: Record<string, string> } = {},
): Uint8Array {
  const h = rowWidth(m);
  const initializers: OnnxTensor[] = [];
  const nodes: OnnxNode[] = [];
  const matrix = (tensorName: string, dims: number[], data: Float32Array) => {
    if (!float16) {
      initializers.push({ name: tensorName, type: 'float', dims, data });
      return tensorName;
    }
    initializers.push({ name: `${tensorName}_f16`, type: 'float16', dims, data: toFloat16(data) });
    nodes.push({
      op: 'Cast',
      inputs: [`${tensorName}_f16`],
      outputs: [tensorName],
      attributes: { to: { i: 1 } },
    });
    return tensorName;
  };
  const embedding = matrix('embedding', [m.vocabSize, h], m.embedding);
  initializers.push({ name: 'bias1', type: 'float', dims: [h], data: m.bias1 });
  initializers.push({ name: 'axis2', type: 'int64', dims: [1], data: BigInt64Array.from([2n]) });
  initializers.push({ name: 'axis1', type: 'int64', dims: [1], data: BigInt64Array.from([1n]) });
  nodes.push(
    { op: 'Gather', inputs: [embedding, 'ids'], outputs: ['rows'], attributes: { axis: { i: 0 } } },
    { op: 'Unsqueeze', inputs: ['weights', 'axis2'], outputs: ['weights3'] },
    { op: 'Mul', inputs: ['rows', 'weights3'], outputs: ['weighted'] },
    {
      op: 'ReduceSum',
      inputs: ['weighted', 'axis1'],
      outputs: ['summed'],
      attributes: { keepdims: { i: 0 } },
    },
    { op: 'Add', inputs: ['summed', 'bias1'], outputs: ['z1'] },
  );
  let logits = 'z1';
  if (m.hidden > 0) {
    const dense = matrix('dense', [m.hidden, m.outputs], m.dense);
    initializers.push({ name: 'bias2', type: 'float', dims: [m.outputs], data: m.bias2 });
    nodes.push(
      { op: 'Relu', inputs: ['z1'], outputs: ['a1'] },
      { op: 'MatMul', inputs: ['a1', dense], outputs: ['z2'] },
      { op: 'Add', inputs: ['z2', 'bias2'], outputs: ['z3'] },
    );
    logits = 'z3';
  }
  nodes.push(
    m.activation === 'sigmoid'
      ? { op: 'Sigmoid', inputs: [logits], outputs: ['probs'] }
      : { op: 'Softmax', inputs: [logits], outputs: ['probs'], attributes: { axis: { i: -1 } } },
  );
  return encodeOnnx({
    name,
    nodes,
    initializers,
    inputs: [
      { name: 'ids', type: 'int64', shape: ['batch', 'n'] },
      { name: 'weights', type: 'float', shape: ['batch', 'n'] },
    ],
    outputs: [{ name: 'probs', type: 'float', shape: ['batch', m.outputs] }],
    metadata,
  });
}
