import { z } from 'zod';
import { singleOrBatch, textOrTexts } from './batch';
import { booleanField, NoParams, oneOf, optionalNullable } from './common';
import { endpoint } from './endpoint';

export const AIDETECT_MAX_CHARS = 200_000;

/** Detector model versions, oldest first. */
export const AIDETECT_VERSIONS = [
  '20240606',
  '20251027',
  '20260820',
  '20261124',
  '20261125',
  '20261126',
  '20261128',
  '20261129',
  '20261130',
] as const;
/** The version requests omitting `version` get. */
export const AIDETECT_DEFAULT_VERSION = '20261128';

export const AidetectVersion = oneOf(AIDETECT_VERSIONS).meta({
  id: 'AidetectVersion',
  description:
    'Detector model: 20240606, 20251027, 20260820 (on request), 20261124, 20261125, 20261126 (previous defaults), 20261128 (current default), 20261129 (on request: adds a machine-phrase lexicon; higher AUROC, but flags more human news), 20261130 (on request: 20261128 with a threshold per text length, 50–149 and 150+ words; flags more machine text of 150+ words, and more human news); all calibrated so that ≤ 3% of human texts per genre score ≥ 0.5',
});

export const AidetectRequest = textOrTexts(
  {
    sent_scores: optionalNullable(booleanField(), true).describe('Return sentence_scores'),
    score_string: optionalNullable(booleanField(), false).describe('Return an HTML heatmap in score_string'),
    version: optionalNullable(AidetectVersion, AIDETECT_DEFAULT_VERSION),
  },
  { max: AIDETECT_MAX_CHARS },
).meta({ id: 'AidetectRequest' });

const probability = () => z.number().min(0).max(1);

export const SentenceScore = z
  .object({
    score: probability().describe('Same model, scale and 0.5 threshold as the document score'),
    sentence: z.string(),
    start: z
      .int()
      .min(0)
      .describe('Offset into text in Unicode code points; text[start:end] equals sentence'),
    end: z.int().min(0).describe('Exclusive end offset in Unicode code points'),
  })
  .meta({ id: 'SentenceScore' });

export const AidetectResult = z
  .object({
    score: probability().describe(
      '0 is maximal confidence human-written, 1 maximal confidence AI-generated; computed over the whole text',
    ),
    ai_fraction: probability().describe(
      'Share of the text (by characters, ignoring whitespace) in sentences scoring 0.5 or above',
    ),
    confidence: z
      .enum(['low', 'normal'])
      .optional()
      .describe(
        'low when the text is too short (under 50 words) for a verdict: the score is then a lean, kept below 0.5 (versions 20261124 and later)',
      ),
    sentence_scores: z.array(SentenceScore).optional().describe('When sent_scores is true'),
    text: z.string().describe('The analyzed text'),
    tokens: z.array(z.string()).describe('Tokens from the backend tokenizer'),
    token_probs: z
      .array(probability())
      .describe('Probability per token that it is AI-generated; aligned with tokens'),
    score_string: z
      .string()
      .optional()
      .describe('HTML heatmap of predicted AI portions; when score_string is true'),
  })
  .meta({ id: 'AidetectResult' });

export const AidetectResponse = singleOrBatch(AidetectResult, 'AidetectBatchResult');

/** POST /api/v1/aidetect: single text or a batch of up to 10. */
export const aidetect = endpoint('aidetect', {
  summary: 'Probability that text is AI-generated, per document, sentence and token',
  tag: 'AI detection',
  metering: 'billable',
  params: NoParams,
  request: AidetectRequest,
  response: AidetectResponse,
  errors: { 502: 'The detector failed on the text or on an item of the batch; nothing is billed' },
});
