import type { SparseVector } from '../../../shared/src/ml/features';
import { activate, type BagModel } from './bag-model';
import { seededRandom, shuffle } from './random';

/** A training example: sparse input and target vector (0/1 per label, or one-hot for softmax). */
export interface Example {
  x: SparseVector;
  y: Float32Array;
  /** Loss weight of the example; 1 when omitted. */
  weight?: number;
}

export interface TrainOptions {
  hidden: number;
  activation: BagModel['activation'];
  epochs: number;
  batchSize?: number;
  learningRate?: number;
  /** L2 penalty applied to the rows and matrices an update touches. */
  l2?: number;
  /** Share of input features dropped at random in each training step. */
  inputDropout?: number;
  seed?: number;
  /** Scores the model on held-out data after each epoch (higher is better); the best epoch is kept. */
  validate?: (m: BagModel) => number;
  log?: (line: string) => void;
}

/** Adam moments for one parameter array. */
class Adam {
  readonly m: Float32Array;
  readonly v: Float32Array;
  constructor(size: number) {
    this.m = new Float32Array(size);
    this.v = new Float32Array(size);
  }
  step(param: Float32Array, i: number, g: number, lr: number, t: number) {
    const b1 = 0.9;
    const b2 = 0.999;
    this.m[i] = b1 * this.m[i] + (1 - b1) * g;
    this.v[i] = b2 * this.v[i] + (1 - b2) * g * g;
    const mh = this.m[i] / (1 - b1 ** t);
    const vh = this.v[i] / (1 - b2 ** t);
    param[i] -= (lr * mh) / (Math.sqrt(vh) + 1e-8);
  }
}

const clone = (m: BagModel): BagModel => ({
  ...m,
  embedding: m.embedding.slice(),
  bias1: m.bias1.slice(),
  dense: m.dense.slice(),
  bias2: m.bias2.slice(),
});

/**
 * Trains a bag model with mini-batch Adam (lazy for embedding rows: only the rows of features
 * present in a batch move) on sigmoid or softmax cross-entropy; keeps the epoch `validate` likes best.
 */
export function trainBagModel(examples: Example[], vocabSize: number, opts: TrainOptions): BagModel {
  const outputs = examples[0].y.length;
  const random = seededRandom(opts.seed ?? 1);
  const h = opts.hidden || outputs;
  const lr = opts.learningRate ?? 0.003;
  const l2 = opts.l2 ?? 0;
  const batchSize = opts.batchSize ?? 32;
  const dropout = opts.inputDropout ?? 0;
  const uniform = (scale: number) => (random() * 2 - 1) * scale;

  const m: BagModel = {
    vocabSize,
    hidden: opts.hidden,
    outputs,
    activation: opts.activation,
    embedding: Float32Array.from({ length: vocabSize * h }, () => uniform(opts.hidden ? 0.1 : 0.01)),
    bias1: new Float32Array(h),
    dense: Float32Array.from({ length: opts.hidden * outputs }, () => uniform(Math.sqrt(6 / (h + outputs)))),
    bias2: new Float32Array(opts.hidden ? outputs : 0),
  };
  const adam = {
    embedding: new Adam(m.embedding.length),
    bias1: new Adam(h),
    dense: new Adam(m.dense.length),
    bias2: new Adam(m.bias2.length),
  };

  let best: { score: number; model: BagModel; epoch: number } | undefined;
  let t = 0;
  const order = examples.map((_, i) => i);
  const z = new Float32Array(h);
  const o = new Float32Array(outputs);
  const dz = new Float32Array(h);
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    shuffle(order, random);
    let loss = 0;
    for (let start = 0; start < order.length; start += batchSize) {
      const batch = order.slice(start, start + batchSize);
      const gRows = new Map<number, Float32Array>();
      const gBias1 = new Float32Array(h);
      const gDense = new Float32Array(m.dense.length);
      const gBias2 = new Float32Array(m.bias2.length);
      for (const idx of batch) {
        const ex = examples[idx];
        const weight = ex.weight ?? 1;
        const keep = ex.x.ids.map(() => dropout === 0 || random() >= dropout);
        const scale = 1 / (1 - dropout);
        z.set(m.bias1);
        ex.x.ids.forEach((id, k) => {
          if (!keep[k]) return;
          const w = ex.x.weights[k] * scale;
          const row = id * h;
          for (let j = 0; j < h; j++) z[j] += w * m.embedding[row + j];
        });
        if (m.hidden) {
          o.set(m.bias2);
          for (let j = 0; j < h; j++) {
            if (z[j] <= 0) continue;
            for (let c = 0; c < outputs; c++) o[c] += z[j] * m.dense[j * outputs + c];
          }
        } else o.set(z);
        const p = activate(o, m.activation);
        const d = new Float32Array(outputs);
        for (let c = 0; c < outputs; c++) {
          d[c] = (p[c] - ex.y[c]) * weight;
          const pc = Math.min(Math.max(p[c], 1e-7), 1 - 1e-7);
          if (m.activation === 'sigmoid')
            loss -= weight * (ex.y[c] * Math.log(pc) + (1 - ex.y[c]) * Math.log(1 - pc));
          else if (ex.y[c] > 0) loss -= weight * ex.y[c] * Math.log(pc);
        }
        if (m.hidden) {
          for (let j = 0; j < h; j++) {
            let s = 0;
            if (z[j] > 0) {
              for (let c = 0; c < outputs; c++) {
                gDense[j * outputs + c] += z[j] * d[c];
                s += m.dense[j * outputs + c] * d[c];
              }
            }
            dz[j] = s;
          }
          for (let c = 0; c < outputs; c++) gBias2[c] += d[c];
        } else dz.set(d);
        for (let j = 0; j < h; j++) gBias1[j] += dz[j];
        ex.x.ids.forEach((id, k) => {
          if (!keep[k]) return;
          const w = ex.x.weights[k] * scale;
          let g = gRows.get(id);
          if (!g) {
            g = new Float32Array(h);
            gRows.set(id, g);
          }
          for (let j = 0; j < h; j++) g[j] += w * dz[j];
        });
      }
      t++;
      const n = batch.length;
      for (const [id, g] of gRows) {
        const row = id * h;
        for (let j = 0; j < h; j++) {
          adam.embedding.step(m.embedding, row + j, g[j] / n + l2 * m.embedding[row + j], lr, t);
        }
      }
      for (let j = 0; j < h; j++) adam.bias1.step(m.bias1, j, gBias1[j] / n, lr, t);
      for (let i = 0; i < m.dense.length; i++)
        adam.dense.step(m.dense, i, gDense[i] / n + l2 * m.dense[i], lr, t);
      for (let i = 0; i < m.bias2.length; i++) adam.bias2.step(m.bias2, i, gBias2[i] / n, lr, t);
    }
    const score = opts.validate ? opts.validate(m) : -loss;
    opts.log?.(
      `epoch ${epoch}: train loss ${(loss / examples.length).toFixed(4)}, validation ${score.toFixed(4)}`,
    );
    if (!best || score > best.score) best = { score, model: clone(m), epoch };
  }
  opts.log?.(`kept epoch ${best?.epoch} (validation ${best?.score.toFixed(4)})`);
  return (best as { model: BagModel }).model;
}
