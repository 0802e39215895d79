import type { Finding } from '../edits/finding';
import { EngineTimeoutError } from '../errors';
import { languageModelWorkerData, preloadLanguageModelBytes } from '../lm';
import { poolStats, WorkerPool, workerEntry } from '../workers/pool';
import type { EnglishCheckOptions } from './analyse';

/**
 * One stage of checking one paragraph: Harper's findings, or the rest of checkEnglish given them
 * (analyse.ts: `harperFindings`, `checkEnglishAfterHarper`).
 */
export type GrammarJob =
  | { stage: 'harper'; text: string; options: EnglishCheckOptions }
  | { stage: 'rules'; text: string; options: EnglishCheckOptions; harper: Finding[] };

// A paragraph is at most 20,000 characters; Harper needs ~1 s for that on a slow core, so a job that
// takes this long has hung the worker. A caller with a time budget passes a shorter deadline.
const JOB_TIMEOUT_MS = 60_000;

/** The pools' name, which the generic pool's errors start with. */
const NAME = 'the grammar engine';
/** How the generic pool words a call past its deadline (workers/pool.ts: "<name> took longer than …"). */
const STAGE_TIMEOUT = `${NAME} took longer than`;

/**
 * The grammar workers (the generic WorkerPool), started on first use rather than with the server:
 * loading Harper takes seconds and ~375 MB. A paragraph goes through two workers in turn: Harper's,
 * then one that runs the project rules, the evidence gate and the overlap resolution on Harper's
 * findings. With several paragraphs in flight the two run side by side on different cores (Harper on
 * one paragraph while the rules finish the one before), where one worker ran both one after the
 * other; the findings are the same, as each stage is the same code on the same input.
 *
 * A call past its deadline terminates the worker when the worker is running it, as Harper cannot be
 * interrupted otherwise, and the pool replaces it on the next call; a call still queued behind others,
 * or waiting while the worker loads its engines, is only dropped, so its deadline does not cost other
 * requests' work (or the load). A worker that dies is replaced on the next call.
 */
export class GrammarPool {
  private readonly harper: WorkerPool<GrammarJob, Finding[]>;
  private readonly rules: WorkerPool<GrammarJob, Finding[]>;
  /** Whether the language model's bytes were read into shared memory (or could not be). */
  private modelRead = false;
  private inFlight = 0;
  /** Whether a rules worker was sent its first job. */
  private rulesStarted = false;

  /**
   * @param size Workers per stage (GRAMMAR_WORKERS). A Harper worker holds Harper (~375 MB); a rules
   * worker wink-nlp, the project rules' tables and the language model's vocabulary index (3 MB); the
   * model's tables (59 MB) are shared between them.
   */
  constructor(size: number) {
    const pool = (stage: string) =>
      new WorkerPool<GrammarJob, Finding[]>({
        name: NAME,
        entry: workerEntry(import.meta.url, 'worker'),
        size,
        maxTimeoutMs: JOB_TIMEOUT_MS,
        // The language model's bytes, read once per process and shared by every worker.
        workerData: stage === 'rules' ? languageModelWorkerData : undefined,
      });
    this.harper = pool('harper');
    this.rules = pool('rules');
    pools.add(this);
  }

  /** Calls not yet answered (in either stage, or waiting for the model's bytes to be read). */
  get pending(): number {
    return this.inFlight;
  }

  /** Workers replaced after they died (crash, exit or a hung job). */
  get restarts(): number {
    return this.harper.restarts + this.rules.restarts;
  }

  /**
   * Findings on one English paragraph (code points relative to it).
   * @param timeoutMs Deadline of this call, both stages together; past it the worker running it is
   * terminated and replaced. @default 60000
   */
  async check(text: string, options: EnglishCheckOptions, timeoutMs = JOB_TIMEOUT_MS): Promise<Finding[]> {
    const deadline = performance.now() + timeoutMs;
    this.inFlight++;
    try {
      if (!this.modelRead) {
        // Before the first rules worker starts, so it is handed the model's bytes instead of reading its own.
        await preloadLanguageModelBytes();
        this.modelRead = true;
      }
      if (!this.rulesStarted) {
        // The rules worker loads its engines (seconds) while Harper's loads, not after it.
        this.rulesStarted = true;
        this.rules.run({ stage: 'rules', text: '', options, harper: [] }).catch(() => {});
      }
      const left = () => Math.max(1, Math.round(deadline - performance.now()));
      const harper = await this.harper.run({ stage: 'harper', text, options }, left());
      return await this.rules.run({ stage: 'rules', text, options, harper }, left());
    } catch (err) {
      // A stage's deadline is what was left of the call's: name the call's.
      if (err instanceof EngineTimeoutError && err.message.startsWith(STAGE_TIMEOUT)) {
        throw new EngineTimeoutError(`${STAGE_TIMEOUT} ${Math.round(timeoutMs)} ms`);
      }
      throw err;
    } finally {
      this.inFlight--;
    }
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all([this.harper.close(), this.rules.close()]);
  }
}

const pools = new Set<GrammarPool>();

/** Pending jobs and worker restarts over every pool in the process, for /metrics (read, never started, here). */
export function grammarPoolStats(): { pending: number; restarts: number } {
  return poolStats(pools);
}
