import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { EnglishCheckOptions } from './analyse';
import { GrammarPool, grammarPoolStats } from './pool';

const OPTIONS: EnglishCheckOptions = { dialect: 'us', anyVariety: false, harperSpelling: true, advanced: [] };

describe('GrammarPool figures for /metrics', () => {
  const pool = new GrammarPool(1);
  afterAll(() => pool.close());

  it('counts a job as pending until it is answered', async () => {
    expect(pool.pending).toBe(0);
    const job = pool.check('She go to school every days.', OPTIONS);
    expect(pool.pending).toBe(1);
    expect(grammarPoolStats().pending).toBeGreaterThanOrEqual(1);
    await job;
    expect(pool.pending).toBe(0);
  }, 60_000);

  it('counts a worker replaced after it died, and not one stopped by close()', async () => {
    const before = pool.restarts;
    // Kill the live worker from outside, as a crash would.
    const worker = (pool as unknown as { harper: { workers: { worker: Worker }[] } }).harper.workers[0]
      ?.worker;
    expect(worker).toBeDefined();
    await worker?.terminate();
    await pool.check('They was late.', OPTIONS);
    expect(pool.restarts).toBe(before + 1);
    expect(grammarPoolStats().restarts).toBeGreaterThanOrEqual(1);
    await pool.close();
    await pool.check('They was late.', OPTIONS);
    expect(pool.restarts).toBe(before + 1);
  }, 120_000);

  it('abandons a call past its deadline and replaces the worker (#17 finding 1)', async () => {
    await pool.check('They was late.', OPTIONS);
    const before = pool.restarts;
    // A 20,000-character paragraph: Harper is still linting it when the 300 ms deadline passes.
    const long = 'She go to school every days and they was late again. '.repeat(380);
    await expect(pool.check(long, OPTIONS, 300)).rejects.toThrow(
      /the grammar engine took longer than 300 ms/,
    );
    const findings = await pool.check('She go to school every days.', OPTIONS);
    expect(findings.length).toBeGreaterThan(0);
    expect(pool.restarts).toBe(before + 1);
  }, 240_000);

  it('drops a queued call past its deadline without terminating the worker running another (#17 finding 1)', async () => {
    const before = pool.restarts;
    const running = pool.check('She go to school every days.', OPTIONS);
    await expect(pool.check('They was late.', OPTIONS, 1)).rejects.toThrow(
      /the grammar engine took longer than 1 ms/,
    );
    expect((await running).length).toBeGreaterThan(0);
    expect(pool.restarts).toBe(before);
  }, 120_000);
});
