import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { lockName } from '../locks';

/** One metered window: a daily or monthly calendar bucket, or a sliding rate window. */
export interface Bucket {
  /** Calendar: the window instance, e.g. `d:2026-11-21`. Sliding: the window's name, e.g. `aidetect`. */
  name: string;
  /** Characters allowed in the window; 0 means unlimited. */
  limit: number;
  /** When the window ends (calendar) or, for a sliding window, the latest its oldest use can leave it (epoch ms). */
  resetsAt: number;
  /** Set for a sliding window: it counts the characters admitted in the last this-many seconds. */
  slidingSeconds?: number;
}

export interface BucketState extends Bucket {
  used: number;
}

/** An admitted reservation carries the window events it wrote, so a failed request can give them back. */
export type Reservation =
  | { ok: true; buckets: BucketState[]; events: string[] }
  | { ok: false; exceeded: BucketState };

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

/**
 * A sliding window of `seconds` (e.g. AI detection's 2 minutes): at any moment, the characters
 * admitted in the last `seconds` count, so there is no window edge at which twice the limit fits.
 */
export function slidingWindow(name: string, now: number, seconds: number, limit: number): Bucket {
  return { name, limit, resetsAt: now + seconds * 1000, slidingSeconds: seconds };
}

/**
 * Per-account character counters, sliding rate windows and the usage ledger. The account is
 * whatever the caller passes (the key's user, see limits/meter.ts), never the key, so a new key
 * starts where the old one stopped. `reserve` admits a request only if every bucket has room,
 * atomically: a conditional UPDATE and, for sliding windows, a named lock, in one transaction, so
 * parallel requests at the edge of a quota never admit more than the quota.
 */
export class QuotaLedger {
  constructor(private readonly db: Db) {}

  async reserve(accountId: string, chars: number, buckets: Bucket[], now = Date.now()): Promise<Reservation> {
    try {
      return await this.db.transaction(async (tx) => {
        const states: BucketState[] = [];
        const events: string[] = [];
        for (const b of buckets) {
          if (b.slidingSeconds !== undefined) {
            const { state, event } = await reserveSliding(tx, accountId, chars, b, now);
            states.push(state);
            events.push(event);
            continue;
          }
          await tx.run(
            'INSERT INTO quota_counters (account_id, bucket, used, expires_at) VALUES ($1, $2, 0, $3) ON CONFLICT (account_id, bucket) DO NOTHING',
            [accountId, b.name, b.resetsAt],
          );
          const row = await tx.get<{ used: number }>(
            `UPDATE quota_counters SET used = used + $3
              WHERE account_id = $1 AND bucket = $2 AND ($4 = 0 OR used + $3 <= $4)
              RETURNING used`,
            [accountId, b.name, chars, b.limit],
          );
          if (!row) {
            const cur = await tx.get<{ used: number }>(
              'SELECT used FROM quota_counters WHERE account_id = $1 AND bucket = $2',
              [accountId, b.name],
            );
            throw new QuotaExceeded({ ...b, used: Number(cur?.used ?? 0) });
          }
          states.push({ ...b, used: Number(row.used) });
        }
        return { ok: true as const, buckets: states, events };
      });
    } catch (err) {
      if (err instanceof QuotaExceeded) return { ok: false, exceeded: err.state };
      throw err;
    }
  }

  /** Gives back a reservation whose request failed (failed work is not billed). */
  async release(
    accountId: string,
    chars: number,
    buckets: Bucket[],
    events: readonly string[] = [],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const b of buckets) {
        if (b.slidingSeconds !== undefined) continue;
        await tx.run(
          'UPDATE quota_counters SET used = CASE WHEN used > $3 THEN used - $3 ELSE 0 END WHERE account_id = $1 AND bucket = $2',
          [accountId, b.name, chars],
        );
      }
      for (const id of events) await tx.run('DELETE FROM quota_window_events WHERE id = $1', [id]);
    });
  }

  /** Current use of the buckets, without reserving. */
  async peek(accountId: string, buckets: Bucket[], now = Date.now()): Promise<BucketState[]> {
    const out: BucketState[] = [];
    for (const b of buckets) {
      if (b.slidingSeconds !== undefined) {
        const rows = await windowEvents(this.db, accountId, b, now);
        const used = rows.reduce((n, r) => n + Number(r.characters), 0);
        out.push({
          ...b,
          used,
          resetsAt: rows[0] ? Number(rows[0].created_at) + b.slidingSeconds * 1000 : now,
        });
        continue;
      }
      const row = await this.db.get<{ used: number }>(
        'SELECT used FROM quota_counters WHERE account_id = $1 AND bucket = $2',
        [accountId, b.name],
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

  /** Empties one sliding window of an account (e.g. an address's failed logins after a success). */
  async clearWindow(accountId: string, windowName: string): Promise<void> {
    await this.db.run('DELETE FROM quota_window_events WHERE account_id = $1 AND window_name = $2', [
      accountId,
      windowName,
    ]);
  }

  /** Deletes counters whose window has ended and window events that no longer count. */
  async prune(now = Date.now()): Promise<number> {
    const counters = await this.db.run('DELETE FROM quota_counters WHERE expires_at <= $1', [now]);
    return counters + (await this.db.run('DELETE FROM quota_window_events WHERE expires_at <= $1', [now]));
  }
}

/** The account's events still inside a sliding window, oldest first. */
function windowEvents(db: Db, accountId: string, b: Bucket, now: number) {
  return db.all<{ characters: number; created_at: number }>(
    `SELECT characters, created_at FROM quota_window_events
      WHERE account_id = $1 AND window_name = $2 AND created_at > $3 ORDER BY created_at`,
    [accountId, b.name, now - (b.slidingSeconds ?? 0) * 1000],
  );
}

/**
 * Admits `chars` into a sliding window or throws QuotaExceeded with the moment enough of the
 * oldest uses will have left the window for this request to fit. Runs under a lock on the
 * account's window, so two parallel requests cannot both see the room that only one of them fits.
 */
async function reserveSliding(
  tx: Db,
  accountId: string,
  chars: number,
  b: Bucket,
  now: number,
): Promise<{ state: BucketState; event: string }> {
  const ms = (b.slidingSeconds ?? 0) * 1000;
  await lockName(tx, `quota-window:${accountId}:${b.name}`);
  // Events that left the window never count again: dropping them here keeps the table as small as
  // the windows themselves, without a background job.
  await tx.run(
    'DELETE FROM quota_window_events WHERE account_id = $1 AND window_name = $2 AND created_at <= $3',
    [accountId, b.name, now - ms],
  );
  const rows = await windowEvents(tx, accountId, b, now);
  const used = rows.reduce((n, r) => n + Number(r.characters), 0);
  if (b.limit > 0 && used + chars > b.limit) {
    let room = b.limit - used;
    let fitsAt = now + ms;
    for (const r of rows) {
      room += Number(r.characters);
      if (room >= chars) {
        fitsAt = Number(r.created_at) + ms;
        break;
      }
    }
    throw new QuotaExceeded({ ...b, used, resetsAt: fitsAt });
  }
  const event = randomUUID();
  await tx.run(
    'INSERT INTO quota_window_events (id, account_id, window_name, characters, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [event, accountId, b.name, chars, now, now + ms],
  );
  const oldest = rows[0] ? Number(rows[0].created_at) : now;
  return { state: { ...b, used: used + chars, resetsAt: oldest + ms }, event };
}

class QuotaExceeded extends Error {
  constructor(readonly state: BucketState) {
    super('quota exceeded');
  }
}
