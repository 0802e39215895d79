import type { Db } from '../db';
import { hashSecret, randomSecret } from './accounts';

/**
 * Password-reset tokens: created for a mail, used once to set a new password. Using one also
 * retires the user's other reset tokens and ends every dashboard session, in one transaction, so
 * whoever held the old password (or an old link) is out the moment the new password is set.
 */
export class PasswordResetRepo {
  constructor(private readonly db: Db) {}

  /** Creates a token; returns the plaintext (mailed, never stored). */
  async create(userId: string, ttlMs: number, now = Date.now()): Promise<string> {
    const token = randomSecret();
    await this.db.run(
      'INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [hashSecret(token), userId, now, now + ttlMs],
    );
    return token;
  }

  /** The user a live (unused, unexpired) token belongs to, without using it. */
  async peek(token: string, now = Date.now()): Promise<string | undefined> {
    const row = await this.db.get<{ user_id: string }>(
      'SELECT user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [hashSecret(token), now],
    );
    return row?.user_id;
  }

  /**
   * Uses a live token to set `passwordHash`: marks it used (once, even under parallel requests),
   * retires the user's other tokens, stores the hash and deletes every session of the user.
   * Returns the user id, or undefined for an unknown, used or expired token.
   */
  async reset(token: string, passwordHash: string, now = Date.now()): Promise<string | undefined> {
    return this.db.transaction(async (tx) => {
      const row = await tx.get<{ user_id: string }>(
        `UPDATE password_reset_tokens SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id`,
        [hashSecret(token), now],
      );
      if (!row) return undefined;
      await tx.run('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
        row.user_id,
        now,
      ]);
      await tx.run(
        `INSERT INTO user_passwords (user_id, hash, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at`,
        [row.user_id, passwordHash, now],
      );
      await tx.run('DELETE FROM dashboard_sessions WHERE user_id = $1', [row.user_id]);
      return row.user_id;
    });
  }

  /** Deletes tokens that expired. */
  async prune(now = Date.now()): Promise<number> {
    return this.db.run('DELETE FROM password_reset_tokens WHERE expires_at <= $1', [now]);
  }
}
