// @ts-check
import webpack from 'webpack';

/** Where the list goes, beside index.html; the server reads it (api/src/plugins/screen-preloads.ts). */
export const START_FILES = 'start-files.json';

/**
 * Writes the shell's JavaScript files that a signed-in screen runs before its first row, so the server can name them in
 * the page (`<link rel="preload">`) and the browser fetches them all at once instead of one chunk after another
 * (issue 20: the document, then everything in parallel, then the data). They are the chunks of the two imports that
 * start the app (`./bootstrap`, then `./app/app`) and of every shared module the shell provides: with the shell's
 * copies loaded first, the screens and the remotes take those.
 */
export class StartFilesPlugin {
  /** @param {{ starts?: string[] }} [options] the import requests whose chunks start the app */
  constructor({ starts = ['./bootstrap', './app/app'] } = {}) {
    this.starts = new Set(starts);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      // After the real content hashes have renamed the chunks' files.
      compilation.hooks.processAssets.tap(
        { name: 'StartFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            const starts = group.origins.some(
              (origin) =>
                (origin.request !== undefined && this.starts.has(origin.request)) ||
                origin.module?.constructor.name === 'ProvideSharedModule',
            );
            if (!starts) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          const missing = [...this.starts].filter(
            (request) => !compilation.chunkGroups.some((group) => group.origins.some((origin) => origin.request === request)),
          );
          if (missing.length > 0) {
            compilation.errors.push(new webpack.WebpackError(`StartFilesPlugin: no chunk is imported as ${missing.join(', ')}`));
          }
          const json = JSON.stringify({ files: [...files].sort() }, null, 2);
          compilation.emitAsset(START_FILES, new webpack.sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}
