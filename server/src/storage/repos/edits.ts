import type { Db, SqlValue } from '../db';

/** An edit as issued to a key, kept until it expires so accept/reject can resolve its id. */
export interface IssuedEdit {
  id: string;
  key_id: string;
  user_id: string | null;
  session_id: string;
  original: string;
  replacement: string;
  rule: string;
  error_type: string | null;
}

/** How long an issued edit id can be accepted or rejected, by default. */
export const ISSUED_EDIT_TTL_MS = 30 * 24 * 3600 * 1000;
// Rows per INSERT: well under SQLite's 32,766 bound parameters and PostgreSQL's 65,535.
const ROWS_PER_INSERT = 200;
const COLUMNS = 10;
// Pruning runs at most this often per process: it is a range delete on an index.
const PRUNE_EVERY_MS = 60_000;

/** Issued edits: recorded with every /edits answer, looked up by accept/reject. */
export class IssuedEditRepo {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = ISSUED_EDIT_TTL_MS,
  ) {}

  /** Records edits; an id issued again (same edit, same document) has its expiry renewed. */
  async record(edits: IssuedEdit[]): Promise<void> {
    const now = this.now();
    for (let i = 0; i < edits.length; i += ROWS_PER_INSERT) {
      const batch = edits.slice(i, i + ROWS_PER_INSERT);
      const params: SqlValue[] = [];
      const rows = batch.map((e, r) => {
        params.push(
          e.id,
          e.key_id,
          e.user_id,
          e.session_id,
          e.original,
          e.replacement,
          e.rule,
          e.error_type,
          now,
          now + this.ttlMs,
        );
        const base = r * COLUMNS;
        return `(${Array.from({ length: COLUMNS }, (_, c) => `$${base + c + 1}`).join(', ')})`;
      });
      await this.db.run(
        `INSERT INTO issued_edits (id, key_id, user_id, session_id, original, replacement, rule, error_type, created_at, expires_at)
         VALUES ${rows.join(', ')}
         ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at`,
        params,
      );
    }
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.prune();
    }
  }

  /** The edit with this id issued to this key, unless it expired. */
  async find(id: string, keyId: string): Promise<IssuedEdit | undefined> {
    return this.db.get<IssuedEdit>(
      `SELECT id, key_id, user_id, session_id, original, replacement, rule, error_type FROM issued_edits
        WHERE id = $1 AND key_id = $2 AND expires_at > $3`,
      [id, keyId, this.now()],
    );
  }

  /** Deletes expired edits; returns how many. */
  async prune(): Promise<number> {
    return this.db.run('DELETE FROM issued_edits WHERE expires_at <= $1', [this.now()]);
  }
}
