// @ts-check
/**
 * Fails a build that imports from react-router a name the shared router file (react-router.mjs) does not export: the
 * shared module is that file, so such an import would be undefined at run time, in whichever app.
 */
import { readFileSync } from 'node:fs';
import { REACT_ROUTER_SHARED } from './shared.mjs';

/** The names react-router.mjs re-exports. */
export function sharedRouterExports() {
  const source = readFileSync(REACT_ROUTER_SHARED, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

const IMPORTS = new Set(['harmony import specifier', 'harmony export imported specifier']);

export class RouterExportsCheckPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const exported = sharedRouterExports();
    compiler.hooks.thisCompilation.tap('RouterExportsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterExportsCheckPlugin', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const { request, ids } = /** @type {{ request?: string; ids?: string[] }} */ (dependency);
            if (request !== 'react-router' || !IMPORTS.has(dependency.type)) continue;
            const name = ids?.[0];
            if (!name || exported.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `react-router's ${name} is not in the shared router (shared/mf-config/react-router.mjs): add it there`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}
