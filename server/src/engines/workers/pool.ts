/**
 * A pool of `worker_threads` workers that run one engine's jobs off the main thread, each call with a
 * deadline that is enforced: a job still running at its deadline has its worker terminated (the only
 * way to stop synchronous work) and replaced on the next call. The worker side is `serveJobs`
 * (serve.ts); an engine names its entry beside it with `workerEntry(import.meta.url, name)`.
 */
import { Worker } from 'node:worker_threads';
import {
  EngineInputError,
  EngineTimeoutError,
  EngineUnavailableError,
  EngineUnsupportedError,
} from '../errors';

/** A message to a worker: a job, or the cancellation of a job it has not started. */
export type ToWorker<Job> = { id: number; job: Job } | { cancel: number };

/** A message from a worker: its modules are loaded, a job started (its data loaded), a job's outcome. */
export type FromWorker<Result> =
  | { ready: true }
  | { started: number }
  | { id: number; result: Result }
  | { id: number; error: string; kind: string };

/** How a pool is built. */
export interface WorkerPoolOptions {
  /** What the workers run, for messages: "the spell engine". */
  name: string;
  /** The worker's entry module (`workerEntry`). */
  entry: URL;
  /** Worker threads, started on first use. */
  size: number;
  /** The deadline of a call that names none, and the longest any call may have. */
  maxTimeoutMs: number;
  /**
   * What each worker is started with (its `workerData`), asked when the worker starts: e.g. data in
   * shared memory that every worker views instead of loading its own copy. @default undefined
   */
  workerData?: () => unknown;
}

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One worker thread and the calls it has been sent. */
class PooledWorker<Job, Result> {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending<Result>>();
  /** The job the worker is running (it said `started`), and the watchdog of an abandoned one. */
  private current: number | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  alive = true;

  constructor(private readonly options: WorkerPoolOptions) {
    this.worker = new Worker(workerScript(options.entry), {
      eval: true,
      execArgv: [],
      workerData: options.workerData?.(),
    });
    // An idle pool must not keep the process (or a test run) alive.
    this.worker.unref();
    this.worker.on('message', (msg: FromWorker<Result>) => this.receive(msg));
    // Always listened to: an unhandled 'error' event would crash the server.
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`worker exited with code ${code}`)));
  }

  get load(): number {
    return this.pending.size;
  }

  private receive(msg: FromWorker<Result>) {
    if ('ready' in msg) return;
    if ('started' in msg) {
      this.current = msg.started;
      // A job whose caller gave up just before it started has no deadline left to watch it: if it
      // hangs, the worker is replaced after the longest deadline any call may have.
      if (!this.pending.has(msg.started)) {
        this.watchdog = setTimeout(
          () => this.kill(new EngineTimeoutError('an abandoned job hung')),
          this.options.maxTimeoutMs,
        );
      }
      return;
    }
    if (this.current === msg.id) {
      this.current = undefined;
      clearTimeout(this.watchdog);
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    clearTimeout(p.timer);
    if ('error' in msg) p.reject(workerError(this.options.name, msg.kind, msg.error));
    else p.resolve(msg.result);
  }

  /**
   * Past `timeoutMs` the call fails with EngineTimeoutError. When the worker is running it (it has
   * loaded what the job needs and said `started`), the worker is terminated too and the pool replaces
   * it. A job that has not started (queued, or waiting for a dictionary to load) is only cancelled, so
   * a slow first load is not restarted by every impatient call and other calls keep their work.
   */
  run(id: number, job: Job, timeoutMs: number): Promise<Result> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new EngineTimeoutError(`${this.options.name} took longer than ${timeoutMs} ms`);
        if (this.current === id) {
          this.kill(error);
        } else {
          this.pending.delete(id);
          this.worker.postMessage({ cancel: id } satisfies ToWorker<Job>);
          reject(error);
        }
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, job } satisfies ToWorker<Job>);
    });
  }

  /** Terminates the worker; the call it was running fails with `error`, the others are told to retry. */
  private kill(error: Error) {
    this.fail(error);
    void this.worker.terminate();
  }

  private fail(error: Error) {
    this.alive = false;
    clearTimeout(this.watchdog);
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      const running = id === this.current && error instanceof EngineTimeoutError;
      p.reject(
        running
          ? error
          : error instanceof EngineTimeoutError
            ? new EngineTimeoutError(`${this.options.name} restarted (${error.message}); retry the request`)
            : new EngineUnavailableError(
                `${this.options.name} restarted (${error.message}); retry the request`,
                5,
              ),
      );
    }
    this.pending.clear();
  }

  terminate(): Promise<number> {
    this.alive = false;
    return this.worker.terminate();
  }
}

