/**
 * Readers for the datasets in ../shared/data that Margin's analysis models train and evaluate on,
 * with the fixed splits every training and eval script shares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Sentiment, TONES, type Tone } from '../../../shared/src/contract/analysis';
import { splitBySeed } from './random';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');

/** Path of a dataset file; throws a message saying what is missing when it is absent. */
export function dataFile(...parts: string[]): string {
  const file = path.join(DATA_DIR, ...parts);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: the analysis models train and evaluate on ../shared/data beside the repository`,
    );
  }
  return file;
}

/** GoEmotions' 28 labels, each onto the API tone that means the same (documented in docs/analysis.md). */
export const GOEMOTIONS_TO_TONE: Record<string, Tone> = {
  admiration: 'admiring',
  amusement: 'amused',
  anger: 'angry',
  annoyance: 'annoyed',
  approval: 'approving',
  caring: 'sympathetic',
  confusion: 'confused',
  curiosity: 'curious',
  desire: 'eager',
  disappointment: 'disappointed',
  disapproval: 'disapproving',
  disgust: 'repulsed',
  embarrassment: 'embarrassed',
  excitement: 'excited',
  fear: 'fearful',
  gratitude: 'grateful',
  grief: 'mournful',
  joy: 'joyful',
  love: 'loving',
  nervousness: 'worried',
  optimism: 'optimistic',
  pride: 'confident',
  realization: 'aware',
  relief: 'relieved',
  remorse: 'remorseful',
  sadness: 'sad',
  surprise: 'surprised',
  neutral: 'neutral',
};

/** GoEmotions' own sentiment grouping of its labels (google-research goemotions/data/sentiment_mapping.json). */
const GOEMOTIONS_SENTIMENT: Record<string, 'positive' | 'negative' | 'ambiguous' | 'neutral'> = {
  amusement: 'positive',
  excitement: 'positive',
  joy: 'positive',
  love: 'positive',
  desire: 'positive',
  optimism: 'positive',
  caring: 'positive',
  pride: 'positive',
  admiration: 'positive',
  gratitude: 'positive',
  relief: 'positive',
  approval: 'positive',
  fear: 'negative',
  nervousness: 'negative',
  remorse: 'negative',
  embarrassment: 'negative',
  disappointment: 'negative',
  sadness: 'negative',
  grief: 'negative',
  disgust: 'negative',
  anger: 'negative',
  annoyance: 'negative',
  disapproval: 'negative',
  realization: 'ambiguous',
  surprise: 'ambiguous',
  curiosity: 'ambiguous',
  confusion: 'ambiguous',
  neutral: 'neutral',
};

export type GoEmotionsSplit = 'train' | 'dev' | 'test';

/** A GoEmotions comment with its tones (one or more). */
export interface ToneExample {
  text: string;
  tones: Tone[];
}

function goEmotionsNames(): string[] {
  return fs.readFileSync(dataFile('goemotions', 'emotions.txt'), 'utf8').trim().split('\n');
}

/** One GoEmotions split (`text \t label ids \t id`), labels mapped to tones. */
export function readGoEmotions(split: GoEmotionsSplit): ToneExample[] {
  const names = goEmotionsNames();
  return fs
    .readFileSync(dataFile('goemotions', `data_original_${split}.tsv`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [text, ids] = line.split('\t');
      return { text, tones: ids.split(',').map((id) => GOEMOTIONS_TO_TONE[names[Number(id)]]) };
    });
}

/** Index of each tone in the model's output (API.md's order). */
export const TONE_INDEX = new Map<Tone, number>(TONES.map((t, i) => [t, i]));

/**
 * GoEmotions comments whose labels all fall in one of GoEmotions' positive / negative / neutral
 * groups, as sentiment examples; comments that mix groups or are only "ambiguous" are left out.
 */
export function goEmotionsSentiment(split: GoEmotionsSplit): SentimentExample[] {
  const toneToName = new Map(Object.entries(GOEMOTIONS_TO_TONE).map(([n, t]) => [t, n]));
  const out: SentimentExample[] = [];
  for (const ex of readGoEmotions(split)) {
    const groups = new Set(ex.tones.map((t) => GOEMOTIONS_SENTIMENT[toneToName.get(t) as string]));
    groups.delete('ambiguous');
    if (groups.size !== 1) continue;
    const g = [...groups][0];
    out.push({ text: ex.text, label: g.toUpperCase() as Sentiment, set: 'goemotions' });
  }
  return out;
}

/** The four VADER ground-truth sets. */
export const VADER_SETS = [
  'tweets',
  'movieReviewSnippets',
  'amazonReviewSnippets',
  'nytEditorialSnippets',
] as const;
export type VaderSet = (typeof VADER_SETS)[number];

export interface SentimentExample {
  text: string;
  label: Sentiment;
  set: VaderSet | 'goemotions';
  /** VADER's mean human rating, -4..+4, when the example comes from a VADER set. */
  rating?: number;
}

/**
 * The sentiment class of a VADER mean rating. VADER's compound score lies in -1..+1 with ±0.05 as its
 * neutral band; the ratings lie in -4..+4, so the same band there is ±0.2.
 */
export function ratingClass(rating: number): Sentiment {
  if (rating > 0.2) return 'POSITIVE';
  if (rating < -0.2) return 'NEGATIVE';
  return 'NEUTRAL';
}

/** Seed and held-out share of every VADER set's train/test split. */
export const VADER_SPLIT = { seed: 20_140_601, testShare: 0.2 } as const;

/** A VADER set split into [train, test] with the fixed seed. */
export function readVader(set: VaderSet): [SentimentExample[], SentimentExample[]] {
  const rows = fs
    .readFileSync(dataFile('vader', `${set}_GroundTruth.txt`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [, rating, ...rest] = line.split('\t');
      const r = Number(rating);
      return { text: rest.join('\t'), label: ratingClass(r), set, rating: r };
    });
  return splitBySeed(rows, VADER_SPLIT.testShare, VADER_SPLIT.seed);
}

/** One row of the AI-detection set. */
export interface AiDetectionRow {
  text: string;
  label: 'human' | 'ai';
  source_model: string | null;
  domain: string;
  pair_id: string;
}

/** Seed and shares of the AI-detection split; whole pairs go to one side, never single rows. */
export const AIDETECT_SPLIT = { seed: 20_260_820, testShare: 0.3 } as const;

/** The AI-detection rows split by pair_id into [train, test]. */
export function readAiDetection(): [AiDetectionRow[], AiDetectionRow[]] {
  const rows = fs
    .readFileSync(dataFile('ai_detection', 'fast_detect_gpt_gpt3to4.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AiDetectionRow);
  const pairs = [...new Set(rows.map((r) => r.pair_id))].sort();
  const [, testPairs] = splitBySeed(pairs, AIDETECT_SPLIT.testShare, AIDETECT_SPLIT.seed);
  const test = new Set(testPairs);
  return [rows.filter((r) => !test.has(r.pair_id)), rows.filter((r) => test.has(r.pair_id))];
}
