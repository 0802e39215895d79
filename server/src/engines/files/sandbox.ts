import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { EngineInputError } from '../errors';

/** What the extraction worker is asked to do. */
export interface ExtractionJob {
  kind: 'pdf' | 'docx';
  bytes: Uint8Array;
}

/** What the extraction worker reports: `ready` once its modules are loaded, then one outcome per job. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; text: string }
  | { type: 'failed'; msg: string };

/** Bounds on one extraction. */
export interface ExtractionLimits {
  /**
   * Wall-clock limit; the worker is terminated when it is reached.
   * @default 20_000 — PDF.js reads a hundred ordinary pages in that time.
   */
  timeoutMs?: number;
  /**
   * V8 heap limit of the worker. Buffers outside the heap (inflated streams) are not counted.
   * @default 512
   */
  maxMemoryMb?: number;
  /**
   * Growth of the process's resident memory while the job runs, past which the worker is terminated:
   * this is what catches inflated streams (a 400 KB flate bomb inflated to 400 MB, +435 MB RSS, in a
   * 512 MB heap limit), which V8's heap limit does not count. Watched from this thread, because the
   * worker is busy in one synchronous call and cannot report on itself.
   * @default 256
   */
  maxGrowthMb?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MEMORY_MB = 512;
const DEFAULT_GROWTH_MB = 256;
// How often resident memory is read while a file is being read.
const MEMORY_POLL_MS = 50;
// Each worker may use `maxMemoryMb`: a few at a time keep a burst of uploads from exhausting memory.
const MAX_CONCURRENT = Math.max(1, Math.min(4, availableParallelism() - 1));
// A worker is replaced after this many files, so whatever PDF.js or mammoth leave behind stays bounded.
const JOBS_PER_WORKER = 100;

let running = 0;
const waiting: (() => void)[] = [];
/** Workers that have loaded PDF.js and mammoth and wait for a file: a cold start takes ~0.5 s, a file ~10 ms. */
const idle: ExtractionWorker[] = [];

/**
 * Reads a file in a `worker_threads` worker, so that a malformed or hostile file can neither block
 * the event loop past the time limit nor take the server down by exhausting the heap. A worker that
 * times out or crashes is discarded; one that answered is kept for the next file.
 */
export async function extractInWorker(job: ExtractionJob, limits: ExtractionLimits = {}): Promise<string> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  const memoryMb = limits.maxMemoryMb ?? DEFAULT_MEMORY_MB;
  const usual = memoryMb === DEFAULT_MEMORY_MB;
  let worker: ExtractionWorker | undefined;
  try {
    while (usual && !worker?.alive && idle.length > 0) worker = idle.pop();
    if (!worker?.alive) worker = new ExtractionWorker(memoryMb);
    return await worker.run(
      job,
      limits.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      limits.maxGrowthMb ?? DEFAULT_GROWTH_MB,
    );
  } finally {
    if (usual && worker?.alive && worker.jobs < JOBS_PER_WORKER) idle.push(worker);
    else worker?.stop();
    // Hand the slot straight to the next job, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Starts an extraction worker now, so that the first upload does not wait for PDF.js to load. */
export function warmUpExtraction(): void {
  if (!idle.some((w) => w.alive)) idle.push(new ExtractionWorker(DEFAULT_MEMORY_MB));
}

type Outcome = { text: string } | { error: Error };

/** One worker thread, reading one file at a time. */
class ExtractionWorker {
  private readonly worker: Worker;
  private ready = false;
  private settle: ((outcome: Outcome) => void) | undefined;
  /** False once the worker has failed, exited or been stopped. */
  alive = true;
  /** Files sent to this worker so far. */
  jobs = 0;

  constructor(maxMemoryMb: number) {
    this.worker = new Worker(bootstrap(), {
      eval: true,
      // Not the parent's flags: the bootstrap sets up what the worker needs itself.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
    });
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') this.ready = true;
      else if (message.type === 'done') this.settle?.({ text: message.text });
      else this.settle?.({ error: new EngineInputError(message.msg) });
    });
    // Always listened to: an unhandled 'error' event would crash the server.
    this.worker.on('error', (error: Error & { code?: string }) => this.fail(this.explain(error)));
    this.worker.on('exit', (code) => this.fail(new Error(`file extraction worker exited with code ${code}`)));
    // An idle worker must not keep the process alive (a running job's timer does). After the
    // listeners: adding a 'message' listener refs the worker's port again.
    this.worker.unref();
  }

  /** Sends one file and waits for its text; out of time or memory, the worker is terminated. */
  run(job: ExtractionJob, timeoutMs: number, maxGrowthMb: number): Promise<string> {
    const what = job.kind.toUpperCase();
    this.jobs++;
    // Growth is measured from the lowest resident memory seen since the job started: a job that starts
    // while another file's worker holds hundreds of MB would otherwise count that worker's release as
    // room, and a second bomb read at the same time slipped under the limit.
    let floor = process.memoryUsage.rss();
    return new Promise<string>((resolve, reject) => {
      const watch = setInterval(() => {
        const rss = process.memoryUsage.rss();
        floor = Math.min(floor, rss);
        const grownMb = (rss - floor) / 2 ** 20;
        if (grownMb <= maxGrowthMb) return;
        this.fail(
          new EngineInputError(
            `file: reading the ${what} needed more than ${maxGrowthMb} MB of memory and was stopped; the file may be malformed or a compression bomb`,
          ),
        );
      }, MEMORY_POLL_MS);
      const timer = setTimeout(() => {
        const seconds = timeoutMs / 1000;
        this.fail(
          new EngineInputError(
            `file: reading the ${what} took longer than ${seconds} s and was stopped; the file may be malformed`,
          ),
        );
      }, timeoutMs);
      this.settle = (outcome) => {
        this.settle = undefined;
        clearTimeout(timer);
        clearInterval(watch);
        if ('text' in outcome) resolve(outcome.text);
        else
          reject(
            outcome.error instanceof WorkerCrash
              ? new EngineInputError(`file: the ${what} cannot be read`)
              : outcome.error,
          );
      };
      this.worker.postMessage(job);
    });
  }

  /** Terminates the worker. */
  stop() {
    this.alive = false;
    void this.worker.terminate();
  }

  private fail(error: Error) {
    if (!this.alive) return;
    this.stop();
    this.settle?.({ error });
  }

  private explain(error: Error & { code?: string }): Error {
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new EngineInputError(
        'file: reading it needed more memory than allowed; the file may be malformed',
      );
    }
    // Before `ready` the worker could not even load its modules: a server fault, not the file's.
    return this.ready
      ? new WorkerCrash(error.message)
      : new Error(`file extraction worker failed to start: ${error.message}`);
  }
}

/** The worker died while reading a file: the file's doing, reported as a 400. */
class WorkerCrash extends Error {}

let bootstrapCode: string | undefined;

/**
 * The worker's startup script. From TypeScript sources (tsx, vitest) the worker registers tsx itself,
 * as a worker does not inherit the parent's loader hooks; a compiled build loads the .js entry directly.
 */
function bootstrap(): string {
  if (bootstrapCode) return bootstrapCode;
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = JSON.stringify(new URL(`./extract.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href);
  const tsx = fromSource
    ? `(await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})).register();`
    : '';
  bootstrapCode = `(async () => { ${tsx} await import(${entry}); })();`;
  return bootstrapCode;
}
