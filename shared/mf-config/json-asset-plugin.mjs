// @ts-check
import webpack from 'webpack';

/**
 * Writes one JSON file beside a build's output, with what `content()` returns when the build's assets are done: what
 * a deployment needs to know of the build without its sources (shared-versions.json, shell-build.json).
 */
export class JsonAssetPlugin {
  /** @param {string} fileName @param {() => unknown} content */
  constructor(fileName, content) {
    this.fileName = fileName;
    this.content = content;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = `JsonAssetPlugin(${this.fileName})`;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const json = JSON.stringify(this.content(), null, 2);
        compilation.emitAsset(this.fileName, new webpack.sources.RawSource(`${json}\n`));
      });
    });
  }
}
