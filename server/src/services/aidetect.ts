/**
 * AI detection off the main thread: the detector runs in one worker thread (aidetect.worker.ts) and
 * each text has a deadline (AIDETECT_TIMEOUT_MS); past it the worker is terminated and replaced, and
 * the request answers 503 with Retry-After (#17: every engine call has an enforced deadline).
 */
import type { AIDETECT_VERSIONS } from '@margin/shared/contract/aidetect';
import type { Detection } from '../engines/aidetect';
import { languageModelWorkerData } from '../engines/lm';
import { WorkerPool, workerEntry } from '../engines/workers/pool';

/** One text to score with one detector version. */
export interface AidetectJob {
  text: string;
  version: (typeof AIDETECT_VERSIONS)[number];
}

let pool: WorkerPool<AidetectJob, Detection> | undefined;

/**
 * The detection of one text, scored in the AI-detection worker (started on first use: the detector
 * loads there, not on the main thread). Fails with EngineTimeoutError past `timeoutMs`.
 * @param timeoutMs Deadline of this call (AIDETECT_TIMEOUT_MS); the first call's value caps later ones.
 */
export function detectInWorker(job: AidetectJob, timeoutMs: number): Promise<Detection> {
  pool ??= new WorkerPool<AidetectJob, Detection>({
    name: 'the AI detector',
    entry: workerEntry(import.meta.url, 'aidetect.worker'),
    // One: the detector holds its language model (~100 MB) per worker, and the endpoint is rate-limited.
    size: 1,
    maxTimeoutMs: timeoutMs,
    // The language model's bytes, shared with the grammar workers instead of a second copy.
    workerData: languageModelWorkerData,
  });
  return pool.run(job, timeoutMs);
}
