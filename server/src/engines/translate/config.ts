import type { LlmConfig } from '../llm/client';
import type { EngineName } from './types';

export type { EngineName } from './types';

/** Translation settings (read at start-up by server/src/config; documented in docs/translation.md). */
export interface TranslateConfig {
  /** Engines in order of preference; only configured ones are used. */
  engines: EngineName[];
  /** `searchPath`: the PATH the Apertium executables are looked up on. */
  apertium: { modesDir?: string; timeoutMs: number; searchPath: string };
  llm?: LlmConfig;
  libretranslate?: { url: string; apiKey?: string; timeoutMs: number };
}

/** A short fingerprint of what decides a translation's output, part of every cache key. */
export function configFingerprint(config: TranslateConfig): string {
  return JSON.stringify([
    config.engines,
    config.llm ? [config.llm.baseUrl, config.llm.model] : null,
    config.libretranslate?.url ?? null,
  ]);
}
