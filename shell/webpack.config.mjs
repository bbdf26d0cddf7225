import { createAppConfig, SHELL_DEV_PORT } from '@backoffice/mf-config';
import { SharedVersionsPlugin } from '@backoffice/mf-config/shared-versions-plugin';
import { FIRST_SCRIPT_FILE, firstScriptConfig } from './build/first-script.mjs';
import { StartFilesPlugin } from './build/start-files-plugin.mjs';
import { phaseCacheGroups } from './build/start-phases.mjs';

// The shell is a host with no remotes at build time: it reads remotes.json when it starts (ARCHITECTURE §3).
export default (_env, argv) => {
  const config = createAppConfig({
    appDir: import.meta.dirname,
    kind: 'host',
    federationName: 'shell',
    devPort: SHELL_DEV_PORT,
    title: 'Back Office',
    argv,
  });
  if (argv.mode !== 'development') {
    // The start in four files: each phase's libraries and the shell's own code (start-phases.mjs).
    const phases = phaseCacheGroups();
    config.optimization = { ...config.optimization, splitChunks: { cacheGroups: phases.cacheGroups } };
    config.plugins.push(phases.plugin);
  }
  // The files a signed-in screen starts with, for the server's preload hints (issue 20).
  config.plugins.push(new StartFilesPlugin());
  // The versions of the shared modules it provides, for a remote's release to be checked against (issue 18).
  config.plugins.push(new SharedVersionsPlugin(import.meta.dirname));
  // The first script is another compilation writing into the same folder: cleaning must leave it there.
  config.output = { ...config.output, clean: { keep: FIRST_SCRIPT_FILE } };
  return [config, firstScriptConfig(import.meta.dirname, argv)];
};
