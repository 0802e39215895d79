import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** One metered window: a daily, monthly or short rate-limit bucket. */
export interface Bucket {
  /** Stable name of the window instance, e.g. `d:2026-11-21`. */
  name: string;
  /** Characters allowed in the window; 0 means unlimited. */
  limit: number;
  /** When the window ends (epoch ms). */
  resetsAt: number;
}

export interface BucketState extends Bucket {
  used: number;
}

export type Reservation = { ok: true; buckets: BucketState[] } | { ok: false; exceeded: BucketState };

/** UTC calendar windows (day and month) for quotas. */
export function calendarBuckets(now: number, daily: number, monthly: number): Bucket[] {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.toISOString().slice(0, 10);
  return [
    { name: `d:${day}`, limit: daily, resetsAt: Date.UTC(y, m, d.getUTCDate() + 1) },
    { name: `m:${day.slice(0, 7)}`, limit: monthly, resetsAt: Date.UTC(y, m + 1, 1) },
  ];
}

/** A fixed window of `seconds` (e.g. AI detection's 2 minutes). */
export function windowBucket(prefix: string, now: number, seconds: number, limit: number): Bucket {
  const ms = seconds * 1000;
  const start = Math.floor(now / ms) * ms;
  return { name: `${prefix}:${start}`, limit, resetsAt: start + ms };
}

/**
 * Per-key character counters and the usage ledger. `reserve` admits a request only if every bucket
 * has room, atomically: a conditional UPDATE in one transaction, so parallel requests at the edge of
 * a quota never admit more than the quota (row locks in PostgreSQL, the writer lock in SQLite).
 */
export class QuotaLedger {
  constructor(private readonly db: Db) {}

  async reserve(keyId: string, chars: number, buckets: Bucket[]): Promise<Reservation> {
    try {
      return await this.db.transaction(async (tx) => {
        const states: BucketState[] = [];
        for (const b of buckets) {
          await tx.run(
            'INSERT INTO usage_counters (key_id, bucket, used, expires_at) VALUES ($1, $2, 0, $3) ON CONFLICT (key_id, bucket) DO NOTHING',
            [keyId, b.name, b.resetsAt],
          );
          const row = await tx.get<{ used: number }>(
            `UPDATE usage_counters SET used = used + $3
              WHERE key_id = $1 AND bucket = $2 AND ($4 = 0 OR used + $3 <= $4)
              RETURNING used`,
            [keyId, b.name, chars, b.limit],
          );
          if (!row) {
            const cur = await tx.get<{ used: number }>(
              'SELECT used FROM usage_counters WHERE key_id = $1 AND bucket = $2',
              [keyId, b.name],
            );
            throw new QuotaExceeded({ ...b, used: Number(cur?.used ?? 0) });
          }
          states.push({ ...b, used: Number(row.used) });
        }
        return { ok: true as const, buckets: states };
      });
    } catch (err) {
      if (err instanceof QuotaExceeded) return { ok: false, exceeded: err.state };
      throw err;
    }
  }

  /** Gives back a reservation whose request failed (failed work is not billed). */
  async release(keyId: string, chars: number, buckets: Bucket[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const b of buckets) {
        await tx.run(
          'UPDATE usage_counters SET used = CASE WHEN used > $3 THEN used - $3 ELSE 0 END WHERE key_id = $1 AND bucket = $2',
          [keyId, b.name, chars],
        );
      }
    });
  }

  /** Current use of the buckets, without reserving. */
  async peek(keyId: string, buckets: Bucket[]): Promise<BucketState[]> {
    const out: BucketState[] = [];
    for (const b of buckets) {
      const row = await this.db.get<{ used: number }>(
        'SELECT used FROM usage_counters WHERE key_id = $1 AND bucket = $2',
        [keyId, b.name],
      );
      out.push({ ...b, used: Number(row?.used ?? 0) });
    }
    return out;
  }

  /** Appends one ledger line: characters processed, billable or free. */
  async record(entry: {
    keyId: string;
    userId: string;
    endpoint: string;
    characters: number;
    billable: boolean;
  }) {
    await this.db.run(
      'INSERT INTO usage_ledger (id, key_id, user_id, endpoint, characters, billable, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        randomUUID(),
        entry.keyId,
        entry.userId,
        entry.endpoint,
        entry.characters,
        entry.billable ? 1 : 0,
        Date.now(),
      ],
    );
  }

  /** Totals per endpoint for a user since `since` (epoch ms). */
  async summary(userId: string, since = 0) {
    const rows = await this.db.all<{
      endpoint: string;
      billable: number;
      requests: number;
      characters: number;
    }>(
      `SELECT endpoint, billable, COUNT(*) AS requests, SUM(characters) AS characters
         FROM usage_ledger WHERE user_id = $1 AND created_at >= $2
        GROUP BY endpoint, billable ORDER BY endpoint`,
      [userId, since],
    );
    return rows.map((r) => ({
      endpoint: r.endpoint,
      billable: Boolean(Number(r.billable)),
      requests: Number(r.requests),
      characters: Number(r.characters),
    }));
  }

  /** Deletes counters whose window has ended. */
  async prune(now = Date.now()): Promise<number> {
    return this.db.run('DELETE FROM usage_counters WHERE expires_at <= $1', [now]);
  }
}

class QuotaExceeded extends Error {
  constructor(readonly state: BucketState) {
    super('quota exceeded');
  }
}
