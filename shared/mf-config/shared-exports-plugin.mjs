// @ts-check
import webpack from 'webpack';

/** Beside an app's build: the names each shared module exports (the shell) and the names the app imports from each. */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';

/**
 * Writes, from the compilation's own module graph, what each shared module the app provides exports, and which names
 * the app imports from each shared module it consumes (issue 21). The contract check (scripts/site/contract.mjs)
 * compares a remote's imports with what the deployed shell's copies export: a remote built against a workspace package
 * that gained an export, without a new version, would take the shell's older copy and find the name undefined at run
 * time (React error #130); the check refuses it at release instead, naming the export and the package.
 */
export class SharedExportsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedExportsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { moduleGraph } = compilation;
        /** @type {Record<string, string[]>} */
        const provided = {};
        /** @type {Record<string, Set<string>>} */
        const used = {};
        for (const module of compilation.modules) {
          const shared = /** @type {any} */ (module);
          if (module.constructor.name === 'ProvideSharedModule') {
            // The module it provides hangs off its one dependency (in an async block unless eager).
            const dependency = module.dependencies[0] ?? module.blocks[0]?.dependencies[0];
            const target = dependency ? moduleGraph.getModule(dependency) : null;
            const names = target ? moduleGraph.getProvidedExports(target) : null;
            if (Array.isArray(names)) provided[shared._name] = [...names].sort();
          }
          for (const dependency of module.dependencies) {
            const specifier = /** @type {any} */ (dependency);
            if (typeof specifier.getIds !== 'function') continue;
            const target = moduleGraph.getModule(dependency);
            if (target?.constructor.name !== 'ConsumeSharedModule') continue;
            const [name] = specifier.getIds(moduleGraph);
            const key = /** @type {any} */ (target).options.shareKey;
            (used[key] ??= new Set()).add(name ?? '*');
          }
        }
        // Keys in order, not in the order webpack happened to build the modules: a release compares a rebuilt version's
        // files with the published ones byte for byte, and the same build must not look like another.
        const byKey = (entries) => Object.fromEntries(entries.sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)));
        const usedLists = byKey(Object.entries(used).map(([key, names]) => [key, [...names].sort()]));
        const json = JSON.stringify({ provided: byKey(Object.entries(provided)), used: usedLists }, null, 2);
        compilation.emitAsset(SHARED_EXPORTS_FILE, new webpack.sources.RawSource(`${json}\n`));
      });
    });
  }
}
