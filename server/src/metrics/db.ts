import type { Db } from '../storage/db';
import type { Counter } from './registry';

/**
 * The database with every round trip counted in `counter` ({dialect}): each statement, and BEGIN and
 * COMMIT/ROLLBACK of a transaction. The scale benchmark divides it by requests served.
 */
export function countQueries(db: Db, counter: Counter): Db {
  const labels = { dialect: db.dialect };
  const counted = (inner: Db): Db => ({
    dialect: inner.dialect,
    all: (sql, params) => {
      counter.inc(labels);
      return inner.all(sql, params);
    },
    get: (sql, params) => {
      counter.inc(labels);
      return inner.get(sql, params);
    },
    run: (sql, params) => {
      counter.inc(labels);
      return inner.run(sql, params);
    },
    exec: (sql) => {
      counter.inc(labels);
      return inner.exec(sql);
    },
    transaction: (fn) => {
      counter.inc(labels, 2);
      return inner.transaction((tx) => fn(counted(tx)));
    },
    close: () => inner.close(),
  });
  return counted(db);
}
