// @ts-check
import webpack from 'webpack';

/** Beside the shell's index.html; the server reads it when it starts (api/src/plugins/security.ts). */
export const SHELL_BUILD_FILE = 'shell-build.json';

/**
 * Writes what the server must know of the shell it serves: whether this build accepts a remote override (a staging
 * shell, or one built for development). Only then does the server's content security policy let in the development
 * origins REMOTE_ORIGINS names (issue 21): a production shell's policy never names a developer's machine.
 */
export class ShellBuildPlugin {
  /** @param {{ remoteOverride: boolean }} info */
  constructor(info) {
    this.info = info;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellBuildPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(SHELL_BUILD_FILE, new webpack.sources.RawSource(`${JSON.stringify(this.info)}\n`));
      });
    });
  }
}
