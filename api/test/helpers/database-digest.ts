import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';

/** Each table's row count and newest row version, by table name. */
export type DatabaseDigest = Record<string, string>;

/**
 * What a request may change without writing anything the caller asked for: every signed-in request has a session
 * (the sweep opens a fresh one per request and the auth plugin notes its last use), and a failed sign-in is counted
 * for the throttle by design.
 */
const BOOKKEEPING = ['sessions', 'login_throttle'];

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/**
 * Installs `test_database_digest()` in a test's database: every table of the app's schema but the bookkeeping above,
 * each with its row count and the newest transaction id among its rows (`xmin`). An insert or a delete changes the
 * count; an update writes a new row version stamped with its transaction, newer than every row before it; a
 * rolled-back write leaves neither. So any committed write shows, even one that rewrote a value as it was. A PL/pgSQL
 * function keeps its plan: the same query sent as SQL each time took four times as long, and hashing every row's
 * text twenty times as long on the demo data.
 */
export async function installDatabaseDigest(db: DbOrTx): Promise<void> {
  const tables = rowsOf(
    (await db.execute(
      sql`select table_name::text as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as Rows<{ name: string }>,
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.includes(name));
  const perTable = tables
    .map((name) => `select '${name}' as name, count(*) || ':' || coalesce(max(t.xmin::text::bigint), 0) as digest from "${name}" t`)
    .join(' union all ');
  await db.execute(
    sql.raw(`create or replace function test_database_digest() returns text language plpgsql stable as $digest$
      declare result text;
      begin
        select string_agg(name || '=' || digest, ',' order by name) into result from (${perTable}) tables;
        return result;
      end $digest$`),
  );
}

/** The digest of every table (installDatabaseDigest first). */
export async function databaseDigest(db: DbOrTx): Promise<DatabaseDigest> {
  const [row] = rowsOf((await db.execute(sql`select test_database_digest() as digest`)) as unknown as Rows<{ digest: string }>);
  return Object.fromEntries((row?.digest ?? '').split(',').map((entry) => entry.split('=') as [string, string]));
}

/** The tables whose digest differs between two digests. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => before[name] !== after[name]).sort();
}
