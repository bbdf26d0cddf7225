// @ts-check
/**
 * Webpack configuration for every app. The shell is a host with no build-time remotes (it registers them at run time
 * from remotes.json); a remote exposes `./routes` and publishes a manifest. Both share the one dependency table.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REACT_ROUTER_SHARED, REACT_ROUTER_SHARED_REQUEST, reactRouterDist, sharedDependencies } from './shared.mjs';
import { RouterExportsCheckPlugin } from './router-exports-check.mjs';
import { SharedExportsPlugin } from './shared-exports-plugin.mjs';
import { ShareRuntimeDedupePlugin } from './share-runtime-dedupe.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { ShellBuildPlugin } from './shell-build-plugin.mjs';
import { FirstRequestsPlugin } from './first-requests-plugin.mjs';

export { sharedDependencies, SHARED_PACKAGES, WORKSPACE_PACKAGES } from './shared.mjs';

/** Remote names as the federation runtime knows them: `mf-orders` → `mf_orders`. */
export const REMOTES = {
  'mf-dashboard': { federationName: 'mf_dashboard', publicFolder: 'dashboard', devPort: 3001 },
  'mf-orders': { federationName: 'mf_orders', publicFolder: 'orders', devPort: 3002 },
  'mf-classes': { federationName: 'mf_classes', publicFolder: 'classes', devPort: 3003 },
  'mf-people': { federationName: 'mf_people', publicFolder: 'people', devPort: 3004 },
  'mf-ops': { federationName: 'mf_ops', publicFolder: 'ops', devPort: 3005 },
  // Brings its own React (18): it shares nothing with the shell, and its ./routes hands the shell a single-spa-react
  // parcel instead of a component (ARCHITECTURE §3's escape hatch, issue 18).
  'mf-whatsnew': { federationName: 'mf_whatsnew', publicFolder: 'whatsnew', devPort: 3006, ownReact: true },
};
export const SHELL_DEV_PORT = 3000;

/** The script a remote's standalone page runs before its own, to provide the federation runtime core (no shell there). */
const HARNESS_RUNTIME_FILE = 'federation-runtime.js';

/** The file every federation entry imports its bundler runtime from; a remote's build takes it from the page instead. */
const BUNDLER_RUNTIME_FILE = /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
/** The one part of the bundler runtime a remote keeps (shared-bundler-runtime.mjs says why), by the same package's path. */
const INIT_CONTAINER_ENTRY = createRequire(
  createRequire(import.meta.url).resolve('@module-federation/runtime-tools/webpack-bundler-runtime'),
).resolve('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js');

/**
 * Whether a build accepts an override of a remote's manifest (local development against a deployed shell): builds for
 * development do, production builds do not, and ALLOW_REMOTE_OVERRIDE=true|false at build time decides for a staging
 * build.
 * @param {boolean} production
 */
export function acceptsRemoteOverride(production) {
  return process.env.ALLOW_REMOTE_OVERRIDE ? process.env.ALLOW_REMOTE_OVERRIDE === 'true' : !production;
}

