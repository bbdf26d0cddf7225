// @ts-check
/**
 * Puts V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, at the top of every JavaScript file of 10 KB or more
 * in a production build, so that Chromium (136 and later) compiles the file's functions on a background thread while
 * the file streams in, instead of on the main thread at each function's first call. Every file here is asked for when
 * its code is about to run: the shell's and the screen's start files, a dialog's chunk when it is opened or warmed up.
 * On a cold /orders (issue 20, docs/decisions.md) the main thread's lazy compiling fell from about 550 ms to about
 * 100 ms on a slow machine. Other browsers read the line as a comment. A smaller file compiles in about a millisecond
 * wherever it is done, and the line would cost it some 25 gzipped bytes (the sign-in page's 22 files, most of them
 * small, stay within its 150 KB budget).
 *
 * It runs after minification (which would drop the comment) and before the source maps, the real content hashes and
 * the compressed copies are made, so all of them describe the file as served.
 */
import webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Files below this size (minified, in bytes) are left as they are. */
export const COMPILE_HINT_MIN_SIZE = 10_000;

export class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js') || assets[name].size() < COMPILE_HINT_MIN_SIZE) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
