import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { usePreparedStatementsOn } from './prepared';
import * as schema from './schema/index';
import type { Db } from './types';

// The handle types live in types.ts, which prepared.ts reads too; re-exported for the test harness.
export type { Db, DbOrTx, Schema, Tx } from './types';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

export type DatabaseOptions = {
  /** A PostgreSQL connection string; without it PGlite runs embedded. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir?: string;
  /**
   * Connections in each pool (default 10). More than the database server's cores can run only queue there: on two
   * cores, 20 a pool measured 7% fewer requests a second than 8 or 10 under bench:api's 50 connections (README).
   */
  poolSize?: number;
  /** A PGlite data directory dump to start from (tests start from a migrated one). */
  loadDataDir?: Blob | File;
};

const DEFAULT_POOL_SIZE = 10;

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = resilientPool({ connectionString: options.databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // The hot reads are prepared statements (prepared.ts) so that each connection plans them once; they get a pool of
    // their own whose connections keep one generic plan per statement. PostgreSQL's default would go on planning them
    // per call (a generic plan cannot know a LIMIT or OFFSET parameter and looks dearer than a custom one, though it is
    // the same plan): the order list's page took 0.6 ms a call instead of 0.25. Other queries keep custom plans, which
    // a substring search needs (its plan depends on the text: a generic one took 128 ms instead of 4).
    const hotPool = resilientPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    usePreparedStatementsOn(db, drizzlePg(hotPool, { schema }) as unknown as Db);
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), hotPool.end()])) };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the substring searches (names, emails, phones); PostgreSQL ships it in its contrib modules.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * A node-postgres pool that outlives its connections: a server restart, a failover or an administrator ending the
 * backends (issue 23) never ends the process, and the pool opens new connections when the server accepts them again.
 *
 * node-postgres reports a dead connection as an 'error' event on its client, and an event without a listener ends the
 * process. The pool listens to its idle clients only; a checked-out client (a transaction between two statements, or
 * a query whose connection closes after its error arrived) had none. Each client gets one for its whole life here.
 *
 * A checked-out client that dies is also handed back to the pool at once, which drops it: Drizzle's transaction never
 * releases a client whose `begin` failed, and each such client would hold a place in the pool for good (the pool
 * would run dry after a few outages, and `end()` would wait for them for ever). Its holder's own release is then a
 * no-op rather than the pool's "released twice" error, so the request fails with the connection's error (a 503).
 */
function resilientPool(config: PoolConfig): Pool {
  const pool = new Pool({
    ...config,
    // Without a limit a request waits for ever on a server that does not answer (a host that is down drops packets).
    connectionTimeoutMillis: 10_000,
    // Notices a connection whose peer vanished without closing it (a failover, a network cut) while it sits idle.
    keepAlive: true,
  });
  const checkedOut = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      let released = false;
      client.release = (reason) => {
        if (released) return;
        released = true;
        release(reason);
      };
      client.release(error);
    });
  });
  // An idle client whose connection ended: the pool has already dropped it. Only the driver's words, never a query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}${'code' in error ? ` (${String(error.code)})` : ''}`);
  });
  waitWhenServerIsFull(pool);
  return pool;
}

// How long a pool keeps to the connections it has after the server refused it one more, before it tries to grow again.
const SERVER_FULL_HOLD_MS = 10_000;
// With no connection of its own, how long a pool waits before asking the server again.
const SERVER_FULL_RETRY_MS = 100;

/**
 * A server with no connection left to give (issue 17: two API processes on one PostgreSQL, beside other clients, asked
 * for more than `max_connections`) answers a new connection with 53300 'too many clients'. That is no outage: the
 * pool's own connections still work. So the request waits for one of them (the pool holds at the size the server
 * allowed, for ten seconds, then tries to grow again), or with none of its own asks again a moment later, within the
 * pool's connection time-out; only then does it fail, with a 503. Without this, each request that happened to need
 * one more connection answered 503 while the pool's other connections served the rest.
 */
function waitWhenServerIsFull(pool: Pool): void {
  const configuredMax = pool.options.max ?? 10;
  const timeoutMs = pool.options.connectionTimeoutMillis ?? 10_000;
  let restore: NodeJS.Timeout | undefined;
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const connectWithinServerLimit = async (): Promise<PoolClient> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await connect();
      } catch (error) {
        if (!isServerFull(error) || Date.now() >= deadline || pool.ending) throw error;
        pool.options.max = Math.max(1, pool.totalCount);
        clearTimeout(restore);
        restore = setTimeout(() => {
          pool.options.max = configuredMax;
        }, SERVER_FULL_HOLD_MS);
        restore.unref();
        if (pool.totalCount === 0) await new Promise((resolve) => setTimeout(resolve, SERVER_FULL_RETRY_MS * (1 + Math.random())));
      }
    }
  };
  // pool.query() checks out through this.connect(callback); transactions call connect() for a promise.
  pool.connect = ((callback?: (error: Error | undefined, client?: PoolClient, done?: (release?: unknown) => void) => void) => {
    const connecting = connectWithinServerLimit();
    if (!callback) return connecting;
    connecting.then(
      (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error | boolean | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }) as unknown as Pool['connect'];
}

/** PostgreSQL's too_many_connections: the server's, a role's or a database's connection limit is reached. */
function isServerFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '53300') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
