// @ts-check
import webpack from 'webpack';
import { startPhases } from './start-phases.mjs';

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
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      // After the real content hashes have renamed the chunks' files.
      compilation.hooks.processAssets.tap(
        { name: 'StartFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { start, app, provided, missing } = startPhases(compilation);
          if (missing.length > 0) {
            compilation.errors.push(new webpack.WebpackError(`StartFilesPlugin: no chunk is imported as ${missing.join(', ')}`));
          }
          /** @param {Iterable<import('webpack').ChunkGroup>} groups */
          const filesOf = (groups) => {
            const files = new Set();
            for (const group of groups) for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            return [...files].sort();
          };

          const ordered = new Set(filesOf(start));
          const first = ordered.size;
          for (const file of filesOf(app)) ordered.add(file);
          for (const file of filesOf(provided)) ordered.add(file);

          const json = JSON.stringify({ files: [...ordered], first }, null, 2);
          compilation.emitAsset(START_FILES, new webpack.sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}
