// `pnpm dev`: the API (restarting on change) and the dev servers of the shell and the five remotes, with hot reload.
// Open http://localhost:3000; the shell finds the remotes' dev servers through shell/public/remotes.json and every dev
// server forwards /api to the API on :8080.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES, SHELL_DEV_PORT } from '@backoffice/mf-config';

const root = path.resolve(import.meta.dirname, '..');
const processes = [
  { name: 'api', cwd: 'api', args: ['run', 'dev'] },
  { name: 'shell', cwd: 'shell', args: ['run', 'dev'], port: SHELL_DEV_PORT },
  ...Object.entries(REMOTES).map(([app, remote]) => ({ name: app, cwd: app, args: ['run', 'dev'], port: remote.devPort })),
];

const children = processes.map(({ name, cwd, args }) => {
  const child = spawn('pnpm', args, { cwd: path.join(root, cwd), stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(15);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code) => process.stdout.write(`${prefix} exited with ${code}\n`));
  return child;
});

console.log(`shell: http://localhost:${SHELL_DEV_PORT}  API: http://localhost:8080/api/docs`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
