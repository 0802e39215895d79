/**
 * A minimal ONNX writer: encodes a ModelProto (graph, nodes, initializers, typed inputs/outputs,
 * metadata) as protobuf, with the field numbers of onnx/onnx.proto. Enough for the small graphs
 * Margin trains (Gather, MatMul, Add, Relu, Sigmoid, Softmax, …); onnxruntime validates the result.
 */

/** Element types used here, with their ONNX TensorProto.DataType codes. */
const DATA_TYPE = { float: 1, int64: 7, float16: 10 } as const;
export type ElementType = keyof typeof DATA_TYPE;

export interface OnnxTensor {
  name: string;
  type: ElementType;
  dims: number[];
  /** float: Float32Array; float16: Uint16Array of half-precision bits; int64: BigInt64Array. */
  data: Float32Array | Uint16Array | BigInt64Array;
}

export type OnnxAttribute = { i: number } | { f: number } | { ints: number[] } | { s: string };

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, OnnxAttribute>;
}

/** A graph input or output; a string dimension is symbolic (e.g. "batch"). */
export interface OnnxValue {
  name: string;
  type: ElementType;
  shape: Array<number | string>;
}

export interface OnnxModel {
  name: string;
  nodes: OnnxNode[];
  initializers: OnnxTensor[];
  inputs: OnnxValue[];
  outputs: OnnxValue[];
  opset?: number;
  docString?: string;
  metadata?: Record<string, string>;
}

/** Protobuf wire-format writer for the handful of field kinds ONNX needs. */
class ProtoWriter {
  private readonly chunks: Uint8Array[] = [];
  private static readonly text = new TextEncoder();

  private raw(bytes: Uint8Array): this {
    this.chunks.push(bytes);
    return this;
  }

  private varint(value: number | bigint): this {
    let v = BigInt.asUintN(64, BigInt(value));
    const out: number[] = [];
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v > 0n) byte |= 0x80;
      out.push(byte);
    } while (v > 0n);
    return this.raw(Uint8Array.from(out));
  }

  private tag(field: number, wire: 0 | 2 | 5): this {
    return this.varint((field << 3) | wire);
  }

  int(field: number, value: number | bigint): this {
    return this.tag(field, 0).varint(value);
  }

  float(field: number, value: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    return this.tag(field, 5).raw(b);
  }

  bytes(field: number, value: Uint8Array): this {
    return this.tag(field, 2).varint(value.length).raw(value);
  }

  string(field: number, value: string): this {
    return this.bytes(field, ProtoWriter.text.encode(value));
  }

  message(field: number, build: (w: ProtoWriter) => void): this {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    const total = this.chunks.reduce((n, c) => n + c.length, 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

function writeTensor(w: ProtoWriter, t: OnnxTensor): void {
  for (const d of t.dims) w.int(1, d);
  w.int(2, DATA_TYPE[t.type]);
  w.string(8, t.name);
  // raw_data is little-endian, which is what typed arrays hold on every platform Node runs on.
  w.bytes(9, new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
}

function writeValue(w: ProtoWriter, v: OnnxValue): void {
  w.string(1, v.name);
  w.message(2, (type) =>
    type.message(1, (tensor) => {
      tensor.int(1, DATA_TYPE[v.type]);
      tensor.message(2, (shape) => {
        for (const d of v.shape) {
          shape.message(1, (dim) => (typeof d === 'number' ? dim.int(1, d) : dim.string(2, d)));
        }
      });
    }),
  );
}

// AttributeProto.AttributeType codes.
const ATTR = { f: 1, i: 2, s: 3, ints: 7 } as const;

function writeAttribute(w: ProtoWriter, name: string, a: OnnxAttribute): void {
  w.string(1, name);
  if ('f' in a) w.float(2, a.f).int(20, ATTR.f);
  else if ('i' in a) w.int(3, a.i).int(20, ATTR.i);
  else if ('s' in a) w.string(4, a.s).int(20, ATTR.s);
  else {
    for (const v of a.ints) w.int(8, v);
    w.int(20, ATTR.ints);
  }
}

/** Encodes a model as ONNX protobuf bytes (IR version 8, default-domain opset 13 unless given). */
export function encodeOnnx(model: OnnxModel): Uint8Array {
  const w = new ProtoWriter();
  w.int(1, 8);
  w.string(2, 'margin');
  w.string(3, '1');
  if (model.docString) w.string(6, model.docString);
  w.message(7, (g) => {
    model.nodes.forEach((n, i) => {
      g.message(1, (node) => {
        for (const x of n.inputs) node.string(1, x);
        for (const y of n.outputs) node.string(2, y);
        node.string(3, `${n.op.toLowerCase()}_${i}`);
        node.string(4, n.op);
        for (const [k, a] of Object.entries(n.attributes ?? {}))
          node.message(5, (attr) => writeAttribute(attr, k, a));
      });
    });
    g.string(2, model.name);
    for (const t of model.initializers) g.message(5, (tensor) => writeTensor(tensor, t));
    for (const v of model.inputs) g.message(11, (value) => writeValue(value, v));
    for (const v of model.outputs) g.message(12, (value) => writeValue(value, v));
  });
  w.message(8, (op) => op.string(1, '').int(2, model.opset ?? 13));
  for (const [key, value] of Object.entries(model.metadata ?? {})) {
    w.message(14, (kv) => kv.string(1, key).string(2, value));
  }
  return w.finish();
}

/** IEEE half-precision bits of each value (round to nearest even), for compact initializers. */
export function toFloat16(values: Float32Array): Uint16Array {
  const out = new Uint16Array(values.length);
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  for (let i = 0; i < values.length; i++) {
    f[0] = values[i];
    const x = u[0];
    const sign = (x >>> 16) & 0x8000;
    const exp = ((x >>> 23) & 0xff) - 127 + 15;
    let mant = x & 0x7fffff;
    if (exp >= 31) out[i] = sign | 0x7c00;
    else if (exp <= 0) {
      if (exp < -10) out[i] = sign;
      else {
        mant |= 0x800000;
        const shift = 14 - exp;
        let half = mant >> shift;
        const rem = mant & ((1 << shift) - 1);
        const mid = 1 << (shift - 1);
        if (rem > mid || (rem === mid && half & 1)) half++;
        out[i] = sign | half;
      }
    } else {
      let half = (exp << 10) | (mant >> 13);
      const rem = mant & 0x1fff;
      if (rem > 0x1000 || (rem === 0x1000 && half & 1)) half++;
      out[i] = sign | half;
    }
  }
  return out;
}
