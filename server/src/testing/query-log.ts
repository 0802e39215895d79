import type { Db } from '../storage/db';

/** One statement a recorded database ran: its SQL and whether it ran inside a transaction. */
export interface LoggedQuery {
  sql: string;
  inTransaction: boolean;
}

/**
 * The database with every statement appended to `log` (BEGIN/COMMIT show as `BEGIN` and `COMMIT`).
 * Tests wrap a store's database in it (createStore(recordQueries(db, log))) to count the round
 * trips a request makes, without timing anything.
 */
export function recordQueries(db: Db, log: LoggedQuery[]): Db {
  const recorded = (inner: Db, inTransaction: boolean): Db => {
    const note = (sql: string) => log.push({ sql: sql.replace(/\s+/g, ' ').trim(), inTransaction });
    return {
      dialect: inner.dialect,
      all: (sql, params) => {
        note(sql);
        return inner.all(sql, params);
      },
      get: (sql, params) => {
        note(sql);
        return inner.get(sql, params);
      },
      run: (sql, params) => {
        note(sql);
        return inner.run(sql, params);
      },
      exec: (sql) => {
        note(sql);
        return inner.exec(sql);
      },
      transaction: async (fn) => {
        log.push({ sql: 'BEGIN', inTransaction: true });
        try {
          return await inner.transaction((tx) => fn(recorded(tx, true)));
        } finally {
          log.push({ sql: 'COMMIT', inTransaction: true });
        }
      },
      close: () => inner.close(),
    };
  };
  return recorded(db, false);
}

/** Whether a statement writes (INSERT, UPDATE, DELETE, or a lock taken for writing). */
export function isWrite(q: LoggedQuery): boolean {
  return /^(INSERT|UPDATE|DELETE|UPSERT)\b/i.test(q.sql) || /\bFOR UPDATE\b/i.test(q.sql);
}
