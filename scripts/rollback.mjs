// `pnpm rollback <remote> [version]`: points remotes.json back at a published version of the remote, by default the
// newest one older than the current (issue 18). Nothing is built or removed.
import { remoteNamed, siteDir } from './site/apps.mjs';
import { rollback } from './site/commands.mjs';

try {
  const [name, version] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const remote = remoteNamed(name);
  console.log(`${remote.app} now runs ${rollback({ site: siteDir(), remote, version })}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
