import { afterEach, describe, expect, it } from 'vitest';
import { EngineInputError, EngineTimeoutError, EngineUnavailableError } from '../errors';
import type { TestJob } from './fixtures/test.worker';
import { WorkerPool, workerEntry } from './pool';

let pool: WorkerPool<TestJob, number>;
const newPool = (maxTimeoutMs = 30_000) => {
  pool = new WorkerPool<TestJob, number>({
    name: 'the test engine',
    entry: workerEntry(new URL('./fixtures/pool.ts', import.meta.url).href, 'test.worker'),
    size: 1,
    maxTimeoutMs,
  });
  return pool;
};
afterEach(() => pool?.close());

describe('WorkerPool (#17: every engine call has an enforced deadline)', () => {
  it('answers jobs from its worker and counts them pending until answered', async () => {
    newPool();
    const job = pool.run({ value: 21 });
    expect(pool.pending).toBe(1);
    expect(await job).toBe(42);
    expect(pool.pending).toBe(0);
  }, 30_000);

  it('terminates a worker whose job runs past its deadline, and replaces it on the next call', async () => {
    newPool();
    await pool.run({ value: 1 });
    await expect(pool.run({ value: 1, workMs: -1 }, 1_000)).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(await pool.run({ value: 2 })).toBe(4);
    expect(pool.restarts).toBe(1);
  }, 30_000);

  it('only cancels a job that has not started (still loading its data): the worker is kept', async () => {
    newPool();
    await pool.run({ value: 1 });
    await expect(pool.run({ value: 1, loadMs: 1_500 }, 200)).rejects.toThrow(/took longer than 200 ms/);
    expect(await pool.run({ value: 3 })).toBe(6);
    expect(pool.restarts).toBe(0);
  }, 30_000);

  it('drops a queued job past its deadline without terminating the worker running another', async () => {
    newPool();
    await pool.run({ value: 1 });
    const running = pool.run({ value: 5, workMs: 1_000 });
    await expect(pool.run({ value: 1 }, 100)).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(await running).toBe(10);
    expect(pool.restarts).toBe(0);
  }, 30_000);

  it('replaces a worker stuck in a job its caller abandoned before it started', async () => {
    newPool(1_500);
    await pool.run({ value: 1 });
    // Cancelled during a synchronous load: the worker reads the cancellation only after the job has
    // started, and the job hangs.
    await expect(pool.run({ value: 1, blockMs: 300, workMs: -1 }, 100)).rejects.toBeInstanceOf(
      EngineTimeoutError,
    );
    // Calls queued behind the hung job fail (their own deadline or the restart), until the watchdog
    // has replaced the worker; then calls are answered again.
    let answer: number | undefined;
    for (let attempt = 0; attempt < 4 && answer === undefined; attempt++) {
      answer = await pool.run({ value: 4 }).catch((error) => {
        expect(error).toBeInstanceOf(EngineUnavailableError);
        return undefined;
      });
    }
    expect(answer).toBe(8);
    expect(pool.restarts).toBe(1);
  }, 30_000);

  it("turns the worker's typed input error into EngineInputError, any other into EngineUnavailableError", async () => {
    newPool();
    await expect(pool.run({ value: 1, fail: 'input' })).rejects.toBeInstanceOf(EngineInputError);
    const crash = pool.run({ value: 1, fail: 'crash' });
    await expect(crash).rejects.toBeInstanceOf(EngineUnavailableError);
    await expect(crash).rejects.toThrow(/the test engine failed on this text: boom/);
  }, 30_000);
});
