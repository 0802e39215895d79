import type { SpellFinding } from '@margin/shared/spell/checker';
import type { Finding } from '../edits/finding';
import { languageModelWorkerData } from '../lm';
import { poolStats, WorkerPool, workerEntry } from '../workers/pool';
import type { SpellingRequest } from './checkers';

/** What a spell worker is asked: a paragraph's misspellings, or which suggested replacements are real words. */
export type SpellJob =
  | { kind: 'check'; text: string; request: SpellingRequest }
  | { kind: 'real-words'; lang: string; text: string; findings: Finding[] };

/** A spell worker's answer, by job kind. */
export type SpellResult = SpellFinding[] | Finding[];

const pools = new Set<WorkerPool<SpellJob, SpellResult>>();

/** The pool of spell workers: each loads the dictionaries its jobs need, once. */
export function spellPool(size: number, maxTimeoutMs: number): WorkerPool<SpellJob, SpellResult> {
  const pool = new WorkerPool<SpellJob, SpellResult>({
    name: 'the spell engine',
    entry: workerEntry(import.meta.url, 'worker'),
    size,
    maxTimeoutMs,
    // The language model's bytes (context-choice.ts), read once per process and shared with the grammar workers.
    workerData: languageModelWorkerData,
  });
  pools.add(pool);
  return pool;
}

/** Pending calls and worker restarts over every spell pool, for /metrics (read, never started, here). */
export function spellPoolStats(): { pending: number; restarts: number } {
  return poolStats(pools);
}
