import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { backupCli } from './helpers/backup-cli';
import { openTestDatabase, withDatabase } from './helpers/databases';
import { createUser } from './helpers/users';

/**
 * Issue 17: `pnpm db:backup` and `pnpm db:restore` with DATABASE_URL set run pg_dump and pg_restore. Back up, change,
 * restore, find the old state. PostgreSQL only (`pnpm test:pg`).
 */

// pg_dump and pg_restore start through the command (tsx): a few seconds each on a loaded machine.
const TIMEOUT_MS = 120_000;
let directory: string;
let database: Database;
let url: string;

beforeEach(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'backup-pg-test-'));
  database = await openTestDatabase();
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
  url = withDatabase(process.env.DATABASE_URL!, result.rows[0]!.name);
});
afterEach(async () => {
  await database.close();
  rmSync(directory, { recursive: true, force: true });
});

async function staffNames(db: Database['db']): Promise<string[]> {
  return (await db.select({ name: users.name }).from(users).orderBy(asc(users.name))).map((row) => row.name);
}

describe('backup and restore of a PostgreSQL database (issue 17)', () => {
  it('restores the state of the backup with pg_dump and pg_restore', async () => {
    const kept = await createUser(database.db, { type: 'SuperAdmin', name: 'Anna Before' });
    await createUser(database.db, { type: 'Agent', name: 'Boon Before' });

    const file = path.join(directory, 'before.dump');
    await backupCli(['backup', file], { DATABASE_URL: url });
    expect(existsSync(file)).toBe(true);

    await database.db.update(users).set({ name: 'Anna After' }).where(eq(users.id, kept.id));
    await createUser(database.db, { type: 'Tutor', name: 'Chai After' });
    await database.db.delete(users).where(eq(users.name, 'Boon Before'));
    expect(await staffNames(database.db)).toEqual(['Anna After', 'Chai After']);

    await backupCli(['restore', file], { DATABASE_URL: url });

    // A new connection, as an API started after the restore would have.
    const reopened = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      expect(await staffNames(reopened.db)).toEqual(['Anna Before', 'Boon Before']);
    } finally {
      await reopened.close();
    }
  }, TIMEOUT_MS);

  it('fails, naming pg_restore, on a file that is not a backup, and changes nothing', async () => {
    await createUser(database.db, { type: 'SuperAdmin', name: 'Anna Before' });
    const file = path.join(directory, 'not-a-backup.dump');
    writeFileSync(file, 'not a dump');
    await expect(backupCli(['restore', file], { DATABASE_URL: url })).rejects.toThrow(/pg_restore failed \(1\): pg_restore: error: input file does not appear to be a valid archive/);
    expect(await staffNames(database.db)).toEqual(['Anna Before']);
  }, TIMEOUT_MS);
});
