// `pnpm check:contracts`: every remote's build checked against the shell's build (issue 18's contract check, which
// `pnpm release` also runs): ./routes exposed, every singleton it shares satisfied by the shell's version. CI runs it
// after the journeys have built everything.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@backoffice/mf-config';
import { root } from './site/apps.mjs';
import { contractProblems, SHARED_EXPORTS_FILE, SHELL_VERSIONS_FILE } from './site/contract.mjs';

const versionsFile = path.join(root, 'shell', 'dist', SHELL_VERSIONS_FILE);
if (!existsSync(versionsFile)) {
  console.error(`shell/dist/${SHELL_VERSIONS_FILE} is missing: build the shell first (pnpm build)`);
  process.exit(1);
}
const shellVersions = JSON.parse(readFileSync(versionsFile, 'utf8'));
// A build from before shared-exports.json has none: its imports go unchecked.
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const shellExports = readJson(path.join(root, 'shell', 'dist', SHARED_EXPORTS_FILE));
let failed = false;
for (const app of Object.keys(REMOTES)) {
  const manifestFile = path.join(root, app, 'dist', 'mf-manifest.json');
  const problems = existsSync(manifestFile)
    ? contractProblems(readJson(manifestFile), shellVersions, {
        used: readJson(path.join(root, app, 'dist', SHARED_EXPORTS_FILE)).used,
        provided: shellExports.provided,
      })
    : [`${app} has no build`];
  failed ||= problems.length > 0;
  console.log(problems.length === 0 ? `${app}: fits the shell` : `${app}: does not fit the shell\n- ${problems.join('\n- ')}`);
}
process.exit(failed ? 1 : 0);
