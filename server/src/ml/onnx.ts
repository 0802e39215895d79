import type { InferenceSession } from 'onnxruntime-node';

/**
 * Opens an ONNX model with onnxruntime-node (imported here, on first use, so the server starts
 * without loading the native runtime). One thread per session: the server runs many requests at
 * once and the models are small, so parallelism inside one inference would only add contention.
 */
export async function openOnnxSession(file: string): Promise<InferenceSession> {
  const ort = await import('onnxruntime-node');
  return ort.InferenceSession.create(file, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
}

/** A lazily created value that is created once even when many callers ask at the same time. */
export function lazy<T>(create: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= create().catch((err) => {
      // A failed load may be retried by the next request (e.g. after a file was restored).
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
