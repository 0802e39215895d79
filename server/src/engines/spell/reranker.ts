import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_COUNT } from '@margin/shared/spell/features';
import { MlpReranker } from '@margin/shared/spell/mlp-reranker';
import type { CandidateReranker } from '@margin/shared/spell/reranker';
import { MODEL_DIR } from './load';

/** The trained context reranker, committed by `npm run train -- spell`. */
export const RERANKER_FILE = path.join(MODEL_DIR, 'spell-reranker.onnx');

let loading: Promise<CandidateReranker | undefined> | undefined;

/**
 * The reranker, loaded once; undefined when the model file is absent (a build without trained
 * artefacts), in which case spellcheck ranks with the noisy-channel score. Evaluated in JavaScript
 * (`MlpReranker`): the same scores as onnxruntime-node (reranker.test.ts) without its ~30 MB.
 */
export function onnxReranker(): Promise<CandidateReranker | undefined> {
  loading ??= (async () => {
    if (!fs.existsSync(RERANKER_FILE)) return undefined;
    const reranker = MlpReranker.fromOnnx(await fs.promises.readFile(RERANKER_FILE));
    if (reranker.featureCount !== FEATURE_COUNT)
      throw new Error(
        `${RERANKER_FILE} takes ${reranker.featureCount} features, not ${FEATURE_COUNT}: retrain it`,
      );
    return reranker;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
