import { createHash } from 'node:crypto';
import type { Endpoints } from '@margin/shared/contract';
import { codePointLength } from '@margin/shared/contract/common';
import type { AppDeps } from '../../deps';
import type { CacheLookup, Handler, HandlerContext } from '../../http/mount';
import { runEngine } from './engine-failure';

type Aidetect = Endpoints['aidetect'];
type Detection = import('../../engines/aidetect').Detection;

/** API.md "Caching": AI detection results are kept for 3 days on the entire text. */
export const AIDETECT_CACHE_SECONDS = 3 * 24 * 60 * 60;

/** Cache key of one text under one detector version. */
const cacheKey = (version: string, text: string) =>
  `aidetect:${version}:${createHash('sha256').update(text).digest('hex')}`;

const textsOf = (input: HandlerContext<Aidetect>['input']): string[] => input.texts ?? [input.text as string];

/** The answer for one text: the detection shaped by the request's options. */
async function shape(input: HandlerContext<Aidetect>['input'], text: string, d: Detection) {
  const { renderHeatmap } = await import('../../engines/aidetect');
  return {
    score: d.score,
    ai_fraction: d.ai_fraction,
    ...(d.confidence ? { confidence: d.confidence } : {}),
    ...(input.sent_scores ? { sentence_scores: d.sentence_scores } : {}),
    text,
    tokens: d.tokens,
    token_probs: d.token_probs,
    ...(input.score_string ? { score_string: renderHeatmap(text, d.token_probs) } : {}),
  };
}

async function answer(input: HandlerContext<Aidetect>['input'], found: Map<string, Detection>) {
  const results = await Promise.all(textsOf(input).map((t) => shape(input, t, found.get(t) as Detection)));
  return input.texts ? { results } : results[0];
}

/** Cached detections of the request's texts (identical items looked up once). */
async function cachedDetections(
  deps: AppDeps,
  version: string,
  texts: string[],
): Promise<Map<string, Detection>> {
  const found = new Map<string, Detection>();
  for (const text of new Set(texts)) {
    const hit = await deps.store.cache.get<Detection>(cacheKey(version, text));
    if (hit) found.set(text, hit);
  }
  return found;
}

/**
 * Before billing: a request whose every text is cached is answered from the cache, unbilled; otherwise
 * only the texts not yet cached are billed (identical items once).
 */
async function lookup({ input, deps }: HandlerContext<Aidetect>): Promise<CacheLookup<Aidetect>> {
  const texts = textsOf(input);
  const found = await cachedDetections(deps, input.version, texts);
  const missing = [...new Set(texts)].filter((t) => !found.has(t));
  if (missing.length === 0) return { body: await answer(input, found) };
  return { characters: missing.reduce((n, t) => n + codePointLength(t), 0) };
}

/** POST /api/v1/aidetect: scores each text (batch items independently) and caches every result. */
const detect = (({ input, deps }) =>
  runEngine('AI detection', async () => {
    const { detectInWorker } = await import('../../services/aidetect');
    const texts = textsOf(input);
    const found = await cachedDetections(deps, input.version, texts);
    for (const text of new Set(texts)) {
      if (found.has(text)) continue;
      // In the AI-detection worker, with a deadline: past it 503 with Retry-After, never a hang.
      const d = await detectInWorker({ text, version: input.version }, deps.config.aidetectTimeoutMs);
      await deps.store.cache.set(cacheKey(input.version, text), d, AIDETECT_CACHE_SECONDS);
      found.set(text, d);
    }
    return answer(input, found);
  })) as Handler<Aidetect>;

detect.mount = { cached: lookup };

export { detect as aidetectHandler };
