// @ts-check
/**
 * The shell's federation runtime plugin that provides its runtime to the remotes:
 * - its runtime core: built with `externalRuntime`, a remote's entry reads `_FEDERATION_RUNTIME_CORE` from the page
 *   instead of carrying its own copy (about 17 KB gzipped each). What the enhanced plugin's `provideExternalRuntime`
 *   does, without its CommonJS wrapper and warning text: the sign-in page, which loads the shell's runtime, has no room
 *   for them (README, "Download budgets");
 * - its bundler runtime, the functions webpack's generated code calls to install shared modules: a remote's build takes
 *   them from `_FEDERATION_BUNDLER_RUNTIME` (shared-bundler-runtime.mjs; about 3 KB gzipped each). The shell's own
 *   copy, already loaded, is what is handed over, so this costs the sign-in page a few bytes.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

// The shell's webpack require function (in scope in every module webpack builds): its entry sets up `.federation`
// before this plugin runs.
/** @type {{ federation: { bundlerRuntime: unknown; attachShareScopeMap: unknown } }} */
// eslint-disable-next-line no-undef
const shellRequire = __webpack_require__;

/** @returns {{ name: string; beforeInit: <T>(args: T) => T }} */
export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      const page = /** @type {Record<string, unknown>} */ (runtimeCore.Global);
      page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      const { bundlerRuntime, attachShareScopeMap } = shellRequire.federation;
      page._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap };
      return args;
    },
  };
}
