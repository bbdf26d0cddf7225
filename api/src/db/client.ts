import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { Pool } from 'pg';
import { usePreparedStatementsOn } from './prepared';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle repositories take: PGlite and node-postgres expose the same query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function accepts: the database or an open transaction. */
export type DbOrTx = Db | Tx;

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
  poolSize?: number;
  /** A PGlite data directory dump to start from (tests start from a migrated one). */
  loadDataDir?: Blob | File;
};

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // The hot reads are prepared statements (prepared.ts) so that each connection plans them once; they get a pool of
    // their own whose connections keep one generic plan per statement. PostgreSQL's default would go on planning them
    // per call (a generic plan cannot know a LIMIT or OFFSET parameter and looks dearer than a custom one, though it is
    // the same plan): the order list's page took 0.6 ms a call instead of 0.25. Other queries keep custom plans, which
    // a substring search needs (its plan depends on the text: a generic one took 128 ms instead of 4).
    const hotPool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client whose connection the server ends (a restart, a failover, a test database dropped WITH (FORCE))
    // reports here; without a listener Node would end the whole process. The pool opens a new client when needed.
    for (const each of [pool, hotPool]) {
      each.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    }
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
