// @ts-check
/**
 * The shell's federation runtime plugin that provides its runtime core to the remotes: built with `externalRuntime`,
 * a remote's entry reads `_FEDERATION_RUNTIME_CORE` from the page instead of carrying its own copy (about 17 KB
 * gzipped each). What the enhanced plugin's `provideExternalRuntime` does, without its CommonJS wrapper and warning text:
 * the sign-in page, which loads the shell's runtime, has no room for them (README, "Download budgets").
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** @returns {{ name: string; beforeInit: <T>(args: T) => T }} */
export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      const page = /** @type {Record<string, unknown>} */ (runtimeCore.Global);
      page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