/**
 * @param {{
 *   appDir: string;
 *   kind: 'host' | 'remote';
 *   federationName: string;
 *   exposes?: Record<string, string>;
 *   devPort: number;
 *   title: string;
 *   env?: Record<string, unknown>;
 *   argv?: { mode?: string };
 *   ownReact?: boolean;
 * }} options
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
export function createAppConfig({ appDir, kind, federationName, exposes = {}, devPort, title, argv = {}, ownReact = false }) {
  const production = argv.mode !== 'development';
  const require = createRequire(`${appDir}/package.json`);
  const version = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: './src/index.ts',
    // Production maps are written beside the files but not named in them: the comment costs every file a few dozen
    // gzipped bytes (0.8 KB on the sign-in page's 21 files), and a map can still be added by hand or by an error tool.
    // A remote's development build also runs inside a deployed shell (the override), whose content security policy
    // refuses eval: its modules are plain code with a map beside them.
    devtool: production ? 'hidden-source-map' : kind === 'remote' ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Remotes resolve their chunks relative to wherever their manifest was loaded from, so a build can be published
      // under any (versioned) folder or origin without rebuilding.
      publicPath: kind === 'host' ? '/' : 'auto',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      uniqueName: federationName,
      // A remote's folder also holds its harness's runtime script, which the compilation beside this one writes.
      clean: kind === 'remote' ? { keep: HARNESS_RUNTIME_FILE } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // Workspace packages are TypeScript sources; resolve their `exports` like Node does.
      conditionNames: ['browser', 'import', 'module', 'default'],
      // The shared router file (react-router.mjs) and the react-router build it re-exports.
      alias: {
        [`${REACT_ROUTER_SHARED_REQUEST}$`]: REACT_ROUTER_SHARED,
        'react-router-dist$': reactRouterDist(appDir, production),
        'backoffice-federation-init-container-entry$': INIT_CONTAINER_ENTRY,
      },
    },
    module: {
      rules: [
        {
          // Only English messages from zod (the loader says why).
          test: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/,
          loader: path.join(import.meta.dirname, 'zod-english-only-loader.cjs'),
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          // Workspace packages resolve to their real folders (outside node_modules), so they are compiled too.
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                // A remote's development build compiles JSX for react/jsx-runtime too: run inside a deployed shell (the
                // override), it gets that shell's production React, which the development JSX runtime does not fit.
                transform: { react: { runtime: 'automatic', development: !production && kind === 'host', refresh: false } },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        // A remote on its own React shares nothing: every library it uses, React first, is bundled in its own chunks,
        // and the shell's copies are neither taken nor loaded again.
        shared: ownReact ? {} : sharedDependencies(appDir, { host: kind === 'host' }),
        // One unreachable remote must not break start-up: use what is already loaded before asking remotes.
        shareStrategy: 'loaded-first',
        manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        experiments: {
          // Leave Node-only loading code out of the browser runtime, and out of a remote's entry the code that loads
          // other remotes (a remote loads none).
          optimization: { target: 'web', ...(kind === 'remote' ? { disableRemote: true } : {}) },
          // One federation runtime core in the page: the shell provides its own (provide-runtime-core.mjs), remotes
          // use it.
          ...(kind === 'remote' ? { externalRuntime: true } : {}),
        },
        ...(kind === 'host' ? { runtimePlugins: [path.join(import.meta.dirname, 'provide-runtime-core.mjs')] } : {}),
      }),
      new ShareRuntimeDedupePlugin(),
      // A remote's bundler runtime is the shell's, handed over by the page (shared-bundler-runtime.mjs).
      ...(kind === 'remote'
        ? [
            new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_FILE, (resource) => {
              resource.request = path.join(import.meta.dirname, 'shared-bundler-runtime.mjs');
            }),
          ]
        : []),
      new RouterExportsCheckPlugin(),
      // What the shell's shared copies export and what a remote imports from them, for the contract check (issue 21).
      new SharedExportsPlugin(),
      new webpack.DefinePlugin({ __ALLOW_REMOTE_OVERRIDE__: JSON.stringify(acceptsRemoteOverride(production)) }),
      // The server widens its content security policy for a developer's dev server only under a shell that says so.
      ...(kind === 'host' ? [new ShellBuildPlugin({ remoteOverride: acceptsRemoteOverride(production) })] : []),
      // A remote's unvarying first GETs per path, for the server to name in a screen's page (issue 20).
      ...(kind === 'remote' ? [new FirstRequestsPlugin(appDir)] : []),
      new HtmlWebpackPlugin({
        title,
        // One page template for every app (the shell's page, and each remote's standalone harness).
        template: path.join(import.meta.dirname, 'index.html'),
        // A remote's page is its standalone harness; the shell's page is the product.
        filename: 'index.html',
        templateParameters: { version, harnessRuntime: kind === 'remote' ? HARNESS_RUNTIME_FILE : '' },
      }),
      // The shell's functions compiled in the background while their file downloads (compile-hints-plugin.mjs).
      ...(production && kind === 'host' ? [new CompileHintsPlugin()] : []),
      ...(production ? precompressed() : []),
    ],
    optimization:
      kind === 'remote'
        ? {
            splitChunks: {
              cacheGroups: {
                // A remote's ./preload (the first requests' options) and its screens import the same modules; the
                // shell loads both at once, so those modules go into one chunk of their own instead of into both. So
                // does what only ./preload imports dynamically (code that waits for the shell's app libraries, issue
                // 20): as a chunk of the screens' too, the page names it with the remote's first files.
                preloaded: {
                  name: 'preloaded',
                  chunks: 'async',
                  minSize: 0,
                  priority: 5,
                  test: (
                    /** @type {import('webpack').Module & { resource?: string }} */ module,
                    /** @type {{ chunkGraph: import('webpack').ChunkGraph }} */ { chunkGraph },
                  ) => {
                    if (module.resource?.startsWith(path.join(appDir, 'src') + path.sep) !== true) return false;
                    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
                    const inPreload = chunks.some((chunk) => chunk.name === PRELOAD_EXPOSE_CHUNK);
                    return (inPreload && chunks.length > 1) || (!inPreload && chunks.some(importedOnlyByPreload));
                  },
                },
              },
            },
          }
        : // The shell's production build groups its start files itself (shell/build/start-phases.mjs).
          undefined,
    performance: { hints: false },
    devServer: {
      port: devPort,
      // A saved change reloads the page. Hot replacement in place (React Fast Refresh) needs React's development build,
      // which a deployed shell does not have, and nothing here accepts a hot update without it: a remote's server only
      // reloads, and writes no hot-update files (its manifest would list them, and the shell would load them).
      hot: kind === 'host',
      liveReload: true,
      historyApiFallback: true,
      // The shell (another port, or a deployed staging shell) loads a remote's manifest and chunks across sites. A
      // remote's dev server serves only its bundle, code that is deployed publicly anyway, so it accepts any host.
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(kind === 'remote'
        ? {
            allowedHosts: 'all',
            // The reload socket is on this server wherever the page is: left to itself, the client would look for it on
            // the page's host (a deployed shell's). A staging shell's content security policy allows it only from the
            // origin REMOTE_ORIGINS names, so http://localhost:<port> (the README's) is the address to use.
            client: { webSocketURL: { hostname: 'localhost' } },
          }
        : {}),
      // The shell's public/remotes.json points at the remotes' dev servers.
      ...(kind === 'host' ? { static: { directory: path.join(appDir, 'public'), publicPath: '/' } } : {}),
      // The API runs on its own (pnpm --filter @backoffice/api dev); the browser sees one origin.
      proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080' }],
    },
  };
}

