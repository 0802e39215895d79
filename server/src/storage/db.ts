import type { Db } from './sql';

// The types live in a leaf module so that the adapters can use them without importing this file.
export type { Db, SqlValue } from './sql';

/** Opens the database a URL names: `postgres://…` / `postgresql://…`, else SQLite (`sqlite:path` or a path). */
export async function openDb(url: string): Promise<Db> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(url);
  }
  const { openSqlite } = await import('./sqlite');
  return openSqlite(url.replace(/^sqlite:(\/\/)?/, ''));
}
