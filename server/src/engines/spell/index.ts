/**
 * The spell engine in the server: Margin's shared checker (checkers.ts) run in a pool of worker
 * threads (pool.ts, worker.ts), so neither loading a dictionary (seconds for English) nor checking a
 * pathological paragraph holds the server's event loop. Each call has a deadline; past it the call
 * fails with EngineTimeoutError, and a worker still running it is terminated and replaced.
 *
 *   const findings = await spellEngine().check(paragraph, { lang: 'en', variety: 'gb', neural: true });
 *   // → [{ start, end, original, candidates }]  (code points, relative to `paragraph`)
 *
 * `supportsLanguage(lang)` says which languages it checks; an unsupported one fails with
 * `UnsupportedLanguageError`.
 */
import fs from 'node:fs';
import type { SpellFinding } from '@margin/shared/spell/checker';
import type { Finding } from '../edits/finding';
import { preloadLanguageModelBytes } from '../lm';
import { type SpellingRequest, UnsupportedLanguageError } from './checkers';
import { neuralLanguage, supportsLanguage } from './languages';
import { spellPool } from './pool';
import { RERANKER_FILE } from './reranker';

export type { SpellFinding } from '@margin/shared/spell/checker';
export { type SpellingRequest, UnsupportedLanguageError } from './checkers';
export { SPELL_LANGUAGES, supportsLanguage, UNSUPPORTED_LANGUAGES } from './languages';

/** The spell engine: checks paragraphs and replacement words in its worker threads. */
export interface SpellEngine {
  /** Misspelled words of one paragraph with their corrections (code points relative to it). */
  check(text: string, request: SpellingRequest, timeoutMs?: number): Promise<SpellFinding[]>;
  /**
   * The findings whose replacements are all real words of `lang` in any of its varieties (the other
   * replacements dropped, a finding left with none dropped): `realWordReplacementsOnly` with the
   * language's dictionaries.
   */
  realWordsOnly(lang: string, text: string, findings: Finding[], timeoutMs?: number): Promise<Finding[]>;
  /** Calls sent to the workers and not yet answered; workers replaced after they died. */
  stats(): { pending: number; restarts: number };
  close(): Promise<void>;
}

/** How the spell engine runs. */
export interface SpellEngineOptions {
  /** Worker threads (SPELL_WORKERS); the first call's value sizes the pool. @default 1 */
  workers?: number;
  /** Longest deadline of one call (SPELL_TIMEOUT_MS); the first call's value holds. @default 10000 */
  timeoutMs?: number;
}

let engine: SpellEngine | undefined;

/** The process's spell engine: a worker pool, whose workers start on the first call. */
export function spellEngine(options: SpellEngineOptions = {}): SpellEngine {
  if (!engine) {
    const pool = spellPool(options.workers ?? 1, options.timeoutMs ?? 10_000);
    engine = {
      check(text, request, timeoutMs) {
        if (!supportsLanguage(request.lang))
          return Promise.reject(new UnsupportedLanguageError(request.lang));
        const job = {
          kind: 'check' as const,
          text,
          request: { ...request, userWords: toArray(request.userWords) },
        };
        const run = () => pool.run(job, timeoutMs) as Promise<SpellFinding[]>;
        // English corrections are chosen in context by the language model (context-choice.ts): its bytes
        // are read into shared memory before a worker starts, so the worker views them instead of
        // reading its own 59 MB copy.
        return request.neural && request.lang === 'en' ? preloadLanguageModelBytes().then(run) : run();
      },
      realWordsOnly(lang, text, findings, timeoutMs) {
        if (!supportsLanguage(lang)) return Promise.reject(new UnsupportedLanguageError(lang));
        return pool.run({ kind: 'real-words', lang, text, findings }, timeoutMs) as Promise<Finding[]>;
      },
      stats: () => ({ pending: pool.pending, restarts: pool.restarts }),
      close: () => pool.close(),
    };
  }
  return engine;
}

/** A plain array for the worker message (a Set clones too, but any other iterable would not). */
function toArray(words: Iterable<string> | undefined): string[] | undefined {
  return words === undefined ? undefined : [...words];
}

/** Whether the neural reranker serves `lang`: a language with one, and the trained model is installed. */
export function neuralAvailable(lang: string): boolean {
  return neuralLanguage(lang) && fs.existsSync(RERANKER_FILE);
}
