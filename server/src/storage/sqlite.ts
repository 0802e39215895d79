import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Mutex } from './mutex';
import type { Db, SqlValue } from './sql';

/** `$1…$n` → `?` with the arguments reordered to match (a placeholder may repeat). */
export function toSqlitePlaceholders(sql: string, params: SqlValue[]): { sql: string; args: SqlValue[] } {
  const args: SqlValue[] = [];
  const out = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= params.length) throw new Error(`SQL parameter $${n} has no value`);
    args.push(params[i] as SqlValue);
    return '?';
  });
  return { sql: out, args };
}

/**
 * SQLite through better-sqlite3. Statements are synchronous, so one async mutex serialises
 * transactions against every other statement: nothing can interleave with an open transaction.
 */
export function openSqlite(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('foreign_keys = ON');
  const lock = new Mutex();
  const cache = new Map<string, Database.Statement>();

  const prepare = (sql: string) => {
    let st = cache.get(sql);
    if (!st) {
      st = raw.prepare(sql);
      cache.set(sql, st);
    }
    return st;
  };

  const direct: Db = {
    dialect: 'sqlite',
    async all<T>(sql: string, params: SqlValue[] = []) {
      const q = toSqlitePlaceholders(sql, params);
      return prepare(q.sql).all(...q.args) as T[];
    },
    async get<T>(sql: string, params: SqlValue[] = []) {
      const q = toSqlitePlaceholders(sql, params);
      const st = prepare(q.sql);
      if (st.reader) return st.get(...q.args) as T | undefined;
      st.run(...q.args);
      return undefined;
    },
    async run(sql: string, params: SqlValue[] = []) {
      const q = toSqlitePlaceholders(sql, params);
      const st = prepare(q.sql);
      if (st.reader) return st.all(...q.args).length;
      return st.run(...q.args).changes;
    },
    async exec(sql: string) {
      raw.exec(sql);
    },
    transaction: () => {
      throw new Error('nested transactions are not supported');
    },
    async close() {},
  };

  return {
    dialect: 'sqlite',
    all: (sql, params) => lock.run(() => direct.all(sql, params)),
    get: (sql, params) => lock.run(() => direct.get(sql, params)),
    run: (sql, params) => lock.run(() => direct.run(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    transaction: (fn) =>
      lock.run(async () => {
        raw.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(direct);
          raw.exec('COMMIT');
          return result;
        } catch (err) {
          raw.exec('ROLLBACK');
          throw err;
        }
      }),
    close: () =>
      lock.run(async () => {
        raw.close();
      }),
  };
}
