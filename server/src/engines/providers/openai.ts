import { ProviderError, requestJson } from './http';

/** An OpenAI-compatible server (Ollama, vLLM, llama.cpp server, a hosted API). */
export interface OpenAiEndpoint {
  /** Base URL up to the version, e.g. http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** A chat message. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** One chat-completions request; fields left out are not sent (the server's defaults apply). */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
}

const headers = (endpoint: OpenAiEndpoint) =>
  endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : undefined;

/**
 * POST {baseUrl}/chat/completions (not streamed): the first choice's message content. Anything but
 * a non-empty string there is a ProviderError. Used by rephrase and by translation.
 */
export async function chatCompletion(endpoint: OpenAiEndpoint, req: ChatRequest): Promise<string> {
  const body = await requestJson(`${endpoint.baseUrl}/chat/completions`, {
    body: {
      model: req.model,
      messages: req.messages,
      ...(req.temperature === undefined ? {} : { temperature: req.temperature }),
      ...(req.maxTokens === undefined ? {} : { max_tokens: req.maxTokens }),
      stream: false,
    },
    headers: headers(endpoint),
    timeoutMs: endpoint.timeoutMs,
    fetch: endpoint.fetch,
  });
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string' || !content.trim())
    throw new ProviderError('the answer has no choices[0].message.content');
  return content;
}

/**
 * POST {baseUrl}/embeddings: one vector per input, in input order (the `index` field decides). A
 * wrong count or a vector that is not a list of finite numbers is a ProviderError.
 */
export async function embeddings(
  endpoint: OpenAiEndpoint,
  model: string,
  input: string[],
): Promise<number[][]> {
  const body = (await requestJson(`${endpoint.baseUrl}/embeddings`, {
    body: { model, input },
    headers: headers(endpoint),
    timeoutMs: endpoint.timeoutMs,
    fetch: endpoint.fetch,
  })) as { data?: { embedding?: unknown; index?: number }[] } | undefined;
  const data = body?.data;
  if (!Array.isArray(data) || data.length !== input.length) {
    throw new ProviderError(
      `returned ${Array.isArray(data) ? data.length : 'no'} embeddings for ${input.length} texts`,
    );
  }
  return [...data]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((d) => {
      const e = d.embedding;
      if (!Array.isArray(e) || e.length === 0 || !e.every((x) => typeof x === 'number' && Number.isFinite(x)))
        throw new ProviderError('returned an embedding that is not a list of numbers');
      return e as number[];
    });
}
