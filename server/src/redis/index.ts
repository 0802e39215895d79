import type { Logger } from '../log/logger';
import type { ReadinessCheck } from '../services/readiness';
import type { Store } from '../storage/store';
import { RedisResultCache } from './cache';
import { RedisLink } from './link';
import { RedisQuotaLedger } from './quota';

export { RedisLink } from './link';

/** The store with Redis in front of it, and what the server needs to report on and close it. */
export interface RedisBacked {
  store: Store;
  link: RedisLink;
  quota: RedisQuotaLedger;
  /** Readiness check `redis`: always ok (the database path works), with "degraded" while Redis is down. */
  check: ReadinessCheck;
}

/**
 * Puts the quota counters and rate windows (login windows among them) and the result cache of `store` in Redis (the one place that
 * chooses; main.ts calls it when REDIS_URL is set). The other repositories, and the usage ledger,
 * stay in the database. Closing the returned store writes pending counters and disconnects.
 */
export function withRedis(
  store: Store,
  options: {
    url: string;
    logger: Logger;
    prefix?: string;
    flushMs?: number;
  },
): RedisBacked {
  const link = new RedisLink(options);
  const quota = new RedisQuotaLedger(store.db, link, options.flushMs);
  const backed: Store = {
    ...store,
    quota,
    cache: new RedisResultCache(store.db, link),
    close: async () => {
      await quota.close().catch(() => undefined);
      await link.close();
      await store.close();
    },
  };
  return { store: backed, link, quota, check: redisCheck(link) };
}

/** Redis down is not a reason to take the instance out of rotation: it reports `degraded` and stays ok. */
export function redisCheck(link: RedisLink): ReadinessCheck {
  return async () =>
    link.usable
      ? { ok: true, detail: 'connected' }
      : { ok: true, detail: `degraded: ${link.status}; quotas and cache use the database` };
}
