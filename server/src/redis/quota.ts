import { randomUUID } from 'node:crypto';
import type { Db } from '../storage/db';
import { type Bucket, type BucketState, QuotaLedger, type Reservation } from '../storage/repos/usage';
import type { RedisLink } from './link';
import { REFUND, RESERVE, SEED } from './scripts';

/** Marks a reservation made in Redis, so its refund goes to Redis too. */
const REDIS_EVENT = 'redis:';

interface PendingCount {
  account: string;
  bucket: string;
  delta: number;
  expiresAt: number;
}

/**
 * The quota ledger with its per-request counters in Redis: one Lua script checks and increments
 * every window of a request (calendar counters as integers, sliding windows as sorted sets), so a
 * metered request costs one Redis round trip instead of a database transaction. The database stays
 * the record: the usage ledger is written per request as before, and calendar counters are written
 * behind, summed per account and window, every `flushMs`. While Redis is down the database path
 * of QuotaLedger serves; see docs/deploy.md "Redis" for what that switch can cost.
 */
export class RedisQuotaLedger extends QuotaLedger {
  /** Calendar increments admitted in Redis and not yet written to the database. */
  private readonly pending = new Map<string, PendingCount>();
  /** Calendar counters the database path changed while Redis was down: re-read before Redis uses them. */
  private readonly stale = new Map<string, { account: string; bucket: Bucket }>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly seeding = new Map<string, Promise<void>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly database: Db,
    private readonly link: RedisLink,
    flushMs = 1_000,
  ) {
    super(database);
    // The database path must start from everything Redis admitted.
    link.onDown(() => void this.flush().catch(() => undefined));
    // Counters the database path changed go back to Redis at once, not only when their account returns.
    link.onUp(() => void this.reseedStale().catch((err) => link.failed('seed', err)));
    this.timer = setInterval(() => void this.flush().catch(() => undefined), flushMs);
    this.timer.unref();
  }

  override async reserve(
    accountId: string,
    chars: number,
    buckets: Bucket[],
    now = Date.now(),
  ): Promise<Reservation> {
    if (this.link.usable) {
      try {
        return await this.reserveInRedis(accountId, chars, buckets, now);
      } catch (err) {
        this.link.failed('reserve', err);
      }
    }
    this.link.fellBack('reserve');
    await this.flush();
    for (const b of buckets) {
      if (b.slidingSeconds === undefined)
        this.stale.set(counterId(accountId, b.name), { account: accountId, bucket: b });
    }
    return super.reserve(accountId, chars, buckets, now);
  }

  override async release(
    accountId: string,
    chars: number,
    buckets: Bucket[],
    events: readonly string[] = [],
  ): Promise<void> {
    const marker = events.find((e) => e.startsWith(REDIS_EVENT));
    if (marker === undefined) return super.release(accountId, chars, buckets, events);
    const member = marker.slice(REDIS_EVENT.length);
    const calendars = buckets.filter((b) => b.slidingSeconds === undefined);
    const sliding = buckets.filter((b) => b.slidingSeconds !== undefined);
    for (const b of calendars) this.count(accountId, b, -chars);
    if (!this.link.usable) return;
    try {
      this.link.roundTrip('refund');
      await this.link.client.eval(
        REFUND,
        buckets.length,
        ...calendars.map((b) => this.key(accountId, b)),
        ...sliding.map((b) => this.key(accountId, b)),
        chars,
        calendars.length,
        ...sliding.map(() => member),
      );
    } catch (err) {
      // The Redis counter keeps the characters: it over-counts, which refuses early, never admits more.
      this.link.failed('refund', err);
    }
  }

  override async peek(accountId: string, buckets: Bucket[], now = Date.now()): Promise<BucketState[]> {
    if (!this.link.usable) {
      this.link.fellBack('peek');
      return super.peek(accountId, buckets, now);
    }
    try {
      const pipeline = this.link.client.pipeline();
      for (const b of buckets) {
        const key = this.key(accountId, b);
        if (b.slidingSeconds === undefined) pipeline.get(key);
        else pipeline.zrangebyscore(key, `(${now - b.slidingSeconds * 1000}`, '+inf', 'WITHSCORES');
      }
      this.link.roundTrip('peek');
      const replies = (await pipeline.exec()) ?? [];
      const out: BucketState[] = [];
      for (const [i, b] of buckets.entries()) {
        const [err, value] = replies[i] ?? [new Error('no reply'), null];
        if (err) throw err;
        if (b.slidingSeconds === undefined) {
          if (value === null) out.push(...(await super.peek(accountId, [b], now)));
          else out.push({ ...b, used: Number(value) });
          continue;
        }
        const entries = value as string[];
        let used = 0;
        for (let j = 0; j < entries.length; j += 2) used += Number.parseInt(entries[j] as string, 10);
        const oldest = entries[1] === undefined ? now : Number(entries[1]);
        out.push({ ...b, used, resetsAt: entries.length ? oldest + b.slidingSeconds * 1000 : now });
      }
      return out;
    } catch (err) {
      this.link.failed('peek', err);
      this.link.fellBack('peek');
      return super.peek(accountId, buckets, now);
    }
  }

  override async clearWindow(accountId: string, windowName: string): Promise<void> {
    if (this.link.usable) {
      try {
        this.link.roundTrip('clear');
        await this.link.client.del(this.windowKey(accountId, windowName, true));
      } catch (err) {
        this.link.failed('clear', err);
      }
    }
    // Uses recorded while Redis was down are forgotten too.
    await super.clearWindow(accountId, windowName);
  }

  /** Writes the pending calendar increments to the database (also on shutdown and when Redis goes down). */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.writePending());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /** Stops the write-behind timer after a last flush. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Raises every counter the database path changed while Redis was down to the database's figure. */
  async reseedStale(): Promise<void> {
    for (const [id, { account, bucket }] of [...this.stale]) {
      if (bucket.resetsAt <= Date.now()) this.stale.delete(id);
      else await this.seed(account, [bucket]);
    }
  }

  private async reserveInRedis(
    accountId: string,
    chars: number,
    buckets: Bucket[],
    now: number,
  ): Promise<Reservation> {
    const calendars = buckets.filter((b) => b.slidingSeconds === undefined);
    const stale = calendars.filter((b) => this.stale.has(counterId(accountId, b.name)));
    if (stale.length) await this.seed(accountId, stale);
    const member = `${chars}:${randomUUID()}`;
    const keys = buckets.map((b) => this.key(accountId, b));
    const args: Array<string | number> = [now, chars];
    for (const b of buckets) {
      const sliding = b.slidingSeconds !== undefined;
      args.push(
        sliding ? 's' : 'c',
        b.limit,
        sliding ? (b.slidingSeconds as number) * 1000 : b.resetsAt,
        member,
      );
    }
    let reply = await this.eval(keys, args);
    if (reply[0] === -1) {
      // A counter Redis does not hold (first use today, or Redis restarted empty): start from the database.
      await this.seed(accountId, calendars);
      reply = await this.eval(keys, args);
      if (reply[0] === -1) throw new Error('calendar counter missing after seeding');
    }
    if (reply[0] === 0) {
      const b = buckets[(reply[1] as number) - 1] as Bucket;
      const resetsAt = b.slidingSeconds === undefined ? b.resetsAt : (reply[3] as number);
      return { ok: false, exceeded: { ...b, used: reply[2] as number, resetsAt } };
    }
    const states = buckets.map((b, i) => ({
      ...b,
      used: reply[1 + 2 * i] as number,
      resetsAt: reply[2 + 2 * i] as number,
    }));
    for (const b of calendars) this.count(accountId, b, chars);
    return { ok: true, buckets: states, events: [`${REDIS_EVENT}${member}`] };
  }

  private async eval(keys: string[], args: Array<string | number>): Promise<number[]> {
    this.link.roundTrip('reserve');
    return (await this.link.client.eval(RESERVE, keys.length, ...keys, ...args)) as number[];
  }

  /** Raises the Redis counters to the database's figure; parallel requests of one account share one read. */
  private seed(accountId: string, calendars: Bucket[]): Promise<void> {
    const id = counterId(accountId, calendars.map((b) => b.name).join(','));
    const running = this.seeding.get(id);
    if (running) return running;
    const run = this.seedFromDatabase(accountId, calendars).finally(() => this.seeding.delete(id));
    this.seeding.set(id, run);
    return run;
  }

  /** Reads the database's counters and raises Redis's to them plus this instance's unwritten increments. */
  private async seedFromDatabase(accountId: string, calendars: Bucket[]): Promise<void> {
    const args: number[] = [];
    for (const b of calendars) {
      const row = await this.database.get<{ used: number }>(
        'SELECT used FROM quota_counters WHERE account_id = $1 AND bucket = $2',
        [accountId, b.name],
      );
      const pending = this.pending.get(counterId(accountId, b.name))?.delta ?? 0;
      args.push(Math.max(0, Number(row?.used ?? 0) + pending), b.resetsAt);
    }
    this.link.roundTrip('seed');
    await this.link.client.eval(
      SEED,
      calendars.length,
      ...calendars.map((b) => this.key(accountId, b)),
      ...args,
    );
    for (const b of calendars) this.stale.delete(counterId(accountId, b.name));
  }

  private count(account: string, b: Bucket, delta: number): void {
    const id = counterId(account, b.name);
    const entry = this.pending.get(id);
    if (entry) entry.delta += delta;
    else this.pending.set(id, { account, bucket: b.name, delta, expiresAt: b.resetsAt });
  }

  private async writePending(): Promise<void> {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const [i, e] of entries.entries()) {
      if (e.delta === 0) continue;
      try {
        await this.database.run(
          `INSERT INTO quota_counters (account_id, bucket, used, expires_at) VALUES ($1, $2, $4, $5)
           ON CONFLICT (account_id, bucket) DO UPDATE SET used =
             CASE WHEN quota_counters.used + $3 > 0 THEN quota_counters.used + $3 ELSE 0 END`,
          [e.account, e.bucket, e.delta, Math.max(0, e.delta), e.expiresAt],
        );
      } catch (err) {
        // Keep what was not written for the next flush.
        for (const rest of entries.slice(i))
          this.count(rest.account, { name: rest.bucket, limit: 0, resetsAt: rest.expiresAt }, rest.delta);
        throw err;
      }
    }
  }

  private key(accountId: string, b: Bucket): string {
    return this.windowKey(accountId, b.name, b.slidingSeconds !== undefined);
  }

  private windowKey(accountId: string, name: string, sliding: boolean): string {
    // The account in braces is a Redis Cluster hash tag: all of one account's windows share a slot.
    return `${this.link.prefix}${sliding ? 'w' : 'q'}:{${accountId}}:${name}`;
  }
}

function counterId(account: string, bucket: string): string {
  return `${account}\u0000${bucket}`;
}
