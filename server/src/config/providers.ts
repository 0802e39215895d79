import type { LlmConfig } from '../engines/llm/client';
import type { EngineName, TranslateConfig } from '../engines/translate/config';
import { ConfigError, type EnvReader } from './env';

/** Settings of an OpenAI-compatible `/v1/embeddings` provider for semantic search. */
export interface EmbeddingsConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/**
 * One timeout for every call to the LLM (rephrase falls back to the embedded engine when it runs
 * out; translation answers 502). 30 s lets a local model translate a long paragraph; the two
 * parsings this replaced used 15 s and 60 s.
 */
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

/** LLM_BASE_URL + LLM_MODEL (both or neither), LLM_API_KEY, LLM_TIMEOUT_MS. */
export function readLlm(env: EnvReader): LlmConfig | undefined {
  const pair = env.pair('LLM_BASE_URL', 'LLM_MODEL');
  const baseUrl = env.url('LLM_BASE_URL');
  const apiKey = env.string('LLM_API_KEY');
  const timeoutMs = env.int('LLM_TIMEOUT_MS', DEFAULT_LLM_TIMEOUT_MS, 1);
  if (!pair || !baseUrl) return undefined;
  return { baseUrl, model: pair[1], apiKey, timeoutMs };
}

/** EMBEDDINGS_BASE_URL + EMBEDDINGS_MODEL (both or neither), EMBEDDINGS_API_KEY. */
export function readEmbeddings(env: EnvReader): EmbeddingsConfig | undefined {
  const pair = env.pair('EMBEDDINGS_BASE_URL', 'EMBEDDINGS_MODEL');
  const baseUrl = env.url('EMBEDDINGS_BASE_URL');
  const apiKey = env.string('EMBEDDINGS_API_KEY');
  if (!pair || !baseUrl) return undefined;
  return { baseUrl, model: pair[1], apiKey };
}

const ENGINE_NAMES: readonly EngineName[] = ['apertium', 'libretranslate', 'llm'];

/**
 * TRANSLATE_ENGINES, APERTIUM_MODES_DIR / APERTIUM_TIMEOUT_MS, LIBRETRANSLATE_URL /
 * LIBRETRANSLATE_API_KEY / LIBRETRANSLATE_TIMEOUT_MS, and PATH (where the Apertium executables are
 * found). The LLM provider is the shared one. Default order: Apertium (embedded, offline), then
 * LibreTranslate, then the LLM, each only when configured.
 */
export function readTranslate(env: EnvReader, llm: LlmConfig | undefined): TranslateConfig {
  const engines = env.list('TRANSLATE_ENGINES', ENGINE_NAMES.join(','), ENGINE_NAMES) as EngineName[];
  const apertium = {
    modesDir: env.string('APERTIUM_MODES_DIR'),
    timeoutMs: env.int('APERTIUM_TIMEOUT_MS', 20_000, 1),
    searchPath: env.string('PATH', ''),
  };
  const libreUrl = env.url('LIBRETRANSLATE_URL');
  const libreKey = env.string('LIBRETRANSLATE_API_KEY');
  const libreTimeout = env.int('LIBRETRANSLATE_TIMEOUT_MS', 30_000, 1);
  if (libreKey && !libreUrl)
    throw new ConfigError('LIBRETRANSLATE_API_KEY is set but LIBRETRANSLATE_URL is not');
  const config: TranslateConfig = { engines, apertium };
  if (llm) config.llm = llm;
  if (libreUrl) config.libretranslate = { url: libreUrl, apiKey: libreKey, timeoutMs: libreTimeout };
  return config;
}
