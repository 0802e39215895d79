import type { EngineName } from './types';

/** Translation settings, read from the environment (documented in docs/translation.md). */
export interface TranslateConfig {
  /** Engines in order of preference; only configured ones are used. */
  engines: EngineName[];
  apertium: { modesDir?: string; timeoutMs: number };
  llm?: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
  libretranslate?: { url: string; apiKey?: string; timeoutMs: number };
}

const ENGINE_NAMES: readonly EngineName[] = ['apertium', 'libretranslate', 'llm'];

/** Thrown for a translation setting that cannot work; names the variable. */
export class TranslateConfigError extends Error {}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new TranslateConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/**
 * Reads TRANSLATE_ENGINES, APERTIUM_MODES_DIR, LLM_BASE_URL / LLM_MODEL / LLM_API_KEY and
 * LIBRETRANSLATE_URL / LIBRETRANSLATE_API_KEY. The default order is Apertium (embedded, offline), then
 * LibreTranslate, then the LLM, each only when configured.
 */
export function loadTranslateConfig(env: NodeJS.ProcessEnv = process.env): TranslateConfig {
  const engines = (env.TRANSLATE_ENGINES || ENGINE_NAMES.join(','))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const e of engines) {
    if (!ENGINE_NAMES.includes(e as EngineName)) {
      throw new TranslateConfigError(
        `TRANSLATE_ENGINES: unknown engine "${e}"; known: ${ENGINE_NAMES.join(', ')}`,
      );
    }
  }
  const config: TranslateConfig = {
    engines: [...new Set(engines)] as EngineName[],
    apertium: {
      modesDir: env.APERTIUM_MODES_DIR || undefined,
      timeoutMs: positiveInt(env, 'APERTIUM_TIMEOUT_MS', 20_000),
    },
  };
  if (env.LLM_BASE_URL) {
    if (!env.LLM_MODEL) throw new TranslateConfigError('LLM_MODEL is required when LLM_BASE_URL is set');
    config.llm = {
      baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
      model: env.LLM_MODEL,
      apiKey: env.LLM_API_KEY || undefined,
      timeoutMs: positiveInt(env, 'LLM_TIMEOUT_MS', 60_000),
    };
  }
  if (env.LIBRETRANSLATE_URL) {
    config.libretranslate = {
      url: env.LIBRETRANSLATE_URL.replace(/\/+$/, ''),
      apiKey: env.LIBRETRANSLATE_API_KEY || undefined,
      timeoutMs: positiveInt(env, 'LIBRETRANSLATE_TIMEOUT_MS', 30_000),
    };
  }
  return config;
}

/** A short fingerprint of what decides a translation's output, part of every cache key. */
export function configFingerprint(config: TranslateConfig): string {
  return JSON.stringify([
    config.engines,
    config.llm ? [config.llm.baseUrl, config.llm.model] : null,
    config.libretranslate?.url ?? null,
  ]);
}
