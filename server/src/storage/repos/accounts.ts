import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';

/** SHA-256 hex of a session id or token: only hashes are stored, so a database leak opens nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A random URL-safe secret of `bytes` bytes. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A dashboard session joined with its user. */
export interface SessionRow {
  id_hash: string;
  user_id: string;
  email: string;
  is_superuser: number;
  csrf_token: string;
  expires_at: number;
}

/** Dashboard accounts: password hashes, email tokens and sessions (login limits are quota windows). */
export class AccountRepo {
  constructor(private readonly db: Db) {}

  async passwordHash(userId: string): Promise<string | undefined> {
    const row = await this.db.get<{ hash: string }>('SELECT hash FROM user_passwords WHERE user_id = $1', [
      userId,
    ]);
    return row?.hash;
  }

  async setPasswordHash(userId: string, hash: string): Promise<void> {
    await this.db.run(
      `INSERT INTO user_passwords (user_id, hash, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at`,
      [userId, hash, Date.now()],
    );
  }

  async markConfirmed(userId: string): Promise<void> {
    await this.db.run('UPDATE users SET email_confirmed = 1 WHERE id = $1', [userId]);
  }

  /** Creates a single-use email token; returns the plaintext (sent by mail, never stored). */
  async createToken(userId: string, purpose: 'confirm', ttlMs: number): Promise<string> {
    const token = randomSecret();
    const now = Date.now();
    await this.db.run(
      'INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [hashSecret(token), userId, purpose, now, now + ttlMs],
    );
    return token;
  }

  /** Whether a token is live (unused, unexpired), without using it. */
  async peekToken(token: string, purpose: 'confirm'): Promise<string | undefined> {
    const row = await this.db.get<{ user_id: string }>(
      'SELECT user_id FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
      [hashSecret(token), purpose, Date.now()],
    );
    return row?.user_id;
  }

  /** Uses a live token once; returns its user id, or undefined when unknown, used or expired. */
  async useToken(token: string, purpose: 'confirm'): Promise<string | undefined> {
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const row = await tx.get<{ user_id: string }>(
        'SELECT user_id FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3',
        [hashSecret(token), purpose, now],
      );
      if (!row) return undefined;
      const n = await tx.run(
        'UPDATE email_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL',
        [hashSecret(token), now],
      );
      return n > 0 ? row.user_id : undefined;
    });
  }

  /** Starts a session; returns the plaintext id for the cookie and the session's CSRF token. */
  async createSession(userId: string, ttlMs: number): Promise<{ id: string; csrf: string }> {
    const id = randomSecret();
    const csrf = randomSecret(24);
    const now = Date.now();
    await this.db.run(
      'INSERT INTO dashboard_sessions (id_hash, user_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [hashSecret(id), userId, csrf, now, now + ttlMs],
    );
    return { id, csrf };
  }

  /** The live session a cookie names, with its user (not deleted). */
  async session(id: string): Promise<SessionRow | undefined> {
    return this.db.get<SessionRow>(
      `SELECT s.id_hash, s.user_id, u.email, u.is_superuser, s.csrf_token, s.expires_at
         FROM dashboard_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id_hash = $1 AND s.expires_at > $2 AND u.deleted_at IS NULL`,
      [hashSecret(id), Date.now()],
    );
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.run('DELETE FROM dashboard_sessions WHERE id_hash = $1', [hashSecret(id)]);
  }

  /** Deletes sessions and email tokens that have ended. */
  async prune(now = Date.now()): Promise<void> {
    await this.db.run('DELETE FROM dashboard_sessions WHERE expires_at <= $1', [now]);
    await this.db.run('DELETE FROM email_tokens WHERE expires_at <= $1', [now]);
  }

  /** Revokes every live key of the user; returns how many. */
  async revokeKeys(userId: string): Promise<number> {
    return this.db.run('UPDATE api_keys SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
      Date.now(),
    ]);
  }

  /** The user's live keys (prefix and creation time only; the key itself is never stored). */
  async liveKeys(userId: string): Promise<{ id: string; prefix: string; created_at: number }[]> {
    return this.db.all(
      'SELECT id, prefix, created_at FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC',
      [userId],
    );
  }
}
