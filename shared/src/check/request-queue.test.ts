import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestQueue, SupersededError } from './request-queue';

/** A task that finishes when the test says so, recording that it started. */
function deferredTask(started: string[], name: string) {
  let finish!: () => void;
  let signal!: AbortSignal;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const task = (s: AbortSignal) => {
    signal = s;
    started.push(name);
    return done.then(() => name);
  };
  return { task, finish: () => finish(), signal: () => signal };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RequestQueue', () => {
  it('runs at most `concurrency` tasks at once, urgent ones before bulk', async () => {
    const queue = new RequestQueue<string>(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'bulk', 'typing'].map((n) => deferredTask(started, n));
    const results = [
      queue.run(tasks[0].task, { tag: 'a' }),
      queue.run(tasks[1].task, { tag: 'b' }),
      queue.run(tasks[2].task, { tag: 'bulk', urgent: false }),
      queue.run(tasks[3].task, { tag: 'typing' }),
    ];
    await flush();
    expect(started).toEqual(['a', 'b']);
    expect(queue.runningTags()).toEqual(['a', 'b']);
    tasks[0].finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'typing']);
    for (const t of tasks) t.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'bulk', 'typing']);
    expect(queue.busy).toBe(false);
  });

  it('cancels waiting tasks with SupersededError and never starts them', async () => {
    const queue = new RequestQueue<string>(1);
    const started: string[] = [];
    const first = deferredTask(started, 'first');
    const old = deferredTask(started, 'old');
    const running = queue.run(first.task, { tag: '1:a' });
    const replaced = queue.run(old.task, { tag: '1:b' });
    queue.cancel((tag) => tag === '1:b');
    await expect(replaced).rejects.toBeInstanceOf(SupersededError);
    first.finish();
    await running;
    await flush();
    expect(started).toEqual(['first']);
  });

  it('aborts a running task on its time-out with reason "timeout"', async () => {
    const queue = new RequestQueue<string>(1);
    const started: string[] = [];
    const slow = deferredTask(started, 'slow');
    void queue.run(slow.task, { tag: 's', timeoutMs: 15_000 });
    await flush();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(slow.signal().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.signal().reason).toBe('timeout');
  });

  it('aborts running tasks by tag, leaving the others', async () => {
    const queue = new RequestQueue<string>(2);
    const started: string[] = [];
    const stale = deferredTask(started, 'stale');
    const wanted = deferredTask(started, 'wanted');
    void queue.run(stale.task, { tag: 'old text' });
    void queue.run(wanted.task, { tag: 'kept text' });
    await flush();
    queue.abort((tag) => tag === 'old text', 'obsolete');
    expect(stale.signal().reason).toBe('obsolete');
    expect(wanted.signal().aborted).toBe(false);
  });

  it('starts nothing beside a task that must go alone', async () => {
    const queue = new RequestQueue<string>(2);
    const started: string[] = [];
    const lead = deferredTask(started, 'lead');
    const next = deferredTask(started, 'next');
    void queue.run(lead.task, { tag: 'lead', alone: true });
    void queue.run(next.task, { tag: 'next' });
    await flush();
    expect(started).toEqual(['lead']);
    lead.finish();
    await flush();
    expect(started).toEqual(['lead', 'next']);
  });

  it('passes a failing task’s error to its caller and goes on with the next', async () => {
    const queue = new RequestQueue<string>(1);
    const failing = queue.run(() => Promise.reject(new Error('boom')), { tag: 'x' });
    const throwing = queue.run(
      () => {
        throw new Error('sync');
      },
      { tag: 'y' },
    );
    const after = queue.run(() => Promise.resolve('ok'), { tag: 'z' });
    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('sync');
    await expect(after).resolves.toBe('ok');
  });
});
