import type { RouteHandlers } from '../types';
import { aidetectHandler } from './aidetect';
import { runEngine } from './engine-failure';

/** Sentiment, tone and AI detection (models trained in this repository); each model loads on first use. */
export const analysisHandlers: RouteHandlers = {
  aidetect: aidetectHandler,
  sentiment: ({ input }) =>
    runEngine('Sentiment', async () => {
      const { analyseSentiment } = await import('../../engines/sentiment');
      return analyseSentiment(input.text);
    }),
  tone: ({ input }) =>
    runEngine('Tone', async () => {
      const { analyseTone } = await import('../../engines/tone');
      return analyseTone(input.text);
    }),
};
