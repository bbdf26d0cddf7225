import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '../../client';

/**
 * One database session for the whole generator. It has to be one connection: setseed(), the session settings and the
 * temporary planning tables all live in the session, and a pool would hand each statement to any of its connections.
 */
export type SqlSession = {
  kind: Database['kind'];
  rows: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Runs a statement and returns the number of rows it affected. */
  run: (text: string, params?: unknown[]) => Promise<number>;
  release: () => Promise<void>;
};

export async function openSqlSession(database: Database): Promise<SqlSession> {
  if (database.kind === 'postgres') {
    // drizzle keeps the node-postgres pool it was built on as `$client`.
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const client: PoolClient = await pool.connect();
    return {
      kind: 'postgres',
      rows: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      run: async (text, params) => (await client.query(text, params)).rowCount ?? 0,
      release: async () => client.release(),
    };
  }
  // PGlite is a single connection already: the session is the database itself.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return {
    kind: 'pglite',
    rows: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    run: async (text, params) => (await client.query(text, params)).affectedRows ?? 0,
    release: async () => undefined,
  };
}
