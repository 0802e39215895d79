import { grammarPoolStats } from '../engines/grammar/pool';
import { spellPoolStats } from '../engines/spell/pool';
import type { ServerMetrics } from './index';

/**
 * Engine figures read at scrape time: the engines keep plain counts and know nothing of metrics, and
 * reading them starts nothing (a pool that has not started reports zero).
 */
export function observeEngines(metrics: ServerMetrics): void {
  metrics.observeQueue('grammar', () => grammarPoolStats().pending);
  metrics.observeRestarts('grammar', () => grammarPoolStats().restarts);
  metrics.observeQueue('spell', () => spellPoolStats().pending);
  metrics.observeRestarts('spell', () => spellPoolStats().restarts);
}
