// @ts-check

// webpack's OptimizationStages, which it does not export: SplitChunksPlugin splits at STAGE_ADVANCED (10).
const STAGE_DEFAULT = 0;

/**
 * The shell's two start phases, worked out from its chunk graph: `start` is what `./bootstrap` runs with (the sign-in
 * page included), `app` what the signed-in app (`./app/app`) adds. Each is the chunks of that import and of every
 * shared module the shell provides that they import, and that those import, and so on: with the shell's copies loaded
 * first, the screens and the remotes take those.
 *
 * Used twice: before the chunks are split, to put each phase's modules in two files (`phaseCacheGroups`), and after, to
 * list the start files in the order they run (start-files-plugin.mjs).
 */
const PHASE_REQUESTS = /** @type {const} */ ({ start: './bootstrap', app: './app/app' });
const DOMAIN_ROOT = '@backoffice/domain';

/**
 * @param {import('webpack').Compilation} compilation
 * @returns {{ start: Set<import('webpack').ChunkGroup>, app: Set<import('webpack').ChunkGroup>, provided: import('webpack').ChunkGroup[], missing: string[] }}
 *   `provided`: the groups of the shared modules the shell provides, but the domain's modules of neither phase
 */
export function startPhases(compilation) {
  const { chunkGraph } = compilation;
  const requested = (/** @type {string} */ request) =>
    compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === request));

  // The groups each shared module the shell provides loads from, by share key: what the page runs for an import of it
  // (the shell's own copy, loaded first), not the consuming module's fallback, a copy of its own.
  const provided = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => origin.module?.constructor.name === 'ProvideSharedModule'),
  );
  /** @type {Map<string, import('webpack').ChunkGroup[]>} */
  const providedByKey = new Map();
  for (const group of provided) {
    for (const origin of group.origins) {
      const key = /** @type {{ _name?: string } | null} */ (origin.module)?._name;
      if (key) providedByKey.set(key, [...(providedByKey.get(key) ?? []), group]);
    }
  }
  /**
   * `groups` and the groups of the shared modules their chunks import, and of those these import, and so on.
   * @param {Iterable<import('webpack').ChunkGroup>} groups
   */
  const withSharedImports = (groups) => {
    const found = new Set(groups);
    for (const group of found) {
      for (const chunk of group.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.constructor.name !== 'ConsumeSharedModule') continue;
          const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
          for (const target of (key && providedByKey.get(key)) || []) found.add(target);
        }
      }
    }
    return found;
  };

  const start = withSharedImports(requested(PHASE_REQUESTS.start));
  // The domain's root with the app: its modules (every module but a few screens' own) are then in the app's file,
  // downloaded with it and run only when a screen imports one, by its subpath (issue 20). No code of the shell imports
  // the root itself, which would run every schema of the package before the first screen.
  const app = withSharedImports([...start, ...requested(PHASE_REQUESTS.app), ...(providedByKey.get(DOMAIN_ROOT) ?? [])]);
  for (const group of start) app.delete(group);
  const missing = Object.values(PHASE_REQUESTS).filter((request) => requested(request).length === 0);
  // The domain's modules outside both phases are a few screens' own (people records, the dashboard's panels): those
  // screens' remotes load them with their code, so they are not among the shared modules every screen starts with.
  const screensOwn = (/** @type {import('webpack').ChunkGroup} */ group) =>
    !start.has(group) &&
    !app.has(group) &&
    group.origins.every((origin) => /** @type {{ _name?: string } | null} */ (origin.module)?._name?.startsWith(`${DOMAIN_ROOT}/`));
  return { start, app, provided: provided.filter((group) => !screensOwn(group)), missing };
}

/**
 * Four files for the shell's start instead of one per shared module and per import (issue 20): over HTTP/1.1 a browser
 * fetches six files at a time from one origin, so a signed-in screen's 31 start files came in waves of six, each a
 * round trip. Each phase's libraries and the shell's own code are apart, so a release of the shell's code leaves the
 * libraries' files cached. Every module of a phase runs before its screen renders anyway, so nothing loads earlier
 * than it did: the sign-in page still downloads only the start phase, and the app phase at the Sign In press.
 *
 * Shared modules still load per share key: a remote's import of one loads the file its phase is in, which the page
 * has already. A module of neither phase (a dialog's, a remote's library such as recharts) keeps its own chunk.
 * @returns {{ cacheGroups: Record<string, object>, plugin: import('webpack').WebpackPluginInstance }}
 *   the cache groups for `optimization.splitChunks`, and the plugin that works out the phases they test against
 */
export function phaseCacheGroups() {
  /** @type {WeakMap<import('webpack').ChunkGraph, { start: Set<import('webpack').Chunk>, app: Set<import('webpack').Chunk> }>} */
  const phaseChunks = new WeakMap();
  /**
   * @param {'start' | 'app'} phase
   * @param {boolean} library
   */
  const test =
    (phase, library) =>
    (/** @type {import('webpack').Module} */ module, /** @type {{ chunkGraph: import('webpack').ChunkGraph }} */ { chunkGraph }) => {
      const phases = phaseChunks.get(chunkGraph);
      if (!phases) throw new Error('phaseCacheGroups: the start phases were not worked out (StartPhasesPlugin missing)');
      // The federation's consumers of a shared module stay where they are: they are not code in a file (a chunk of
      // only them downloads nothing), and in one file with the modules they wait for, loading that file would wait for
      // itself.
      if (module.type === 'consume-shared-module' || module.constructor.name === 'ConsumeSharedModule') return false;
      const resource = /** @type {{ resource?: string }} */ (module).resource;
      if ((resource !== undefined && /[\\/]node_modules[\\/]/.test(resource)) !== library) return false;
      let inPhase = false;
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
        if (phases.start.has(chunk)) return phase === 'start';
        if (phases.app.has(chunk)) inPhase = true;
      }
      return phase === 'app' && inPhase;
    };
  /** @param {string} name @param {number} priority @param {'start' | 'app'} phase @param {boolean} library */
  const group = (name, priority, phase, library) => ({ name, chunks: /** @type {const} */ ('async'), enforce: true, priority, test: test(phase, library) });
  return {
    cacheGroups: {
      startLibraries: group('start-libraries', 40, 'start', true),
      start: group('start', 30, 'start', false),
      appLibraries: group('app-libraries', 20, 'app', true),
      app: group('app', 10, 'app', false),
    },
    /** Works out the phases before the chunks are split (SplitChunksPlugin runs at the advanced stage). */
    plugin: {
      /** @param {import('webpack').Compiler} compiler */
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('StartPhasesPlugin', (compilation) => {
          compilation.hooks.optimizeChunks.tap({ name: 'StartPhasesPlugin', stage: STAGE_DEFAULT }, () => {
            const { start, app } = startPhases(compilation);
            const chunksOf = (/** @type {Set<import('webpack').ChunkGroup>} */ groups) => new Set([...groups].flatMap((g) => g.chunks));
            phaseChunks.set(compilation.chunkGraph, { start: chunksOf(start), app: chunksOf(app) });
          });
        });
      },
    },
  };
}
