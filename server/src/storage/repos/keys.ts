import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { type AccountLanguage, accountLanguageOf } from './account-language';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** API.md: keys are 32 characters. */
export const KEY_LENGTH = 32;

/** A new random key: 32 characters of [A-Za-z0-9], without modulo bias. */
export function generateKey(): string {
  let out = '';
  while (out.length < KEY_LENGTH) {
    for (const b of randomBytes(48)) {
      // 248 = 4 × 62: bytes above it would favour the first letters.
      if (b < 248 && out.length < KEY_LENGTH) out += ALPHABET[b % 62];
    }
  }
  return out;
}

/** SHA-256 of a key: keys are random and long, so a fast hash is enough and lookups stay indexed. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export interface KeyOwner {
  key_id: string;
  user_id: string;
  email: string;
  is_superuser: number;
  /** When the key was created: spellcheck's neural default depends on it. */
  key_created_at: number;
  /** The account's dashboard lang/variety defaults, read with the key (no second query per request). */
  language: AccountLanguage;
}

/** API keys, stored only as hashes; a key is shown once when created. */
export class KeyRepo {
  constructor(private readonly db: Db) {}

  /** Creates a key for a user and returns the plaintext once. */
  async create(userId: string, createdAt = Date.now()): Promise<{ id: string; key: string }> {
    const key = generateKey();
    const id = randomUUID();
    await this.db.run(
      'INSERT INTO api_keys (id, user_id, key_hash, prefix, created_at) VALUES ($1, $2, $3, $4, $5)',
      [id, userId, hashKey(key), key.slice(0, 6), createdAt],
    );
    return { id, key };
  }

  /** The live key's owner, or undefined for a wrong, revoked or deleted-user key. */
  async authenticate(key: string): Promise<KeyOwner | undefined> {
    if (key.length !== KEY_LENGTH) return undefined;
    const hash = hashKey(key);
    const row = await this.db.get<Omit<KeyOwner, 'language'> & { key_hash: string; settings: string | null }>(
      `SELECT k.id AS key_id, k.user_id, u.email, u.is_superuser, k.created_at AS key_created_at, k.key_hash,
              u.settings
         FROM api_keys k JOIN users u ON u.id = k.user_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.deleted_at IS NULL`,
      [hash],
    );
    if (!row || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(hash))) return undefined;
    const { key_hash: _, settings, ...owner } = row;
    return { ...owner, language: accountLanguageOf(settings) };
  }

  /** Revokes a key by its plaintext; returns false when no live key matches. */
  async revoke(key: string): Promise<boolean> {
    const n = await this.db.run(
      'UPDATE api_keys SET revoked_at = $2 WHERE key_hash = $1 AND revoked_at IS NULL',
      [hashKey(key), Date.now()],
    );
    return n > 0;
  }
}
