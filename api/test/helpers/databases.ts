import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../../src/db/client';
import type { Db } from '../../src/db/types';

/**
 * Every test file gets a database of its own, migrated: on PostgreSQL when DATABASE_URL is set (a copy of a migrated
 * template database), otherwise an in-memory PGlite loaded from a migrated dump (creating and migrating PGlite from
 * nothing takes seconds; loading a dump a fraction of that).
 */
// One template per jest run (named by globalSetup, read by the workers it spawns), so parallel runs never collide.
export function templateDatabase(): string {
  const name = process.env.BACKOFFICE_TEST_TEMPLATE;
  if (!name) throw new Error('BACKOFFICE_TEST_TEMPLATE is not set: run the API tests through jest (globalSetup)');
  return name;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

export function pgliteDumpPath(): string {
  return path.join(os.tmpdir(), 'backoffice-test', `pglite-${migrationsHash()}.tar.gz`);
}

/** Run once before the suite: prepares what each test file copies. */
export async function prepareTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `backoffice_test_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    process.env.BACKOFFICE_TEST_TEMPLATE = name;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const template = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 });
    await template.close();
    return;
  }
  const dumpPath = pgliteDumpPath();
  if (existsSync(dumpPath)) return;
  mkdirSync(path.dirname(dumpPath), { recursive: true });
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const partial = `${dumpPath}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpPath);
}

/** A fresh migrated database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `backoffice_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(pgliteDumpPath())]);
  return openDatabase({ loadDataDir: dump });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The name of the database a test app runs on (each test file has its own): what an outage test takes away. */
export async function currentDatabaseName(db: Db): Promise<string> {
  const result = await db.execute<{ name: string }>(sql`select current_database() as name`);
  return (result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
}
