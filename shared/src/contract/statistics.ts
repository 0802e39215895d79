import { z } from 'zod';
import { NoParams, oneOf, optionalNullable, textField } from './common';
import { endpoint } from './endpoint';

export const StatisticsLang = oneOf(['en', 'de', 'fr', 'it', 'nl', 'pl', 'ru', 'ar']);

export const StatisticsRequest = z.object({
  text: textField(50_000),
  lang: optionalNullable(StatisticsLang, 'en'),
});

export const ReadabilityScores = z.object({
  automated_readability_index: z.number(),
  coleman_liau_index: z.number(),
  dale_chall_readability_score: z.number(),
  difficult_words: z.number(),
  flesch_kincaid_grade: z.number(),
  flesch_reading_ease: z.number(),
  gunning_fog: z.number(),
  linsear_write_formula: z.number(),
  mcalpine_eflaw: z.number(),
  smog_index: z.number(),
  spache_readability: z.number(),
  text_standard: z.string(),
});

export const StatisticsResponse = z.object({
  chars: z.number().int(),
  readability: z.number().describe('Flesch-Kincaid grade'),
  readability_scores: ReadabilityScores,
  reading_time_min: z.number().int(),
  reading_time_sec: z.number(),
  sentences: z.number().int(),
  words: z.number().int(),
});

/** POST /api/v1/statistics: counts and readability scores; free of charge. */
export const statistics = endpoint('statistics', {
  summary: 'Word, sentence and character counts and readability scores',
  tag: 'Statistics',
  metering: 'free',
  params: NoParams,
  request: StatisticsRequest,
  response: StatisticsResponse,
});
