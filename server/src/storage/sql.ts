/** A value that can be bound to a SQL parameter on both databases. */
export type SqlValue = string | number | bigint | null;

/**
 * The small database surface the repositories use. SQL is written once with `$1, $2…`
 * placeholders and portable types (TEXT, BIGINT epoch milliseconds, INTEGER 0/1 booleans);
 * each adapter translates what it must.
 */
export interface Db {
  readonly dialect: 'sqlite' | 'postgres';
  /** Rows of a query. */
  all<T>(sql: string, params?: SqlValue[]): Promise<T[]>;
  /** First row of a query, or undefined. */
  get<T>(sql: string, params?: SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; returns the number of rows changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>;
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; rolls back if it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
