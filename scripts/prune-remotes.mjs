// `pnpm prune-remotes --keep N [remote...]`: removes published versions older than each remote's newest N, never the
// one remotes.json names (issue 21). Open tabs on a removed version load the current one on their next navigation.
import { REMOTES } from '@backoffice/mf-config';
import { remoteNamed, siteDir } from './site/apps.mjs';
import { prune } from './site/commands.mjs';

try {
  const args = process.argv.slice(2);
  const keepAt = args.indexOf('--keep');
  const keep = keepAt === -1 ? Number.NaN : Number(args[keepAt + 1]);
  const names = args.filter((arg, index) => !arg.startsWith('--') && (keepAt === -1 || index !== keepAt + 1));
  const remotes = (names.length > 0 ? names : Object.keys(REMOTES)).map(remoteNamed);
  for (const { remote, removed } of prune({ site: siteDir(), remotes, keep })) {
    console.log(`${remote}: ${removed.length > 0 ? `removed ${removed.join(', ')}` : 'nothing to remove'}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
