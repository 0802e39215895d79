import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_COUNT } from '@margin/shared/spell/features';
import type { CandidateReranker } from '@margin/shared/spell/reranker';
import { MODEL_DIR } from './load';

/** The trained context reranker, committed by `npm run train -- spell`. */
export const RERANKER_FILE = path.join(MODEL_DIR, 'spell-reranker.onnx');

let loading: Promise<CandidateReranker | undefined> | undefined;

/**
 * The ONNX reranker in onnxruntime-node, loaded once; undefined when the model file is absent (a
 * build without trained artefacts), in which case spellcheck ranks with the noisy-channel score.
 */
export function onnxReranker(): Promise<CandidateReranker | undefined> {
  loading ??= (async () => {
    if (!fs.existsSync(RERANKER_FILE)) return undefined;
    const ort = await import('onnxruntime-node');
    const session = await ort.InferenceSession.create(RERANKER_FILE, {
      // One thread: the model is tiny, and the server's own concurrency is the better use of cores.
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    });
    return {
      async score(features: Float32Array, rows: number): Promise<Float32Array> {
        const input = new ort.Tensor('float32', features, [rows, FEATURE_COUNT]);
        const out = await session.run({ features: input });
        return out.scores.data as Float32Array;
      },
    };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
