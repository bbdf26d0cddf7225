// @ts-check
/**
 * The federation runtime core for a remote's standalone harness page. Remotes are built with `externalRuntime`: their
 * entries use the runtime core the page already has (`_FEDERATION_RUNTIME_CORE`), which the shell provides
 * (provide-runtime-core.mjs). The harness has no shell, so its page runs this script before the remote's own.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const page = /** @type {Record<string, unknown>} */ (runtimeCore.Global);
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
