import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';

/**
 * Values a query may bind. JSON goes in as a string cast with `::jsonb` in the SQL, and moments as ISO
 * strings (see `timestamp`), which both drivers pass through unchanged.
 */
export type SqlParam = string | number | boolean | null | readonly string[];

/** A moment in milliseconds as a timestamptz parameter. */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString();
}

/** The little the API needs from PostgreSQL, whether embedded (PGlite) or a server (pg). */
export interface Db {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  /** Runs `work` inside BEGIN/COMMIT on one connection, rolling back if it throws. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data lives, for the start-up line: a folder, `memory://` or a server. */
  readonly description: string;
}

export const MEMORY_DATA_DIR = 'memory://';
export const DEFAULT_DATA_DIR = path.join(__dirname, '..', '.data');

interface PgliteLike {
  query<T>(sql: string, params?: SqlParam[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** A connection already inside BEGIN; the API never nests transactions or closes one early. */
function inTransaction(queries: Pick<Db, 'query' | 'exec'>, description: string): Db {
  return {
    ...queries,
    description,
    transaction: () => Promise.reject(new Error('Nested transactions are not supported')),
    close: () => Promise.reject(new Error('Cannot close a transaction')),
  };
}

function pgliteQueries(conn: PgliteLike): Pick<Db, 'query' | 'exec'> {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      return (await conn.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/** Wraps an open PGlite instance (tests create theirs outside the jest module sandbox). */
export async function pgliteDb(pg: PGlite, description: string): Promise<Db> {
  await pg.waitReady;
  return {
    ...pgliteQueries(pg),
    description,
    transaction: (work) => pg.transaction((tx) => work(inTransaction(pgliteQueries(tx), description))),
    close: () => pg.close(),
  };
}

function openPglite(dataDir: string): Promise<Db> {
  return dataDir === MEMORY_DATA_DIR
    ? pgliteDb(new PGlite(), 'PGlite in memory')
    : pgliteDb(new PGlite(dataDir), `PGlite at ${dataDir}`);
}

function clientQueries(conn: Pool | PoolClient): Pick<Db, 'query' | 'exec'> {
  return {
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await conn.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
  };
}

function openPostgres(connectionString: string): Db {
  const pool = new Pool({ connectionString, max: 10 });
  const description = `PostgreSQL at ${new URL(connectionString).host}`;
  return {
    ...clientQueries(pool),
    description,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(inTransaction(clientQueries(client), description));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `DATABASE_URL` selects a PostgreSQL server; otherwise PGlite keeps its data in `DATA_DIR`. */
export function openDbFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return Promise.resolve(openPostgres(env.DATABASE_URL));
  return openPglite(env.DATA_DIR || DEFAULT_DATA_DIR);
}
