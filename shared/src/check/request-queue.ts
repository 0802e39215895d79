/** The rejection of a queued task that was cancelled before it started (a newer one replaced it). */
export class SupersededError extends Error {
  override readonly name = 'SupersededError';

  constructor() {
    super('superseded by a newer request');
  }
}

/** How one task is queued. */
export interface TaskOptions<Tag> {
  /** What the task is about; {@link RequestQueue.cancel} and {@link RequestQueue.abort} select by it. */
  tag: Tag;
  /** Urgent tasks (what the writer is typing) wait only behind other urgent ones. @default true */
  urgent?: boolean;
  /** Nothing else starts while this task runs (the first, small check goes alone). @default false */
  alone?: boolean;
  /** The task's signal aborts with reason `'timeout'` after this long. */
  timeoutMs?: number;
}

interface Entry<Tag> {
  tag: Tag;
  urgent: boolean;
  alone: boolean;
  timeoutMs?: number;
  controller: AbortController;
  task: (signal: AbortSignal) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Requests to the server, a few in flight at once; more wait, urgent ones first. A task gets an
 * AbortSignal that fires on its time-out or when the caller aborts it (its answer would be stale).
 */
export class RequestQueue<Tag = string | undefined> {
  private waiting: Entry<Tag>[] = [];
  private readonly inFlight = new Set<Entry<Tag>>();
  private aloneRunning = false;

  constructor(private readonly concurrency: number) {}

  /** Whether tasks are running or waiting. */
  get busy(): boolean {
    return this.inFlight.size > 0 || this.waiting.length > 0;
  }

  /** Tags of the tasks in flight. */
  runningTags(): Tag[] {
    return [...this.inFlight].map((e) => e.tag);
  }

  /** Queues a task; resolves or rejects as it does, or rejects with SupersededError if cancelled first. */
  run<T>(task: (signal: AbortSignal) => Promise<T>, options: TaskOptions<Tag>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Entry<Tag> = {
        tag: options.tag,
        urgent: options.urgent ?? true,
        alone: options.alone ?? false,
        timeoutMs: options.timeoutMs,
        controller: new AbortController(),
        task,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      const at = entry.urgent ? this.waiting.findIndex((q) => !q.urgent) : -1;
      if (at < 0) this.waiting.push(entry);
      else this.waiting.splice(at, 0, entry);
      this.pump();
    });
  }

  /** Drops waiting (not yet started) tasks whose tag passes `test`; they reject with SupersededError. */
  cancel(test: (tag: Tag) => boolean): void {
    this.waiting = this.waiting.filter((entry) => {
      if (!test(entry.tag)) return true;
      entry.reject(new SupersededError());
      return false;
    });
  }

  /** Aborts running tasks whose tag passes `test`, with `reason` on their signal. */
  abort(test: (tag: Tag) => boolean, reason: string): void {
    for (const entry of this.inFlight) if (test(entry.tag)) entry.controller.abort(reason);
  }

  /** Cancels every waiting task and aborts every running one. */
  clear(reason: string): void {
    this.cancel(() => true);
    this.abort(() => true, reason);
  }

  private pump(): void {
    while (!this.aloneRunning && this.inFlight.size < this.concurrency && this.waiting.length > 0) {
      const entry = this.waiting.shift() as Entry<Tag>;
      this.inFlight.add(entry);
      if (entry.alone) this.aloneRunning = true;
      void this.start(entry);
    }
  }

  /** Runs one task; its caller hears the outcome after the queue has moved on (so `busy` is current). */
  private async start(entry: Entry<Tag>): Promise<void> {
    const { controller } = entry;
    const timer =
      entry.timeoutMs === undefined
        ? undefined
        : setTimeout(() => controller.abort('timeout'), entry.timeoutMs);
    let outcome: { ok: true; value: unknown } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await entry.task(controller.signal) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    clearTimeout(timer);
    this.inFlight.delete(entry);
    if (entry.alone) this.aloneRunning = false;
    this.pump();
    if (outcome.ok) entry.resolve(outcome.value);
    else entry.reject(outcome.error);
  }
}
