import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './types';

const statements = new WeakMap<Db, Map<string, unknown>>();
const preparedOn = new WeakMap<Db, Db>();

/** Prepared statements of `db` run on `target` (on PostgreSQL, a pool whose connections keep generic plans). */
export function usePreparedStatementsOn(db: Db, target: Db): void {
  preparedOn.set(db, target);
}

/**
 * A prepared statement for the hot reads (the session behind every request, the allocation list), built once per
 * database handle. On PostgreSQL the statement is named, so each pooled connection parses and plans it once instead of
 * on every request: planning cost as much as running these queries. Inside a transaction the query is built afresh,
 * because a statement prepared on the database would run outside the transaction.
 *
 * `name` must be unique per distinct SQL text: PostgreSQL keeps one statement per name and connection.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  if (is(db, PgTransaction)) return build(db, name);
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(preparedOn.get(db) ?? db, name);
    byName.set(name, statement);
  }
  return statement;
}
