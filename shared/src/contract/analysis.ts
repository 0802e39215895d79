import { z } from 'zod';
import { NoParams, textField } from './common';
import { endpoint } from './endpoint';

/** Sentiment and tone read whole documents sentence by sentence; API.md states no limit. */
export const ANALYSIS_MAX_CHARS = 50_000;

export const SENTIMENTS = ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] as const;

export const Sentiment = z.enum(SENTIMENTS).meta({ id: 'Sentiment' });
export type Sentiment = z.infer<typeof Sentiment>;

/** The 28 tones, in API.md's order. */
export const TONES = [
  'admiring',
  'amused',
  'angry',
  'annoyed',
  'approving',
  'aware',
  'confident',
  'confused',
  'curious',
  'eager',
  'disappointed',
  'disapproving',
  'embarrassed',
  'excited',
  'fearful',
  'grateful',
  'joyful',
  'loving',
  'mournful',
  'neutral',
  'optimistic',
  'relieved',
  'remorseful',
  'repulsed',
  'sad',
  'worried',
  'surprised',
  'sympathetic',
] as const;

export const Tone = z.enum(TONES).meta({ id: 'Tone' });
export type Tone = z.infer<typeof Tone>;

/** One fixed emoji per tone (DECISIONS.md). */
export const TONE_EMOJI: Readonly<Record<Tone, string>> = {
  admiring: '🤩',
  amused: '😄',
  angry: '😠',
  annoyed: '😒',
  approving: '👍',
  aware: '💡',
  confident: '😎',
  confused: '😕',
  curious: '🤔',
  eager: '🤗',
  disappointed: '😞',
  disapproving: '👎',
  embarrassed: '😳',
  excited: '🥳',
  fearful: '😨',
  grateful: '🙏',
  joyful: '😊',
  loving: '❤️',
  mournful: '😢',
  neutral: '😐',
  optimistic: '🌈',
  relieved: '😌',
  remorseful: '😔',
  repulsed: '🤢',
  sad: '😟',
  worried: '😰',
  surprised: '😮',
  sympathetic: '🫂',
};

export const AnalysisRequest = z
  .object({ text: textField(ANALYSIS_MAX_CHARS, 'Text to analyse') })
  .meta({ id: 'AnalysisRequest' });

const probability = () => z.number().min(0).max(1);

/** `[probability, sentiment]`. */
export const SentimentScore = z.tuple([probability(), Sentiment]).meta({ id: 'SentimentScore' });

/** `[probability, tone, emoji]`. */
export const ToneScore = z.tuple([probability(), Tone, z.string()]).meta({ id: 'ToneScore' });

export const SentimentResponse = z
  .object({
    sents: z.array(z.string()).describe('The sentences of the text'),
    overall: z.array(SentimentScore).describe('All three sentiments for the whole text, most probable first'),
    results: z.array(z.array(SentimentScore)).describe('Per sentence, aligned with sents'),
  })
  .meta({ id: 'SentimentResponse' });

export const ToneResponse = z
  .object({
    sents: z.array(z.string()).describe('The sentences of the text'),
    overall: z
      .array(ToneScore)
      .describe('The three most probable tones for the whole text, most probable first'),
    results: z
      .array(z.array(ToneScore))
      .describe('Per sentence, aligned with sents: its three most probable tones'),
  })
  .meta({ id: 'ToneResponse' });

/** POST /api/v1/sentiment. */
export const sentiment = endpoint('sentiment', {
  summary: 'Positive/negative/neutral probabilities overall and per sentence',
  tag: 'Sentiment and tone',
  metering: 'billable',
  params: NoParams,
  request: AnalysisRequest,
  response: SentimentResponse,
});

/** POST /api/v1/tone. */
export const tone = endpoint('tone', {
  summary: 'Tone probabilities (28 tones) overall and per sentence',
  tag: 'Sentiment and tone',
  metering: 'billable',
  params: NoParams,
  request: AnalysisRequest,
  response: ToneResponse,
});
