import { analysisScenarios } from './analysis';
import { editsScenarios } from './edits';
import { generateScenarios } from './generate';
import type { LoadRequest, LoadResult, LoadShape } from './load';
import { semsearchScenarios } from './semsearch';
import { spellScenarios } from './spell';
import { englishText, longText } from './texts';

/** A figure a scenario must reach, as stated in the benchmark issue. */
export interface Target {
  metric: 'requestsPerSecond' | 'p50Ms';
  /** Pass when the figure is at least this (throughput). */
  atLeast?: number;
  /** Pass when the figure is at most this (latency). */
  atMost?: number;
}

/** One endpoint driven under load with autocannon. */
export interface LoadScenario {
  id: string;
  /** Runs once against the started server before the scenario's first request (seeding data). */
  prepare?(server: { url: string; operatorKey: string; dataDir: string }): Promise<void>;
  request(key: string): LoadRequest;
  /** Throughput runs use many connections; latency runs use one, so queueing does not inflate the figure. */
  shape: LoadShape;
  target: Target;
  /** Figures reported beside the target, without a target of their own. */
  alsoReport: (keyof LoadResult)[];
}

const STATISTICS_TEXT = englishText(1000);
const CHUNK_TEXT = longText(100_000);

/** The load scenarios, in the order they run. */
export const loadScenarios: LoadScenario[] = [
  {
    id: 'liveness',
    request: () => ({ method: 'GET', path: '/api/v1/liveness' }),
    shape: { connections: 50, pipelining: 1, durationSeconds: 10 },
    target: { metric: 'requestsPerSecond', atLeast: 10_000 },
    alsoReport: ['p50Ms', 'p99Ms'],
  },
  {
    id: 'statistics (1,000 words)',
    request: (key) => ({ method: 'POST', path: '/api/v1/statistics', body: { key, text: STATISTICS_TEXT } }),
    shape: { connections: 1, pipelining: 1, durationSeconds: 5 },
    target: { metric: 'p50Ms', atMost: 5 },
    alsoReport: ['p99Ms', 'requestsPerSecond'],
  },
  {
    id: 'chunk_text (100 KB, max 1000)',
    request: (key) => ({
      method: 'POST',
      path: '/api/v1/ingest/chunk_text',
      body: { key, text: CHUNK_TEXT, max_length: 1000 },
    }),
    shape: { connections: 1, pipelining: 1, durationSeconds: 5 },
    target: { metric: 'p50Ms', atMost: 20 },
    alsoReport: ['p99Ms', 'requestsPerSecond'],
  },
  ...generateScenarios,
  ...semsearchScenarios,
  ...analysisScenarios,
  ...editsScenarios,
  ...spellScenarios,
];

/** Whether `value` meets `target`. */
export function meets(target: { atLeast?: number; atMost?: number }, value: number): boolean {
  if (Number.isNaN(value)) return false;
  if (target.atLeast !== undefined && value < target.atLeast) return false;
  if (target.atMost !== undefined && value > target.atMost) return false;
  return true;
}
