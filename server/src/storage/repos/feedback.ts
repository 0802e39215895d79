import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

export interface FeedbackInput {
  subjectType: 'edit' | 'completion';
  subjectId: string;
  /** Edits: once per edit per document (session_id). Completions: once per id (scope ''). */
  scope: string;
  verdict: 'accept' | 'reject';
  keyId: string;
  userId?: string | null;
  original?: string | null;
  replacement?: string | null;
}

/** Accept/reject feedback, recorded at most once per subject and scope. */
export class FeedbackRepo {
  constructor(private readonly db: Db) {}

  /** Records the feedback; returns false when this subject was already reported in this scope. */
  async record(f: FeedbackInput): Promise<boolean> {
    const n = await this.db.run(
      `INSERT INTO feedback (id, subject_type, subject_id, scope, verdict, key_id, user_id, original, replacement, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (subject_type, subject_id, scope) DO NOTHING`,
      [
        randomUUID(),
        f.subjectType,
        f.subjectId,
        f.scope,
        f.verdict,
        f.keyId,
        f.userId ?? null,
        f.original ?? null,
        f.replacement ?? null,
        Date.now(),
      ],
    );
    return n > 0;
  }

  /** Original→replacement pairs a user (or, without user_id, a key) has rejected. */
  async rejected(
    keyId: string,
    userId?: string | null,
  ): Promise<{ original: string; replacement: string }[]> {
    return this.db.all(
      `SELECT DISTINCT original, replacement FROM feedback
        WHERE verdict = 'reject' AND subject_type = 'edit' AND original IS NOT NULL
          AND ${userId ? 'user_id = $1' : 'key_id = $1 AND user_id IS NULL'}`,
      [userId ?? keyId],
    );
  }
}
