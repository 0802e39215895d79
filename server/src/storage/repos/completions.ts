import type { Db } from '../db';

/** A completion as issued by /complete. */
export interface IssuedCompletion {
  id: string;
  key_id: string;
  /** The account that asked (personalisation is per account and session). */
  user_id: string;
  session_id: string;
  /** The query actually used (the tail of the request's query). */
  query: string;
  completion: string;
  accepted_at: number | null;
}

/** An accepted completion, the unit of personalisation. */
export interface AcceptedCompletion {
  session_id: string;
  query: string;
  completion: string;
}

/** How long a completion that was never accepted stays resolvable. */
export const ISSUED_COMPLETION_TTL_MS = 7 * 24 * 3600 * 1000;
// Pruning is a range delete: at most once a minute per process.
const PRUNE_EVERY_MS = 60_000;

/** Issued completions: recorded by /complete, resolved and marked by accept. */
export class CompletionRepo {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an issued completion. */
  async issue(c: Omit<IssuedCompletion, 'accepted_at'>): Promise<void> {
    const now = this.now();
    await this.db.run(
      `INSERT INTO issued_completions (id, key_id, user_id, session_id, query, completion, created_at, accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
      [c.id, c.key_id, c.user_id, c.session_id, c.query, c.completion, now],
    );
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      // Accepted rows are kept: they are what personalisation learns from.
      await this.db.run('DELETE FROM issued_completions WHERE accepted_at IS NULL AND created_at < $1', [
        now - ISSUED_COMPLETION_TTL_MS,
      ]);
    }
  }

  /** The completion with this id issued to this account, or undefined. */
  async find(id: string, userId: string): Promise<IssuedCompletion | undefined> {
    const row = await this.db.get<IssuedCompletion>(
      `SELECT id, key_id, user_id, session_id, query, completion, accepted_at
         FROM issued_completions WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!row) return undefined;
    return { ...row, accepted_at: row.accepted_at === null ? null : Number(row.accepted_at) };
  }

  /**
   * Marks the completion accepted in a session, keeping the part that was used; false when it already
   * was accepted (accept is once per id).
   */
  async accept(id: string, sessionId: string, used: string): Promise<boolean> {
    const n = await this.db.run(
      `UPDATE issued_completions SET accepted_at = $1, session_id = $2, completion = $3
        WHERE id = $4 AND accepted_at IS NULL`,
      [this.now(), sessionId, used, id],
    );
    return n > 0;
  }

  /** The account's most recent accepted completions, newest first. */
  async accepted(userId: string, limit = 200): Promise<AcceptedCompletion[]> {
    return this.db.all<AcceptedCompletion>(
      `SELECT session_id, query, completion FROM issued_completions
        WHERE user_id = $1 AND accepted_at IS NOT NULL ORDER BY accepted_at DESC LIMIT $2`,
      [userId, limit],
    );
  }
}
