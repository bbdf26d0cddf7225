// @ts-check
/**
 * Puts V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, at the top of every JavaScript file of 10 KB or more
 * in the shell's production build, so that Chromium (136 and later) compiles the file's functions on a background
 * thread while the file streams in, instead of on the main thread at each function's first call. The shell's files
 * are asked for when their code is about to run (the start files of a screen, the login page's, a dialog's on open or
 * warm-up), and they hold what a page compiles most: react-dom, the router, zod, styled-components and the federation
 * runtime. On a cold /orders (issue 20, docs/decisions.md) the main thread's lazy compiling fell from about 550 ms to
 * about 100 ms on a slow machine. Other browsers read the line as a comment.
 *
 * Left alone: smaller files, which compile in about a millisecond and would pay some 25 gzipped bytes each for the
 * line (the sign-in page was within 0.1 KB of its 150 KB budget when this was measured), and the remotes' files, a
 * screen's own code of a few KB whose download issue 20 holds to 15 KB.
 *
 * It runs after minification (which would drop the comment) and before the source maps, the real content hashes and
 * the compressed copies are made, so all of them describe the file as served.
 */
import webpack from 'webpack';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Files below this size (minified, in bytes) are left as they are. */
const COMPILE_HINT_MIN_SIZE = 10_000;

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