/** The typed engine error for a worker's failure report (the error's `name` travels as `kind`). */
function workerError(engine: string, kind: string, message: string): Error {
  if (kind === 'EngineUnsupportedError') return new EngineUnsupportedError(message);
  if (kind === 'EngineInputError') return new EngineInputError(message);
  return new EngineUnavailableError(`${engine} failed on this text: ${message}`);
}

/** A pool of workers running one kind of job; a worker that dies is replaced on the next call. */
export class WorkerPool<Job, Result> {
  private readonly workers: (PooledWorker<Job, Result> | undefined)[];
  private nextId = 1;
  /** Workers replaced after they died (crash, exit or a job past its deadline). */
  restarts = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    this.workers = new Array(Math.max(1, options.size)).fill(undefined);
  }

  /** Calls sent to the workers and not yet answered. */
  get pending(): number {
    return this.workers.reduce((sum, w) => sum + (w?.alive ? w.load : 0), 0);
  }

  /**
   * Runs one job in the least busy worker.
   * @param timeoutMs Deadline of this call, capped at the pool's `maxTimeoutMs`. @default maxTimeoutMs
   */
  run(job: Job, timeoutMs = this.options.maxTimeoutMs): Promise<Result> {
    const deadline = Math.max(1, Math.min(timeoutMs, this.options.maxTimeoutMs));
    return this.pick().run(this.nextId++, job, deadline);
  }

  /** The least busy live worker, starting or replacing one where needed. */
  private pick(): PooledWorker<Job, Result> {
    let best: PooledWorker<Job, Result> | undefined;
    for (let i = 0; i < this.workers.length; i++) {
      let w = this.workers[i];
      if (!w?.alive) {
        if (w) this.restarts++;
        w = new PooledWorker<Job, Result>(this.options);
        this.workers[i] = w;
      }
      if (!best || w.load < best.load) best = w;
    }
    return best as PooledWorker<Job, Result>;
  }

  /** Stops every worker (the next call starts new ones). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w?.terminate()));
    this.workers.fill(undefined);
  }
}

/**
 * The URL of a worker entry beside the module at `moduleUrl`: `name.ts` when running from TypeScript
 * sources (tsx, vitest), `name.js` in the compiled server (scripts/build compiles every `worker.ts`).
 */
export function workerEntry(moduleUrl: string, name: string): URL {
  const fromSource = moduleUrl.endsWith('.ts');
  return new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, moduleUrl);
}

/**
 * The worker's startup script. From TypeScript sources the worker registers tsx itself, as a worker
 * does not inherit the parent's loader hooks; a compiled build loads the .js entry directly.
 */
export function workerScript(entry: URL): string {
  const tsx = entry.pathname.endsWith('.ts')
    ? `await (await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})).register();`
    : '';
  return `(async () => { ${tsx} await import(${JSON.stringify(entry.href)}); })();`;
}

/** Pending calls and worker restarts summed over pools, for /metrics (reads counters, starts nothing). */
export function poolStats(pools: Iterable<{ pending: number; restarts: number }>): {
  pending: number;
  restarts: number;
} {
  let pending = 0;
  let restarts = 0;
  for (const pool of pools) {
    pending += pool.pending;
    restarts += pool.restarts;
  }
  return { pending, restarts };
}
