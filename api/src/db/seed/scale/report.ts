import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SqlSession } from './sql-session';

export type TableReport = { table: string; rows: number; bytes: number };
export type SizeReport = {
  /** pg_database_size(current_database()). */
  databaseBytes: number;
  /** PGlite only: the whole data directory on disk (WAL and catalogs included), what a developer's disk holds. */
  dataDirBytes?: number;
  tables: TableReport[];
};

/** Exact row counts and sizes (with indexes and TOAST) of every application table, and the size of the database. */
export async function measureSizes(sql: SqlSession, pgliteDataDir?: string): Promise<SizeReport> {
  const tables = await sql.rows<{ table: string; bytes: string }>(`
    SELECT c.relname AS table, pg_total_relation_size(c.oid)::text AS bytes
    FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY pg_total_relation_size(c.oid) DESC, c.relname`);
  const counted: TableReport[] = [];
  for (const { table, bytes } of tables) {
    const [row] = await sql.rows<{ rows: number }>(`SELECT count(*)::int AS rows FROM public."${table.replace(/"/g, '""')}"`);
    counted.push({ table, rows: row?.rows ?? 0, bytes: Number(bytes) });
  }
  const [row] = await sql.rows<{ bytes: string }>(`SELECT pg_database_size(current_database())::text AS bytes`);
  const report: SizeReport = { databaseBytes: Number(row?.bytes ?? 0), tables: counted };
  if (sql.kind === 'pglite' && pgliteDataDir && !pgliteDataDir.startsWith('memory://')) {
    // Right after a bulk load most of the directory is WAL; a checkpoint lets PGlite recycle what it no longer needs.
    await sql.run('CHECKPOINT');
    report.dataDirBytes = directorySize(pgliteDataDir);
  }
  return report;
}

function directorySize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += directorySize(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

/** 1536 → '1.5 kB', in the units pg_size_pretty uses. */
export function prettyBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
