/**
 * The worker side of a `WorkerPool` (pool.ts): runs the jobs one at a time, in order, and drops a job
 * the pool cancelled before it started.
 */
import { parentPort } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './pool';

/** Thrown by `started()` when the job was cancelled while its data loaded: it is not run. */
class Cancelled extends Error {}

/**
 * Serves the pool's jobs on this worker thread. `handle` loads what a job needs, calls `started()`
 * (from then on the pool's deadline terminates the worker), then does the work.
 */
export function serveJobs<Job, Result>(
  handle: (job: Job, started: () => void) => Promise<Result> | Result,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  const cancelled = new Set<number>();
  let queue = Promise.resolve();
  const reply = (msg: FromWorker<Result>) => port.postMessage(msg);

  const runOne = async (id: number, job: Job) => {
    if (cancelled.has(id)) return;
    try {
      const result = await handle(job, () => {
        if (cancelled.delete(id)) throw new Cancelled();
        reply({ started: id });
      });
      reply({ id, result });
    } catch (error) {
      if (error instanceof Cancelled) return;
      const kind = error instanceof Error ? error.name : 'Error';
      reply({ id, error: error instanceof Error ? error.message : String(error), kind });
    } finally {
      // Jobs run in id order: a cancellation that arrived after its job ran is no longer needed.
      for (const c of cancelled) if (c <= id) cancelled.delete(c);
    }
  };

  port.on('message', (msg: ToWorker<Job>) => {
    if ('cancel' in msg) cancelled.add(msg.cancel);
    else queue = queue.then(() => runOne(msg.id, msg.job));
  });
  reply({ ready: true });
}
