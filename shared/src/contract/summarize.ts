import { z } from 'zod';
import { singleOrBatch, textOrTexts } from './batch';
import { NoParams, oneOf, optionalNullable } from './common';
import { endpoint } from './endpoint';

export const SUMMARIZE_MAX_CHARS = 20_000;

export const SummaryLength = oneOf(['short', 'medium', 'long']).meta({
  id: 'SummaryLength',
  description: 'short: a sentence or two; medium; long: a fuller digest',
});

export const SummarizeRequest = textOrTexts(
  { length: optionalNullable(SummaryLength, 'medium') },
  { max: SUMMARIZE_MAX_CHARS },
).meta({ id: 'SummarizeRequest' });

export const Summary = z
  .object({
    summary: z.string(),
    key_points: z.array(z.string()).describe('Short standalone statements, most important first'),
    length: SummaryLength,
    result: z.string().describe('Mirrors summary; kept for backward compatibility'),
  })
  .meta({ id: 'Summary' });

export const SummarizeResponse = singleOrBatch(Summary, 'SummaryBatch');

/** POST /api/v1/summarize: single text (plain or HTML) or a batch of up to 10. */
export const summarize = endpoint('summarize', {
  summary: 'Summary and key points of a document',
  tag: 'Summarization',
  metering: 'billable',
  params: NoParams,
  request: SummarizeRequest,
  response: SummarizeResponse,
  errors: {
    400: 'Invalid request: missing, empty or oversized text; an item empty after HTML stripping (named by index); both or neither of text and texts',
    502: 'The summarizer failed; the whole request fails and nothing is billed',
  },
});
