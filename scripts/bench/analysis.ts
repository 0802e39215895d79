import type { LoadScenario } from './scenarios';
import { englishText } from './texts';

const THOUSAND_WORDS = englishText(1000);

/**
 * Tone and sentiment under load over HTTP: 1,000 words, one connection, p50 ≤ 30 ms. (AI detection
 * caches whole texts, so a fixed request would measure the cache: its engine latency and every
 * model's load time are measured in-process by scripts/bench/analysis-models.ts.)
 */
export const analysisScenarios: LoadScenario[] = (['tone', 'sentiment'] as const).map((endpoint) => ({
  id: `${endpoint} (1,000 words)`,
  request: (key: string) => ({
    method: 'POST' as const,
    path: `/api/v1/${endpoint}`,
    body: { key, text: THOUSAND_WORDS },
  }),
  shape: { connections: 1, pipelining: 1, durationSeconds: 5 },
  target: { metric: 'p50Ms' as const, atMost: 30 },
  alsoReport: ['p99Ms', 'requestsPerSecond'],
}));
