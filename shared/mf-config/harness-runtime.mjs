// @ts-check
/**
 * The federation runtime for a remote's standalone harness page. Remotes are built with `externalRuntime` and with the
 * bundler runtime taken from the page: their entries use the runtime core and the bundler runtime the page already has
 * (`_FEDERATION_RUNTIME_CORE`, `_FEDERATION_BUNDLER_RUNTIME`), which the shell provides (provide-runtime-core.mjs).
 * The harness has no shell, so its page runs this script before the remote's own.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import federation from '@module-federation/runtime-tools/webpack-bundler-runtime';

const page = /** @type {Record<string, unknown>} */ (runtimeCore.Global);
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
page._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
