import type { Db } from '../db';

/** Result cache with per-entry TTLs (API.md "Caching"), shared by every server on the same database. */
export class ResultCache {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const row = await this.db.get<{ value: string; expires_at: number }>(
      'SELECT value, expires_at FROM result_cache WHERE cache_key = $1',
      [key],
    );
    if (!row || Number(row.expires_at) <= this.now()) return undefined;
    return JSON.parse(row.value) as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.db.run(
      `INSERT INTO result_cache (cache_key, value, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (cache_key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      [key, JSON.stringify(value), this.now() + ttlSeconds * 1000],
    );
  }

  async delete(key: string): Promise<void> {
    await this.db.run('DELETE FROM result_cache WHERE cache_key = $1', [key]);
  }

  /** Removes expired entries; returns how many. */
  async prune(): Promise<number> {
    return this.db.run('DELETE FROM result_cache WHERE expires_at <= $1', [this.now()]);
  }
}
