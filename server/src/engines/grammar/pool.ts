import { Worker } from 'node:worker_threads';
import type { Finding } from '../edits/finding';
import { EngineTimeoutError, EngineUnavailableError } from '../errors';
import type { EnglishCheckOptions } from './analyse';

/** One paragraph to check. */
export interface GrammarJob {
  id: number;
  text: string;
  options: EnglishCheckOptions;
}

/** A worker's answer to one job. */
export type GrammarReply = { id: number; findings: Finding[] } | { id: number; error: string };

// A paragraph is at most 20,000 characters; Harper needs ~1 s for that on a slow core, so a job that
// takes this long has hung the worker. A caller with a time budget passes a shorter deadline.
const JOB_TIMEOUT_MS = 60_000;

interface Pending {
  resolve(findings: Finding[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One worker thread and the jobs it has been sent. */
class GrammarWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  alive = true;

  constructor() {
    this.worker = new Worker(bootstrap(), { eval: true, execArgv: [] });
    // An idle pool must not keep the process (or a test run) alive.
    this.worker.unref();
    this.worker.on('message', (reply: GrammarReply | { ready: true }) => {
      if ('ready' in reply) return;
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      clearTimeout(p.timer);
      if ('error' in reply)
        p.reject(new EngineUnavailableError(`the grammar engine failed on this text: ${reply.error}`));
      else p.resolve(reply.findings);
    });
    // Always listened to: an unhandled 'error' event would crash the server.
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`grammar worker exited with code ${code}`)));
  }

  get load(): number {
    return this.pending.size;
  }

  /**
   * Past `timeoutMs` the job is abandoned. When it is the one the worker is running (the oldest: the
   * worker takes jobs in order), the worker is terminated too, as Harper cannot be interrupted
   * otherwise, and the pool replaces it on the next job: one huge paragraph cannot hold a worker. A job
   * still queued behind others is only dropped, so its deadline does not cost other requests' work.
   */
  run(job: GrammarJob, timeoutMs: number): Promise<Finding[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const message = `grammar check took longer than ${timeoutMs} ms`;
        const running = this.pending.keys().next().value === job.id;
        if (running) {
          this.fail(new EngineTimeoutError(message));
          void this.worker.terminate();
        } else {
          this.pending.delete(job.id);
          reject(new EngineTimeoutError(message));
        }
      }, timeoutMs);
      this.pending.set(job.id, { resolve, reject, timer });
      this.worker.postMessage(job);
    });
  }

  private fail(error: Error) {
    this.alive = false;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      const message = `the grammar engine restarted (${error.message}); retry the request`;
      p.reject(
        error instanceof EngineTimeoutError
          ? new EngineTimeoutError(message, 5)
          : new EngineUnavailableError(message, 5),
      );
    }
    this.pending.clear();
  }

  terminate(): Promise<number> {
    this.alive = false;
    return this.worker.terminate();
  }
}

/**
 * A pool of grammar workers, started on first use rather than with the server: loading Harper takes
 * seconds and ~450 MB. A worker that dies is replaced on the next job.
 */
export class GrammarPool {
  private readonly workers: (GrammarWorker | undefined)[];
  private nextId = 1;
  /** Workers replaced after they died (crash, exit or a hung job). */
  restarts = 0;

  /** @param size Workers (GRAMMAR_WORKERS). Each holds Harper (~450 MB) and wink-nlp (~100 MB). */
  constructor(size: number) {
    this.workers = new Array(size).fill(undefined);
    pools.add(this);
  }

  /** Jobs sent to the workers and not yet answered. */
  get pending(): number {
    return this.workers.reduce((sum, w) => sum + (w?.alive ? w.load : 0), 0);
  }

  /**
   * Findings on one English paragraph (code points relative to it).
   * @param timeoutMs Deadline of this call; past it the worker is terminated and replaced. @default 60000
   */
  check(text: string, options: EnglishCheckOptions, timeoutMs = JOB_TIMEOUT_MS): Promise<Finding[]> {
    const deadline = Math.max(1, Math.min(timeoutMs, JOB_TIMEOUT_MS));
    return this.pick().run({ id: this.nextId++, text, options }, deadline);
  }

  /** The least busy live worker, starting or replacing one where needed. */
  private pick(): GrammarWorker {
    let best: GrammarWorker | undefined;
    for (let i = 0; i < this.workers.length; i++) {
      let w = this.workers[i];
      if (!w?.alive) {
        if (w) this.restarts++;
        w = new GrammarWorker();
        this.workers[i] = w;
      }
      if (!best || w.load < best.load) best = w;
    }
    return best as GrammarWorker;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w?.terminate()));
    this.workers.fill(undefined);
  }
}

const pools = new Set<GrammarPool>();

/** Pending jobs and worker restarts over every pool in the process, for /metrics (read, never started, here). */
export function grammarPoolStats(): { pending: number; restarts: number } {
  let pending = 0;
  let restarts = 0;
  for (const pool of pools) {
    pending += pool.pending;
    restarts += pool.restarts;
  }
  return { pending, restarts };
}

let bootstrapCode: string | undefined;

/**
 * The worker's startup script. From TypeScript sources (tsx, vitest) the worker registers tsx itself,
 * as a worker does not inherit the parent's loader hooks; a compiled build loads the .js entry directly.
 */
function bootstrap(): string {
  if (bootstrapCode) return bootstrapCode;
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = JSON.stringify(new URL(`./worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href);
  const tsx = fromSource
    ? `await (await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})).register();`
    : '';
  bootstrapCode = `(async () => { ${tsx} await import(${entry}); })();`;
  return bootstrapCode;
}
