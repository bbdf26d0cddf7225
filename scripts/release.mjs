// `pnpm release <remote> [--from <build folder>]`: builds that remote alone, checks it against the shell the site
// serves, publishes it under its version's folder beside the old ones, and only then points remotes.json at it
// (issue 18). Neither the shell nor another remote is touched. --from publishes a build made elsewhere (CI's).
import path from 'node:path';
import { buildApp, remoteNamed, root, siteDir } from './site/apps.mjs';
import { release } from './site/commands.mjs';
import { buildVersion } from './site/site.mjs';

try {
  const args = process.argv.slice(2);
  const fromAt = args.indexOf('--from');
  const remote = remoteNamed(args.find((arg, index) => !arg.startsWith('--') && (fromAt === -1 || index !== fromAt + 1)));
  const buildDir = fromAt === -1 ? path.join(root, remote.app, 'dist') : path.resolve(args[fromAt + 1] ?? '');
  if (fromAt === -1) buildApp(remote.app, { always: true });
  const version = buildVersion(buildDir);
  const previous = release({ site: siteDir(), remote, buildDir, version });
  console.log(`${remote.app} ${version} released${previous && previous !== version ? ` (was ${previous}; pnpm rollback ${remote.app} goes back)` : ''}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
