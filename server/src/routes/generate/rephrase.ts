import { randomUUID } from 'node:crypto';
import type { Endpoints } from '@margin/shared/contract';
import type { LlmConfig } from '../../engines/llm/client';
import { HttpError } from '../../http/errors';
import type { Handler } from '../../http/mount';

/** Runs the rephrase engine and shapes its answer as Rephrase results. */
async function run(
  text: string,
  mapping: string,
  options: { tone?: string; tense?: string; numResults: number },
  logger: { warn(msg: string, fields?: Record<string, unknown>): void },
  llm: LlmConfig | undefined,
) {
  const engine = await import('../../engines/rephrase');
  if (!engine.EMBEDDED_MAPPINGS.includes(mapping)) {
    throw new HttpError(400, `mapping: ${mapping} is not supported by this server`);
  }
  let outcome: Awaited<ReturnType<typeof engine.rephrase>>;
  try {
    outcome = await engine.rephrase(
      { text, mapping, tone: options.tone, tense: options.tense, numResults: options.numResults },
      llm,
      (reason) => logger.warn('LLM rephrase failed; using the embedded engine', { reason }),
    );
  } catch (err) {
    logger.warn('rephrase engine failed', { error: err instanceof Error ? err.message : String(err) });
    // A rule-engine failure on odd input is reported as a 400 the caller can read, never as a 500.
    throw new HttpError(400, 'text: this text could not be analysed by the rephrase engine');
  }
  return {
    results: outcome.replacements.map((replacement) => ({
      hash: randomUUID(),
      model_version: outcome.modelVersion,
      original: text,
      rephrase_type: mapping as never,
      replacement,
    })),
  };
}

/** POST /rephrase: one mapping over the text; `results: []` when no transformation applies. */
export const rephraseHandler: Handler<Endpoints['rephrase']> = ({ input, deps }) =>
  run(
    input.text,
    input.mapping,
    { tone: input.tone_mapping, tense: input.tense_mapping, numResults: input.num_results },
    deps.logger,
    deps.config.llm,
  );

/** POST /paraphrase (deprecated): rephrase with mapping paraphrase. */
export const paraphraseHandler: Handler<Endpoints['paraphrase']> = ({ input, deps }) =>
  run(input.text, 'paraphrase', { numResults: input.num_results }, deps.logger, deps.config.llm);
