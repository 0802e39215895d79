import type { Logger } from '../log/logger';
import type { Store } from './store';

/** How often expired limiter rows and reset tokens are deleted. */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Deletes rows no read can match any more: quota counters and sliding-window events whose window has
 * ended (every per-IP and per-address limit leaves some), and expired password-reset tokens. Reads
 * already ignore them by time, so this keeps the tables small without changing any answer.
 */
export async function runHousekeeping(store: Store, now = Date.now()): Promise<number> {
  return (await store.quota.prune(now)) + (await store.passwordResets.prune(now));
}

/** Runs `runHousekeeping` every interval in the background; returns the function that stops it. */
export function startHousekeeping(
  store: Store,
  logger: Logger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    runHousekeeping(store).catch((err) => logger.warn('housekeeping failed', { error: String(err) }));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
