import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backup and restore of both databases (issue 17; README, Backup and restore). The embedded PGlite is saved as its data
 * directory, gzipped (`dumpDataDir`), and restored by starting a new directory from it; PostgreSQL goes through
 * pg_dump's custom format and pg_restore. The embedded database is one process's files: stop the API first.
 */

/** Writes the embedded database in `dataDir` to `file` (a .tar.gz), whole or not at all. */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dataDir}`);
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    // A backup cut short by a crash must not pass for a whole one: write beside it, then rename.
    const partial = `${file}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/**
 * Replaces the embedded database in `dataDir` with the one in `file`. The database it replaces is moved aside (the
 * answer says where), never deleted: a restore of the wrong file is undone by moving it back.
 */
export async function restoreEmbedded(file: string, dataDir: string, now = new Date()): Promise<{ movedAside: string | undefined }> {
  const dump = new Blob([readFileSync(file)]);
  let movedAside: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    movedAside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: dump });
  try {
    // A dump that loads but cannot be read is no restore.
    await client.query('select count(*) from information_schema.tables');
  } finally {
    await client.close();
  }
  return { movedAside };
}

/** pg_dump of the database at `url` into `file`, in its custom format (compressed; pg_restore reads it). */
export function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  return run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`], url);
}

/**
 * Replaces what the backup holds in the database at `url`: each object is dropped and made again from `file`, in one
 * transaction, so a restore that fails leaves the database as it was.
 */
export function restorePostgres(file: string, url: string): Promise<void> {
  // pg_restore needs --dbname to restore into a database at all; the name alone, the rest comes from libpq's variables.
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  return run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${name}`, file], url);
}

/**
 * Runs a PostgreSQL client program on the database at `url`, given through libpq's variables rather than its command
 * line, where any user of the machine could read the password.
 */
function run(program: string, args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.username ? { PGUSER: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.searchParams.get('sslmode') ? { PGSSLMODE: parsed.searchParams.get('sslmode')! } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${program} could not start (${error.message}): install PostgreSQL's client programs`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${stderr.trim()}`))));
  });
}
