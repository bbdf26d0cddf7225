import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { backupCli } from './helpers/backup-cli';
import { pgliteDumpPath } from './helpers/databases';
import { createUser } from './helpers/users';

/**
 * Issue 17: `pnpm db:backup` and `pnpm db:restore` for the embedded database. Back up, change, restore, find the old
 * state; the database the restore replaced is kept aside.
 */

// Each step opens PGlite on files, or starts the command (tsx): a few seconds each on a loaded machine.
const TIMEOUT_MS = 180_000;
let dataRoot: string;

beforeEach(() => {
  dataRoot = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
});
afterEach(() => {
  rmSync(dataRoot, { recursive: true, force: true });
});

/** The embedded database the API opens with DATA_DIR=dataRoot (main.ts: DATA_DIR/pglite). */
function openEmbedded(directory = path.join(dataRoot, 'pglite'), loadDataDir?: Blob): Promise<Database> {
  return openDatabase({ dataDir: directory, ...(loadDataDir ? { loadDataDir } : {}) });
}

async function staffNames(database: Database): Promise<string[]> {
  return (await database.db.select({ name: users.name }).from(users).orderBy(asc(users.name))).map((row) => row.name);
}

describe('backup and restore of the embedded database (issue 17)', () => {
  it('restores the state of the backup, and keeps the replaced database aside', async () => {
    // A migrated database (from the suite's dump: migrating from nothing takes seconds) with two people in it.
    let database = await openEmbedded(undefined, new Blob([readFileSync(pgliteDumpPath())]));
    const kept = await createUser(database.db, { type: 'SuperAdmin', name: 'Anna Before' });
    await createUser(database.db, { type: 'Agent', name: 'Boon Before' });
    await database.close();

    const file = path.join(dataRoot, 'backups', 'before.tar.gz');
    const printed = await backupCli(['backup', file], { DATA_DIR: dataRoot });
    expect(printed).toContain(file);
    expect(existsSync(file)).toBe(true);

    // The changes the restore must undo: a rename, a new row, a deleted row.
    database = await openEmbedded();
    await database.db.update(users).set({ name: 'Anna After' }).where(eq(users.id, kept.id));
    await createUser(database.db, { type: 'Tutor', name: 'Chai After' });
    await database.db.delete(users).where(eq(users.name, 'Boon Before'));
    expect(await staffNames(database)).toEqual(['Anna After', 'Chai After']);
    await database.close();

    const restored = await backupCli(['restore', file], { DATA_DIR: dataRoot });
    const aside = /the one it replaced is in (\S+)$/m.exec(restored)?.[1];

    database = await openEmbedded();
    try {
      expect(await staffNames(database)).toEqual(['Anna Before', 'Boon Before']);
    } finally {
      await database.close();
    }
    // Nothing is lost by a restore of the wrong file: the replaced database opens as it was.
    expect(aside).toBeDefined();
    const replaced = await openEmbedded(aside);
    try {
      expect(await staffNames(replaced)).toEqual(['Anna After', 'Chai After']);
    } finally {
      await replaced.close();
    }
  }, TIMEOUT_MS);

  it('refuses to back up where there is no embedded database, and to restore without a file', async () => {
    await expect(backupCli(['backup', path.join(dataRoot, 'x.tar.gz')], { DATA_DIR: path.join(dataRoot, 'empty') })).rejects.toThrow(
      /No embedded database/,
    );
    await expect(backupCli(['restore'], { DATA_DIR: dataRoot })).rejects.toThrow(/usage: pnpm db:backup/);
  }, TIMEOUT_MS);
});
