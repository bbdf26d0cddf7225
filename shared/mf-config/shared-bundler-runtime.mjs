// @ts-check
/**
 * A remote's federation bundler runtime, taken from the page instead of bundled (issue 20). Every remote's entry
 * imports `@module-federation/webpack-bundler-runtime/dist/bundler.js`: the functions webpack's generated runtime calls
 * to install shared modules and initialise the container (about 3 KB gzipped of each `remoteEntry.js`). They keep no
 * state of their own: each call is handed the remote's `__webpack_require__`, and what they change lives on it. So the
 * shell hands its own copy to the page (provide-runtime-core.mjs, as `_FEDERATION_BUNDLER_RUNTIME`, beside the runtime
 * core) and a remote's build uses this module in place of that file.
 *
 * Two parts stay the remote's own:
 * - `runtime`, the `@module-federation/runtime` module: it remembers the instance it created (its top-level
 *   `loadRemote` and `init` act on that one, and `init` finds an instance by the build's own id), so the shell's would
 *   hand a remote the shell's instance. Of it, the bundler runtime calls only `init` (its other caller,
 *   `getSharedFallbackGetter`, serves the tree-shaken shared builds, which no app makes), so only `init` is kept: the
 *   other functions and their error texts were about 1 KB gzipped of every `remoteEntry.js`, and a remote loads no
 *   other remote to call them on. The core it calls is already the page's.
 * - `initContainerEntry`: a container's own, which the shell (no exposes) builds without.
 * The share scope object `S` is the remote's own too, as it is when bundled.
 */
import { init } from '@module-federation/runtime-tools/runtime';
import { initContainerEntry } from 'backoffice-federation-init-container-entry';

/**
 * @typedef {{ bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown }} ProvidedBundlerRuntime
 */

const provided = /** @type {ProvidedBundlerRuntime | undefined} */ (
  /** @type {Record<string, unknown>} */ (globalThis)._FEDERATION_BUNDLER_RUNTIME
);
if (!provided) {
  // The remote cannot start without it: say what is missing rather than fail later on an undefined function.
  throw new Error('This remote needs the federation bundler runtime from its host page (_FEDERATION_BUNDLER_RUNTIME).');
}

const federation = {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  // A remote loads no other remote (`disableRemote`), so it has no `remotes` handler, as its own build would not.
  bundlerRuntime: { ...provided.bundlerRuntime, remotes: undefined, initContainerEntry, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
