import type { Finding } from '../edits/finding';
import type { EnglishCheckOptions } from './analyse';
import { GrammarPool } from './pool';

export type { EnglishCheckOptions } from './analyse';
export { checkAnyLanguage } from './analyse';
export type { HarperDialect } from './harper/linter';

/** The grammar engine: full checks for English; what it supports. */
export interface GrammarEngine {
  /** Languages with full grammar checking. */
  readonly languages: readonly string[];
  /**
   * Findings on one English paragraph, code points relative to it; past `timeoutMs` the call fails
   * with EngineTimeoutError and its worker is replaced.
   */
  checkEnglish(text: string, options: EnglishCheckOptions, timeoutMs?: number): Promise<Finding[]>;
  close(): Promise<void>;
}

let engine: GrammarEngine | undefined;

/** Options of the grammar engine. */
export interface GrammarOptions {
  /** Worker threads (GRAMMAR_WORKERS); the first call's value sizes the pool. @default 1 */
  workers?: number;
}

/** The process's grammar engine: a worker pool, created on first use. */
export function grammarEngine(options: GrammarOptions = {}): GrammarEngine {
  if (!engine) {
    const pool = new GrammarPool(options.workers ?? 1);
    engine = {
      languages: ['en'],
      checkEnglish: (text, options, timeoutMs) => pool.check(text, options, timeoutMs),
      close: () => pool.close(),
    };
  }
  return engine;
}
