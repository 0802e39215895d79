import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from '../storage/store';
import { AdminError } from './errors';

/** What a finished backup reports. */
export interface BackupReport {
  out: string;
  bytes: number;
  /** The newest schema version in the copy, so a restore can be matched to a release. */
  schema_version: number;
}

/** The SQLite file a `sqlite:` URL or plain path names. */
export function sqliteFile(databaseUrl: string): string {
  return path.resolve(databaseUrl.replace(/^sqlite:(\/\/)?/, ''));
}

/**
 * Copies a live SQLite database to `out` with SQLite's online backup API (better-sqlite3's
 * `.backup()`): servers keep reading and writing while it runs, and the copy is consistent. The copy
 * is then opened and integrity-checked. An existing `out` is never overwritten.
 */
export async function backupSqlite(file: string, out: string): Promise<BackupReport> {
  const target = path.resolve(out);
  if (fs.existsSync(target)) throw new AdminError(`--out ${target} exists; choose a new file name`);
  if (!fs.existsSync(path.dirname(target)))
    throw new AdminError(`--out: folder ${path.dirname(target)} does not exist`);
  if (!fs.existsSync(file)) throw new AdminError(`no SQLite database at ${file}`);
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  const copy = new Database(target, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new AdminError(`the copy at ${target} failed its integrity check: ${String(check)}`);
    const row = copy.prepare('SELECT MAX(version) AS v FROM schema_migrations').get() as { v: number | null };
    return { out: target, bytes: fs.statSync(target).size, schema_version: Number(row.v ?? 0) };
  } finally {
    copy.close();
  }
}

/** `backup --out FILE`: an online SQLite backup; PostgreSQL is backed up with pg_dump (docs/deploy.md). */
export async function backupCommand(
  store: Store,
  args: Record<string, string | boolean | undefined>,
): Promise<object> {
  if (store.db.dialect !== 'sqlite') {
    throw new AdminError(
      'backup copies SQLite databases; back PostgreSQL up with pg_dump (see docs/deploy.md)',
    );
  }
  const out = typeof args.out === 'string' ? args.out.trim() : '';
  if (!out) throw new AdminError('--out is required');
  // Read here, as reembed does: the CLI passes commands the store, not the configuration.
  const { loadConfig } = await import('../config');
  return backupSqlite(sqliteFile(loadConfig().databaseUrl), out);
}
