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
 *
 * In the order they are needed, not by name: over HTTP/1.1 a browser fetches six files at a time from one origin, in
 * the order the page names them, so some 40 files come in waves. `first` counts the files `./bootstrap` runs with (its
 * chunks and those of the shared modules it imports, and theirs): the stored session's check (GET /me) starts once
 * they are in, so the server names them before the screen's own files and the rest (issue 20: at 100 ms a request the
 * check started after the sixth wave, named by name).
 */
export class StartFilesPlugin {
  /** @param {{ starts?: string[] }} [options] the import requests whose chunks start the app, the first one first */
  constructor({ starts = ['./bootstrap', './app/app'] } = {}) {
    this.starts = starts;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      // After the real content hashes have renamed the chunks' files.
      compilation.hooks.processAssets.tap(
        { name: 'StartFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const requested = (/** @type {string} */ request) =>
            compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === request));
          const missing = this.starts.filter((request) => requested(request).length === 0);
          if (missing.length > 0) {
            compilation.errors.push(new webpack.WebpackError(`StartFilesPlugin: no chunk is imported as ${missing.join(', ')}`));
          }

          // The groups each shared module the shell provides loads from, by share key: what the page runs for an
          // import of it (the shell's own copy, loaded first), not the consuming module's fallback, a copy of its own.
          const provided = compilation.chunkGroups.filter((group) =>
            group.origins.some((origin) => origin.module?.constructor.name === 'ProvideSharedModule'),
          );
          /** @type {Map<string, import('webpack').ChunkGroup[]>} */
          const providedByKey = new Map();
          for (const group of provided) {
            for (const origin of group.origins) {
              const key = /** @type {{ _name?: string } | null} */ (origin.module)?._name;
              if (key) providedByKey.set(key, [...(providedByKey.get(key) ?? []), group]);
            }
          }
          /**
           * The groups `groups` run with: themselves and the groups of the shared modules their chunks import, and of
           * those these import, and so on.
           * @param {import('webpack').ChunkGroup[]} groups
           */
          const withSharedImports = (groups) => {
            const found = new Set(groups);
            for (const group of found) {
              for (const chunk of group.chunks) {
                for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                  if (module.constructor.name !== 'ConsumeSharedModule') continue;
                  const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
                  for (const target of (key && providedByKey.get(key)) || []) found.add(target);
                }
              }
            }
            return found;
          };
          /** @param {Iterable<import('webpack').ChunkGroup>} groups */
          const filesOf = (groups) => {
            const files = new Set();
            for (const group of groups) for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            return [...files].sort();
          };

          const ordered = new Set();
          let first = 0;
          for (const [index, request] of this.starts.entries()) {
            for (const file of filesOf(withSharedImports(requested(request)))) ordered.add(file);
            if (index === 0) first = ordered.size;
          }
          for (const file of filesOf(provided)) ordered.add(file);

          const json = JSON.stringify({ files: [...ordered], first }, null, 2);
          compilation.emitAsset(START_FILES, new webpack.sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}
