// @ts-check
/**
 * webpack 5.110 adds its own share-scope runtime ("sharing") to every chunk with a runtime, and the enhanced federation
 * plugin adds its own after it, which replaces what webpack's defined (`__webpack_require__.S` and `.I`) before anything
 * runs. Webpack's is therefore dead code, a second copy of the shared table in every entry (about 0.5 KB gzipped in the
 * shell's main.js and in each remoteEntry.js): this plugin leaves it out wherever the federation one is there.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {new (...args: never[]) => import('webpack').RuntimeModule} */
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

export class ShareRuntimeDedupePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShareRuntimeDedupePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('ShareRuntimeDedupePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === 'sharing');
          const webpacks = sharing.filter((module) => module instanceof WebpackShareRuntimeModule);
          // Only when the federation's own share runtime is in the same chunk to take its place.
          if (webpacks.length === 0 || webpacks.length === sharing.length) continue;
          for (const module of webpacks) {
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
            chunkGraph.disconnectChunkAndModule(chunk, module);
            compilation.modules.delete(module);
          }
        }
      });
    });
  }
}
