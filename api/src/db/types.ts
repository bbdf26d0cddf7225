import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle repositories take: PGlite and node-postgres expose the same query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: what a function that must run inside one (a row lock, an audit record) takes. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function accepts: the database or an open transaction. */
export type DbOrTx = Db | Tx;
