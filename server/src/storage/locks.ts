import type { Db } from './db';

/**
 * Holds a named lock until the transaction `tx` ends, so check-then-write sequences on the same
 * name (a login bucket, an account's rate window) run one at a time. PostgreSQL: a transaction-level
 * advisory lock on the name's hash (a hash collision only serialises two unrelated names). SQLite:
 * nothing to do, since every transaction there holds the database's write lock (BEGIN IMMEDIATE)
 * and the adapter's mutex. Take several locks in a fixed order (e.g. sorted) to avoid deadlocks.
 */
export async function lockName(tx: Db, name: string): Promise<void> {
  if (tx.dialect === 'postgres') await tx.get('SELECT pg_advisory_xact_lock(hashtext($1)) AS locked', [name]);
}
