/// <reference lib="webworker" />

import { FEATURE_COUNT } from '@margin/shared/spell/features';
import type { CandidateReranker } from '@margin/shared/spell/reranker';
import * as Comlink from 'comlink';
import * as ort from 'onnxruntime-web/wasm';
import { OfflineSpeller } from './spell-engine';

// The wasm runtime is copied once into /ort/ by the build (wxt.config.ts); the extern-wasm build of
// onnxruntime-web loads it from there instead of inlining another 14 MB copy into this bundle.
const root = new URL('/', self.location.href).href;
ort.env.wasm.wasmPaths = {
  mjs: `${root}ort/ort-wasm-simd-threaded.mjs`,
  wasm: `${root}ort/ort-wasm-simd-threaded.wasm`,
};
// Offscreen documents are not cross-origin isolated, so wasm threads are unavailable anyway.
ort.env.wasm.numThreads = 1;
ort.env.wasm.proxy = false;

async function loadReranker(model: ArrayBuffer): Promise<CandidateReranker> {
  const session = await ort.InferenceSession.create(new Uint8Array(model), { executionProviders: ['wasm'] });
  return {
    async score(features: Float32Array, rows: number): Promise<Float32Array> {
      const input = new ort.Tensor('float32', features, [rows, FEATURE_COUNT]);
      const out = await session.run({ features: input });
      return out.scores.data as Float32Array;
    },
  };
}

const spellers = new Map<string, Promise<OfflineSpeller>>();

function speller(variety: string): Promise<OfflineSpeller> {
  let p = spellers.get(variety);
  if (!p) {
    p = OfflineSpeller.load(variety, { base: `${root}spell/`, loadReranker });
    p.catch(() => spellers.delete(variety));
    spellers.set(variety, p);
  }
  return p;
}

/** The API the offscreen document calls through comlink. */
const api = {
  /** Loads a variety's speller; resolves with the milliseconds it took (0 when it was loaded already). */
  async warm(variety: string): Promise<number> {
    const t0 = performance.now();
    await speller(variety);
    return performance.now() - t0;
  },
  /** Findings per block, and whether the context reranker ordered them. */
  async check(variety: string, blocks: string[], userWords: string[]) {
    const s = await speller(variety);
    const neural = s.neural;
    return { blocks: await s.check(blocks, userWords), neural };
  },
};

export type SpellWorkerApi = typeof api;

Comlink.expose(api);
