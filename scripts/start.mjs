// `pnpm start`: builds what is missing, then serves the shell, the remotes and the API on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
await import('./build.mjs');

const api = spawn('pnpm', ['--filter', '@backoffice/api', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'dist', 'public') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
