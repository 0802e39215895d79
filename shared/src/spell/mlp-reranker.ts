import type { CandidateReranker } from './reranker';

/**
 * The context reranker evaluated in plain JavaScript: the trained model is a 27 → 32 (ReLU) → 1
 * perceptron of 4 KB, and hosting it in onnxruntime cost a spell worker ~30 MB of native runtime.
 * Reads the same `spell-reranker.onnx` the training script writes (Gemm, Relu, Gemm with `transB`),
 * and refuses any other graph, so a retrained model of another shape fails loudly at load.
 */
export class MlpReranker implements CandidateReranker {
  private constructor(
    private readonly inputs: number,
    private readonly hidden: number,
    private readonly w1: Float32Array,
    private readonly b1: Float32Array,
    private readonly w2: Float32Array,
    private readonly b2: number,
  ) {}

  /** The reranker of an ONNX file (bytes of a ModelProto) holding Gemm → Relu → Gemm. */
  static fromOnnx(bytes: Uint8Array): MlpReranker {
    const graph = fields(bytes).find((f) => f.field === 7)?.bytes;
    if (!graph) throw new Error('spell reranker: the ONNX file has no graph');
    const nodes: { op: string; inputs: string[]; transB: number }[] = [];
    const tensors = new Map<string, { dims: number[]; data: Float32Array }>();
    for (const f of fields(graph)) {
      if (f.field === 1 && f.bytes) nodes.push(readNode(f.bytes));
      if (f.field === 5 && f.bytes) {
        const t = readTensor(f.bytes);
        tensors.set(t.name, t);
      }
    }
    const ops = nodes.map((n) => n.op).join(',');
    if (ops !== 'Gemm,Relu,Gemm' || nodes[0].transB !== 1 || nodes[2].transB !== 1)
      throw new Error(`spell reranker: expected Gemm(transB), Relu, Gemm(transB); the model has ${ops}`);
    const tensor = (name: string) => {
      const t = tensors.get(name);
      if (!t) throw new Error(`spell reranker: initializer ${name} is missing`);
      return t;
    };
    const w1 = tensor(nodes[0].inputs[1]);
    const b1 = tensor(nodes[0].inputs[2]);
    const w2 = tensor(nodes[2].inputs[1]);
    const b2 = tensor(nodes[2].inputs[2]);
    const [hidden, inputs] = w1.dims;
    if (b1.data.length !== hidden || w2.data.length !== hidden || b2.data.length !== 1)
      throw new Error('spell reranker: layer sizes do not match');
    return new MlpReranker(inputs, hidden, w1.data, b1.data, w2.data, b2.data[0]);
  }

  /** Number of features a row must have. */
  get featureCount(): number {
    return this.inputs;
  }

  async score(features: Float32Array, rows: number): Promise<Float32Array> {
    const out = new Float32Array(rows);
    const { inputs, hidden, w1, b1, w2 } = this;
    for (let r = 0; r < rows; r++) {
      const x = r * inputs;
      let s = this.b2;
      for (let j = 0; j < hidden; j++) {
        let z = b1[j];
        const w = j * inputs;
        for (let k = 0; k < inputs; k++) z += features[x + k] * w1[w + k];
        if (z > 0) s += z * w2[j];
      }
      out[r] = s;
    }
    return out;
  }
}

/** One protobuf field: its number and either a varint value or length-delimited bytes. */
interface Field {
  field: number;
  value?: number;
  bytes?: Uint8Array;
}

/** The top-level fields of a protobuf message (varint, 64-bit, length-delimited and 32-bit wire types). */
function fields(buf: Uint8Array): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = () => {
    let v = 0;
    let scale = 1;
    for (;;) {
      const b = buf[at++];
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 128;
    }
  };
  while (at < buf.length) {
    const tag = varint();
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    if (wire === 0) out.push({ field, value: varint() });
    else if (wire === 2) {
      const n = varint();
      out.push({ field, bytes: buf.subarray(at, at + n) });
      at += n;
    } else if (wire === 1) at += 8;
    else if (wire === 5) {
      out.push({ field, bytes: buf.subarray(at, at + 4) });
      at += 4;
    } else throw new Error(`spell reranker: unsupported protobuf wire type ${wire}`);
  }
  return out;
}

const text = new TextDecoder();

function readNode(buf: Uint8Array): { op: string; inputs: string[]; transB: number } {
  const node = { op: '', inputs: [] as string[], transB: 0 };
  for (const f of fields(buf)) {
    if (f.field === 1 && f.bytes) node.inputs.push(text.decode(f.bytes));
    if (f.field === 4 && f.bytes) node.op = text.decode(f.bytes);
    if (f.field === 5 && f.bytes) {
      const attr = fields(f.bytes);
      const name = attr.find((a) => a.field === 1)?.bytes;
      if (name && text.decode(name) === 'transB') node.transB = attr.find((a) => a.field === 3)?.value ?? 0;
    }
  }
  return node;
}

/** A float tensor initializer (raw little-endian bytes or packed `float_data`). */
function readTensor(buf: Uint8Array): { name: string; dims: number[]; data: Float32Array } {
  const dims: number[] = [];
  let name = '';
  let type = 0;
  let raw: Uint8Array | undefined;
  for (const f of fields(buf)) {
    if (f.field === 1) {
      if (f.value !== undefined) dims.push(f.value);
      else if (f.bytes) for (const d of fields(packedVarints(f.bytes))) dims.push(d.value ?? 0);
    }
    if (f.field === 2) type = f.value ?? 0;
    if ((f.field === 9 || f.field === 4) && f.bytes) raw = f.bytes;
    if (f.field === 8 && f.bytes) name = text.decode(f.bytes);
  }
  if (type !== 1 || !raw) throw new Error(`spell reranker: initializer ${name} is not float data`);
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const data = new Float32Array(raw.byteLength / 4);
  for (let i = 0; i < data.length; i++) data[i] = view.getFloat32(i * 4, true);
  return { name, dims, data };
}

/** Packed repeated varints re-tagged as field-1 varints, so `fields` can read them. */
function packedVarints(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (i === 0 || bytes[i - 1] < 0x80) out.push(0x08);
    out.push(bytes[i]);
  }
  return Uint8Array.from(out);
}
