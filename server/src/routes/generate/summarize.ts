import { createHash } from 'node:crypto';
import type { Endpoints } from '@margin/shared/contract';
import { HttpError } from '../../http/errors';
import type { Handler } from '../../http/mount';

/** Summaries are cached briefly (API.md "Caching"); batch items share entries with single requests. */
export const SUMMARY_CACHE_SECONDS = 600;

/** POST /summarize: one text or a batch; an item empty after stripping markup is a 400 naming it. */
export const summarizeHandler: Handler<Endpoints['summarize']> = async ({ input, deps }) => {
  const engine = await import('../../engines/summarize');
  const single = input.text !== undefined;
  const items = single ? [input.text as string] : (input.texts as string[]);
  items.forEach((item, i) => {
    if (!engine.documentText(item).trim()) {
      throw new HttpError(400, `${single ? 'text' : `texts[${i}]`}: is empty after removing HTML markup`);
    }
  });

  const results = [];
  for (const item of items) {
    const key = `summarize:${engine.SUMMARIZER_VERSION}:${input.length}:${createHash('sha256').update(item).digest('hex')}`;
    const cached = await deps.store.cache.get<ReturnType<typeof engine.summarize>>(key);
    if (cached) {
      results.push(cached);
      continue;
    }
    let summary: ReturnType<typeof engine.summarize>;
    try {
      summary = engine.summarize(item, input.length);
    } catch (err) {
      deps.logger.error('summarizer failed', { error: err instanceof Error ? err.message : String(err) });
      // The whole request fails (nothing is billed); items already summarized stay cached.
      throw new HttpError(502, 'Unexpected error summarizing text.');
    }
    await deps.store.cache.set(key, summary, SUMMARY_CACHE_SECONDS);
    results.push(summary);
  }
  return single ? results[0] : { results };
};
