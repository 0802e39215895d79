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

/** A chat message. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The provider failed: unreachable, slow, an error status or an answer of the wrong shape. */
export class LlmError extends Error {}

/**
 * One chat completion: POST {baseUrl}/chat/completions; returns the first choice's message content.
 * Anything but a 200 with `choices[0].message.content` as a non-empty string is an LlmError.
 */
export async function chatComplete(
  cfg: LlmConfig,
  messages: ChatMessage[],
  options: { temperature?: number; maxTokens?: number } = {},
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
  let res: Response;
  try {
    res = await fetch(`${cfg.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: cfg.model,
        messages,
        temperature: options.temperature ?? 0.7,
        max_tokens: options.maxTokens ?? 1024,
        stream: false,
      }),
      signal: controller.signal,
    });
  } catch (err) {
    throw new LlmError(
      controller.signal.aborted
        ? `no answer within ${cfg.timeoutMs} ms`
        : `unreachable: ${(err as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
  }
  if (res.status !== 200) throw new LlmError(`answered HTTP ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new LlmError('answered something that is not JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string' || !content.trim())
    throw new LlmError('answer has no choices[0].message.content');
  return content;
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
