import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** Who sent a client event: the key, its account, and the `user_id`/`session_id` the caller named. */
export interface ClientEventSource {
  keyId: string;
  /** The account that owns the key. */
  accountId: string;
  userId?: string | null;
  sessionId?: string | null;
}

/** A thumbs up (1) or down (-1) on one tone the Tone endpoint reported. */
export interface ToneFeedbackInput {
  tone: string;
  score: 1 | -1;
  tonePercentage?: number | null;
  /** `overall` (the whole text) or `sentence`. */
  textType?: string | null;
}

/** Per-account counts for the dashboard's usage page. */
export interface ClientEventCounts {
  events: { name: string; count: number }[];
  toneFeedback: { up: number; down: number };
}

/** SDK events and tone feedback, per account; no text is stored (see migration 007). */
export class ClientEventRepo {
  constructor(private readonly db: Db) {}

  async recordEvent(source: ClientEventSource, name: string, now = Date.now()): Promise<void> {
    await this.db.run(
      'INSERT INTO client_events (id, key_id, user_id, caller_user_id, name, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), source.keyId, source.accountId, source.userId ?? null, name, now],
    );
  }

  async recordToneFeedback(source: ClientEventSource, f: ToneFeedbackInput, now = Date.now()): Promise<void> {
    await this.db.run(
      `INSERT INTO tone_feedback (id, key_id, user_id, caller_user_id, session_id, tone, tone_percentage, text_type, score, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        source.keyId,
        source.accountId,
        source.userId ?? null,
        source.sessionId ?? null,
        f.tone,
        f.tonePercentage ?? null,
        f.textType ?? null,
        f.score,
        now,
      ],
    );
  }

  /** Events by name (most frequent first) and tone feedback verdicts of one account since `since`. */
  async counts(accountId: string, since = 0): Promise<ClientEventCounts> {
    const [events, tones] = await Promise.all([
      this.db.all<{ name: string; n: number | string }>(
        `SELECT name, COUNT(*) AS n FROM client_events WHERE user_id = $1 AND created_at >= $2
          GROUP BY name ORDER BY n DESC, name`,
        [accountId, since],
      ),
      this.db.all<{ score: number | string; n: number | string }>(
        'SELECT score, COUNT(*) AS n FROM tone_feedback WHERE user_id = $1 AND created_at >= $2 GROUP BY score',
        [accountId, since],
      ),
    ]);
    const tone = (score: number) => Number(tones.find((t) => Number(t.score) === score)?.n ?? 0);
    return {
      events: events.map((e) => ({ name: e.name, count: Number(e.n) })),
      toneFeedback: { up: tone(1), down: tone(-1) },
    };
  }
}
