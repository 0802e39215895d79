import pg from 'pg';
import type { Db, SqlValue } from './sql';

// BIGINT columns hold epoch milliseconds and counters, which fit in a double: parse them as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

type Queryable = Pick<pg.Pool, 'query'>;

function wrap(q: Queryable): Omit<Db, 'transaction' | 'close'> {
  return {
    dialect: 'postgres',
    async all<T>(sql: string, params: SqlValue[] = []) {
      return (await q.query(sql, params as unknown[])).rows as T[];
    },
    async get<T>(sql: string, params: SqlValue[] = []) {
      return (await q.query(sql, params as unknown[])).rows[0] as T | undefined;
    },
    async run(sql: string, params: SqlValue[] = []) {
      return (await q.query(sql, params as unknown[])).rowCount ?? 0;
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  };
}

/**
 * PostgreSQL through a pg pool. An optional `schema` search path in the URL
 * (`?schema=name`) lets test suites use one database side by side.
 */
export async function openPostgres(url: string): Promise<Db> {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  if (schema) {
    const admin = new pg.Client({ connectionString: parsed.toString() });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  // Every pooled connection starts with the schema on its search path (a startup option, no extra query).
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: 10,
    connectionTimeoutMillis: 10_000,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  pool.on('error', () => undefined);
  // Probe once so a wrong URL fails at start with the driver's message, not on the first request.
  (await pool.connect()).release();

  const base = wrap(pool);
  return {
    ...base,
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Db = {
          ...wrap(client),
          transaction: () => Promise.reject(new Error('nested transactions are not supported')),
          close: async () => undefined,
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
