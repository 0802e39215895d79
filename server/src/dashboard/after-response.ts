import type { Logger } from '../log/logger';

/**
 * Work a page starts but does not wait for: it runs after the response, one task at a time in the
 * order queued, and a failure is logged, never shown. Account recovery queues its lookup and mail
 * here so that a registered address and an unknown one cost the request the same database work:
 * the response time says nothing about which addresses have accounts (issue #17).
 */
export class AfterResponseQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly logger: Logger,
    /** Tasks allowed to wait; more are dropped with a warning (the per-IP limit keeps this far off). @default 1000 */
    private readonly capacity = 1000,
  ) {}

  /** Queues `task` under `label` (for the log); false when the queue is full and the task was dropped. */
  enqueue(label: string, task: () => Promise<unknown>): boolean {
    if (this.waiting >= this.capacity) {
      this.logger.warn('after-response queue full; task dropped', { task: label });
      return false;
    }
    this.waiting++;
    // setImmediate: the task starts once the current response has been handed back, not before.
    const start = () => new Promise<void>((resolve) => setImmediate(resolve));
    this.tail = this.tail
      .then(start)
      .then(async () => {
        await task();
      })
      .catch((err: unknown) => {
        this.logger.error('after-response task failed', {
          task: label,
          error: err instanceof Error ? err.message : String(err),
        });
      })
      .finally(() => {
        this.waiting--;
      });
    return true;
  }

  /** Resolves once every task queued so far has finished (shutdown). */
  idle(): Promise<void> {
    return this.tail;
  }
}
