import { ProviderError } from '../providers/http';
import { type ChatMessage, chatCompletion } from '../providers/openai';

/**
 * Where and how to reach an OpenAI-compatible chat-completions server (Ollama, vLLM, llama.cpp); read
 * from LLM_* at start-up by server/src/config.
 */
export interface LlmConfig {
  /** Base URL up to /v1, e.g. http://127.0.0.1:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** A request that takes longer is abandoned and the embedded engine answers. */
  timeoutMs: number;
}

export type { ChatMessage } from '../providers/openai';

/** The provider failed: unreachable, slow, an error status or an answer of the wrong shape. */
export class LlmError extends Error {}

/**
 * One chat completion through the one OpenAI-compatible client (engines/providers/openai.ts), with
 * rephrase's defaults (temperature 0.7, at most 1,024 tokens); every failure is an LlmError.
 */
export async function chatComplete(
  cfg: LlmConfig,
  messages: ChatMessage[],
  options: { temperature?: number; maxTokens?: number } = {},
): Promise<string> {
  try {
    return await chatCompletion(cfg, {
      model: cfg.model,
      messages,
      temperature: options.temperature ?? 0.7,
      maxTokens: options.maxTokens ?? 1024,
    });
  } catch (err) {
    if (err instanceof ProviderError) throw new LlmError(err.message);
    throw err;
  }
}

/**
 * Strictly reads `{"results": ["…", …]}` from a model's answer (a ```json fence around it is
 * tolerated, nothing else): at most `max` distinct non-empty strings.
 */
export function parseResults(content: string, max: number): string[] {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfenced);
  } catch {
    throw new LlmError('answer is not the JSON object asked for');
  }
  const results = (parsed as { results?: unknown })?.results;
  if (!Array.isArray(results) || results.some((r) => typeof r !== 'string')) {
    throw new LlmError('answer has no "results" array of strings');
  }
  const clean = [...new Set((results as string[]).map((r) => r.trim()).filter(Boolean))];
  if (clean.length === 0) throw new LlmError('answer has no results');
  return clean.slice(0, max);
}
