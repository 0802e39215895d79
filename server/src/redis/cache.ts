import type { Db } from '../storage/db';
import { ResultCache } from '../storage/repos/cache';
import type { RedisLink } from './link';

/**
 * The result cache in Redis: entries expire by Redis's own TTL, so a lookup is one round trip and
 * nothing needs pruning. While Redis is down the database cache serves; entries written there are
 * not carried over when Redis returns (a miss only costs recomputing the answer).
 */
export class RedisResultCache extends ResultCache {
  constructor(
    db: Db,
    private readonly link: RedisLink,
  ) {
    super(db);
  }

  override async get<T>(key: string): Promise<T | undefined> {
    if (this.link.usable) {
      try {
        this.link.roundTrip('cache');
        const raw = await this.link.client.get(this.key(key));
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch (err) {
        this.link.failed('cache get', err);
      }
    }
    this.link.fellBack('cache');
    return super.get<T>(key);
  }

  override async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (this.link.usable) {
      try {
        this.link.roundTrip('cache');
        await this.link.client.set(
          this.key(key),
          JSON.stringify(value),
          'PX',
          Math.max(1, ttlSeconds * 1000),
        );
        return;
      } catch (err) {
        this.link.failed('cache set', err);
      }
    }
    this.link.fellBack('cache');
    await super.set(key, value, ttlSeconds);
  }

  override async delete(key: string): Promise<void> {
    // Both places: an entry written to the database during an outage must not answer later either.
    if (this.link.usable) {
      try {
        this.link.roundTrip('cache');
        await this.link.client.del(this.key(key));
      } catch (err) {
        this.link.failed('cache delete', err);
      }
    }
    await super.delete(key);
  }

  private key(key: string): string {
    return `${this.link.prefix}cache:${key}`;
  }
}
