import { execFile } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '../..');

/**
 * Runs `pnpm db:backup` / `pnpm db:restore` as the README documents them (the api package's script: tsx on
 * src/db/backup-cli.ts), with the environment given; answers what it printed, or fails with it.
 */
export function backupCli(args: string[], env: Record<string, string>): Promise<string> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    execFile(
      path.join(API_DIR, 'node_modules/.bin/tsx'),
      ['src/db/backup-cli.ts', ...args],
      { cwd: API_DIR, env: { ...inherited, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout)),
    );
  });
}
