import path from 'node:path';
import { backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from './backup';

/**
 * `pnpm db:backup [file]` and `pnpm db:restore <file>`: the database the API would open (DATABASE_URL, or the embedded
 * one in DATA_DIR/pglite, as in main.ts), to or from a file. A relative file is taken from where pnpm was run.
 */
async function main() {
  const [command, given] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = path.join(path.resolve(process.env.DATA_DIR ?? '.data'), 'pglite');
  const from = process.env.INIT_CWD ?? process.cwd();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (command === 'backup') {
    const file = path.resolve(from, given ?? `backoffice-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`);
    await (databaseUrl ? backupPostgres(databaseUrl, file) : backupEmbedded(dataDir, file));
    console.log(`Backed up ${databaseUrl ? 'the PostgreSQL database' : `the embedded database (${dataDir})`} to ${file}`);
    return;
  }
  if (command === 'restore' && given) {
    const file = path.resolve(from, given);
    if (databaseUrl) {
      await restorePostgres(file, databaseUrl);
      console.log(`Restored the PostgreSQL database from ${file}`);
      return;
    }
    const { movedAside } = await restoreEmbedded(file, dataDir);
    console.log(`Restored the embedded database (${dataDir}) from ${file}${movedAside ? `; the one it replaced is in ${movedAside}` : ''}`);
    return;
  }
  console.error('usage: pnpm db:backup [file] | pnpm db:restore <file>  (stop the API first when it runs on the embedded database)');
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
