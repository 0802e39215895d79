import type { Finding } from '../edits/finding';
import { languageModelWorkerData, preloadLanguageModelBytes } from '../lm';
import { poolStats, WorkerPool, workerEntry } from '../workers/pool';
import type { EnglishCheckOptions } from './analyse';

/** One paragraph to check. */
export interface GrammarJob {
  text: string;
  options: EnglishCheckOptions;
}

// A paragraph is at most 20,000 characters; Harper needs ~1 s for that on a slow core, so a job that
// takes this long has hung the worker. A caller with a time budget passes a shorter deadline.
const JOB_TIMEOUT_MS = 60_000;

/**
 * A pool of grammar workers (the generic WorkerPool), started on first use rather than with the
 * server: loading Harper takes seconds and ~450 MB. A call past its deadline terminates the worker when
 * the worker is running it, as Harper cannot be interrupted otherwise, and the pool replaces it on the
 * next call; a call still queued behind others, or waiting while the worker loads its engines, is only
 * dropped, so its deadline does not cost other requests' work (or the load). A worker that dies is
 * replaced on the next call.
 */
export class GrammarPool {
  private readonly pool: WorkerPool<GrammarJob, Finding[]>;
  /** Whether the language model's bytes were read into shared memory (or could not be). */
  private modelRead = false;
  private waiting = 0;

  /**
   * @param size Workers (GRAMMAR_WORKERS). Each holds Harper (~375 MB), wink-nlp and the language
   * model's vocabulary index (3 MB); the model's tables (59 MB) are shared between them.
   */
  constructor(size: number) {
    this.pool = new WorkerPool<GrammarJob, Finding[]>({
      name: 'the grammar engine',
      entry: workerEntry(import.meta.url, 'worker'),
      size,
      maxTimeoutMs: JOB_TIMEOUT_MS,
      // The language model's bytes, read once per process and shared by every worker.
      workerData: languageModelWorkerData,
    });
    pools.add(this);
  }

  /** Jobs sent to the workers and not yet answered (or waiting for the model's bytes to be read). */
  get pending(): number {
    return this.pool.pending + this.waiting;
  }

  /** Workers replaced after they died (crash, exit or a hung job). */
  get restarts(): number {
    return this.pool.restarts;
  }

  /**
   * Findings on one English paragraph (code points relative to it).
   * @param timeoutMs Deadline of this call; past it the worker is terminated and replaced. @default 60000
   */
  check(text: string, options: EnglishCheckOptions, timeoutMs = JOB_TIMEOUT_MS): Promise<Finding[]> {
    if (this.modelRead) return this.pool.run({ text, options }, timeoutMs);
    // Before the first worker starts, so it is handed the model's bytes instead of reading its own.
    this.waiting++;
    return preloadLanguageModelBytes().then(() => {
      this.modelRead = true;
      this.waiting--;
      return this.pool.run({ text, options }, timeoutMs);
    });
  }

  /** Stops every worker. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

const pools = new Set<GrammarPool>();

/** Pending jobs and worker restarts over every pool in the process, for /metrics (read, never started, here). */
export function grammarPoolStats(): { pending: number; restarts: number } {
  return poolStats(pools);
}
