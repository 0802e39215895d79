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
  /** The rule that produced the edit: a rejection suppresses the same original, replacement and rule. */
  rule?: string | null;
}

/** Accept/reject feedback, recorded at most once per subject and scope. */
export class FeedbackRepo {
  constructor(private readonly db: Db) {}

  /** Records the feedback; returns false when this subject was already reported in this scope. */
  async record(f: FeedbackInput): Promise<boolean> {
    const n = await this.db.run(
      `INSERT INTO feedback (id, subject_type, subject_id, scope, verdict, key_id, user_id, original, replacement, rule, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
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
        f.rule ?? null,
        Date.now(),
      ],
    );
    return n > 0;
  }

  /**
   * Original→replacement pairs (with their rule) a user has rejected: with `userId`, that user_id on
   * any key of the account that owns `keyId` (user ids are the caller's names, so they never reach
   * across accounts); without, rejections sent through this key without a user_id.
   */
  async rejected(
    keyId: string,
    userId?: string | null,
  ): Promise<{ original: string; replacement: string; rule: string | null }[]> {
    return this.db.all(
      `SELECT DISTINCT original, replacement, rule FROM feedback
        WHERE verdict = 'reject' AND subject_type = 'edit' AND original IS NOT NULL AND ${
          userId
            ? `user_id = $2 AND key_id IN (SELECT k.id FROM api_keys k JOIN api_keys mine ON mine.user_id = k.user_id WHERE mine.id = $1)`
            : 'key_id = $1 AND user_id IS NULL'
        }`,
      userId ? [keyId, userId] : [keyId],
    );
  }
}
