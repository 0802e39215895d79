import { randomUUID } from 'node:crypto';
import type { Db } from '../storage/db';
import { AccountRepo } from '../storage/repos/accounts';
import type { RedisLink } from './link';
import { RESERVE_LOGIN } from './scripts';

/** Marks an attempt reserved in Redis: `redis:<window key>\0<member>`. */
const REDIS_ATTEMPT = 'redis:';

/**
 * The account repository with the login-failure windows in Redis (one script reserves the attempt
 * in the address's and the client IP's window at once). While Redis is down the database's windows
 * serve; attempts recorded in one place are not seen by the other (docs/deploy.md "Redis").
 */
export class RedisAccountRepo extends AccountRepo {
  constructor(
    db: Db,
    private readonly link: RedisLink,
    /** Length of the login window in ms, for the keys' expiry. */
    private readonly windowMs: number,
  ) {
    super(db);
  }

  override async reserveAttempt(
    buckets: readonly { bucket: string; max: number }[],
    since: number,
    now = Date.now(),
  ): Promise<{ ok: true; ids: string[] } | { ok: false; oldest: number }> {
    if (this.link.usable) {
      try {
        const keys = buckets.map((b) => this.key(b.bucket));
        const members = buckets.map(() => randomUUID());
        const args: Array<string | number> = [since, now, this.windowMs];
        for (const [i, b] of buckets.entries()) args.push(b.max, members[i] as string);
        this.link.roundTrip('login');
        const reply = (await this.link.client.eval(RESERVE_LOGIN, keys.length, ...keys, ...args)) as number[];
        if (reply[0] === 0) return { ok: false, oldest: reply[1] as number };
        return { ok: true, ids: keys.map((k, i) => `${REDIS_ATTEMPT}${k}\u0000${members[i]}`) };
      } catch (err) {
        this.link.failed('login', err);
      }
    }
    this.link.fellBack('login');
    return super.reserveAttempt(buckets, since, now);
  }

  override async dropAttempts(ids: readonly string[]): Promise<void> {
    const inDb = ids.filter((id) => !id.startsWith(REDIS_ATTEMPT));
    const inRedis = ids.filter((id) => id.startsWith(REDIS_ATTEMPT));
    if (inDb.length) await super.dropAttempts(inDb);
    if (!inRedis.length || !this.link.usable) return;
    try {
      const pipeline = this.link.client.pipeline();
      for (const id of inRedis) {
        const [key, member] = id.slice(REDIS_ATTEMPT.length).split('\u0000') as [string, string];
        pipeline.zrem(key, member);
      }
      this.link.roundTrip('login');
      await pipeline.exec();
    } catch (err) {
      this.link.failed('login', err);
    }
  }

  override async clearFailures(bucket: string): Promise<void> {
    if (this.link.usable) {
      try {
        this.link.roundTrip('login');
        await this.link.client.del(this.key(bucket));
      } catch (err) {
        this.link.failed('login', err);
      }
    }
    // Failures recorded while Redis was down are forgotten too.
    await super.clearFailures(bucket);
  }

  private key(bucket: string): string {
    return `${this.link.prefix}login:{${bucket}}`;
  }
}