/** The chunk of a remote's exposed `./preload` (the federation plugin names it after the expose). */
const PRELOAD_EXPOSE_CHUNK = '__federation_expose_preload';

/**
 * Whether `chunk` is loaded only by a dynamic import in a remote's `./preload` (or in what that imports, and so on):
 * mf-orders' first-page.ts. A chunk the screens import dynamically too (the dashboard's tabs, which `./preload` starts
 * through the screens' own lazy parts) is a screen's part, loaded for that screen only, and stays a chunk of its own.
 * @param {import('webpack').Chunk} chunk
 */
function importedOnlyByPreload(chunk) {
  /** @type {Map<import('webpack').ChunkGroup, boolean>} */
  const known = new Map();
  /** @param {import('webpack').ChunkGroup} group */
  const fromPreload = (group) => {
    const answer = known.get(group);
    if (answer !== undefined) return answer;
    known.set(group, false); // a cycle back to a group being decided does not make it the preload's
    const parents = group.getParents();
    const decided =
      group.chunks.some((candidate) => candidate.name === PRELOAD_EXPOSE_CHUNK) || (parents.length > 0 && parents.every(fromPreload));
    known.set(group, decided);
    return decided;
  };
  const groups = [...chunk.groupsIterable];
  return groups.length > 0 && groups.every(fromPreload);
}

/**
 * How the build compresses the copies it writes beside a file; `pnpm release` writes a copy again with the same
 * options when a build handed over no longer matches its copies (scripts/site/site.mjs).
 */
export const COMPRESSION_OPTIONS = {
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  gzip: { level: zlib.constants.Z_BEST_COMPRESSION },
};

/**
 * Brotli and gzip copies of the files a browser downloads, written beside them (`main.abc.js.br`), which the server
 * sends as they are (@fastify/static's preCompressed). Compressing each answer again cost the server about 30 ms of
 * brotli per large chunk, one after another, and a cold page asks for some forty files at once (issue 20).
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function precompressed() {
  // Source maps and licence texts are not what a page waits for.
  const test = /\.(js|json|html|css|svg)$/;
  // Smaller files are not worth it (the server's own threshold), nor files that hardly shrink.
  const common = { test, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: COMPRESSION_OPTIONS.brotli,
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: COMPRESSION_OPTIONS.gzip }),
  ];
}

/**
 * The federation runtime core as a plain script for a remote's standalone page (see harness-runtime.mjs): a second,
 * tiny compilation without federation, written beside the remote's entry.
 * @param {string} appDir
 * @param {{ mode?: string }} argv
 * @returns {import('webpack').Configuration}
 */
export function harnessRuntimeConfig(appDir, argv = {}) {
  const production = argv.mode !== 'development';
  return {
    name: 'harness-runtime',
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: path.join(import.meta.dirname, 'harness-runtime.mjs'),
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: HARNESS_RUNTIME_FILE, clean: false, iife: true },
    performance: { hints: false },
  };
}

/**
 * The whole webpack configuration of a remote: it exposes its route module (`./routes`) and its preload (`./preload`),
 * and builds its standalone page's runtime script beside it.
 * @param {keyof typeof REMOTES} app
 * @param {string} appDir
 */
export function remoteConfig(app, appDir) {
  const remote = REMOTES[app];
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) => [
    createAppConfig({
      appDir,
      kind: 'remote',
      federationName: remote.federationName,
      // ./preload starts a screen's first request while its code downloads (issue 20); it stays tiny.
      exposes: { './routes': './src/routes.tsx', './preload': './src/preload.ts' },
      devPort: remote.devPort,
      title: `Back Office · ${app} (standalone)`,
      argv,
      ownReact: 'ownReact' in remote && remote.ownReact === true,
    }),
    harnessRuntimeConfig(appDir, argv),
  ];
}
