// @ts-check
import webpack from 'webpack';
import { providedVersions } from './shared.mjs';

/** Beside the shell's index.html: the version of every shared module it provides (scripts/site/contract.mjs reads it). */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

/**
 * Writes the versions the shell provides, so a remote's release can be checked against the shell that is deployed
 * (issue 18's contract check) without the shell's sources.
 */
export class SharedVersionsPlugin {
  /** @param {string} appDir */
  constructor(appDir) {
    this.appDir = appDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedVersionsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const json = JSON.stringify(providedVersions(this.appDir), null, 2);
        compilation.emitAsset(SHARED_VERSIONS_FILE, new webpack.sources.RawSource(`${json}\n`));
      });
    });
  }
}
