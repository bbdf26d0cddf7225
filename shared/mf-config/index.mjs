// @ts-check
/**
 * Webpack configuration for every app. The shell is a host with no build-time remotes (it registers them at run time
 * from remotes.json); a remote exposes `./routes` and publishes a manifest. Both share the one dependency table.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedDependencies } from './shared.mjs';

export { sharedDependencies, SHARED_PACKAGES, WORKSPACE_PACKAGES } from './shared.mjs';

/** Remote names as the federation runtime knows them: `mf-orders` → `mf_orders`. */
export const REMOTES = {
  'mf-dashboard': { federationName: 'mf_dashboard', publicFolder: 'dashboard', devPort: 3001 },
  'mf-orders': { federationName: 'mf_orders', publicFolder: 'orders', devPort: 3002 },
  'mf-classes': { federationName: 'mf_classes', publicFolder: 'classes', devPort: 3003 },
  'mf-people': { federationName: 'mf_people', publicFolder: 'people', devPort: 3004 },
  'mf-ops': { federationName: 'mf_ops', publicFolder: 'ops', devPort: 3005 },
};
export const SHELL_DEV_PORT = 3000;

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
 * }} options
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
export function createAppConfig({ appDir, kind, federationName, exposes = {}, devPort, title, argv = {} }) {
  const production = argv.mode !== 'development';
  const require = createRequire(`${appDir}/package.json`);
  const version = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Remotes resolve their chunks relative to wherever their manifest was loaded from, so a build can be published
      // under any (versioned) folder or origin without rebuilding.
      publicPath: kind === 'host' ? '/' : 'auto',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // Workspace packages are TypeScript sources; resolve their `exports` like Node does.
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
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
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
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
        shared: sharedDependencies(appDir),
        // One unreachable remote must not break start-up: use what is already loaded before asking remotes.
        shareStrategy: 'loaded-first',
        manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        // Leave Node-only loading code out of the browser runtime.
        experiments: { optimization: { target: 'web' } },
      }),
      // Overriding a remote's manifest (local development against a deployed shell) is for non-production builds;
      // ALLOW_REMOTE_OVERRIDE=true|false at build time decides for a staging build.
      new webpack.DefinePlugin({
        __ALLOW_REMOTE_OVERRIDE__: JSON.stringify(
          process.env.ALLOW_REMOTE_OVERRIDE ? process.env.ALLOW_REMOTE_OVERRIDE === 'true' : !production,
        ),
      }),
      new HtmlWebpackPlugin({
        title,
        // One page template for every app (the shell's page, and each remote's standalone harness).
        template: path.join(import.meta.dirname, 'index.html'),
        // A remote's page is its standalone harness; the shell's page is the product.
        filename: 'index.html',
        templateParameters: { version },
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      // The shell (another port, or a deployed staging shell) loads a remote's manifest and chunks across sites. A
      // remote's dev server serves only its bundle, code that is deployed publicly anyway, so it accepts any host.
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(kind === 'remote' ? { allowedHosts: 'all' } : {}),
      // The shell's public/remotes.json points at the remotes' dev servers.
      ...(kind === 'host' ? { static: { directory: path.join(appDir, 'public'), publicPath: '/' } } : {}),
      // The API runs on its own (pnpm --filter @backoffice/api dev); the browser sees one origin.
      proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080' }],
    },
  };
}

/**
 * The whole webpack configuration of a remote: it exposes its route module (`./routes`) and its preload (`./preload`).
 * @param {keyof typeof REMOTES} app
 * @param {string} appDir
 */
export function remoteConfig(app, appDir) {
  const remote = REMOTES[app];
  return (/** @type {unknown} */ _env, /** @type {{ mode?: string }} */ argv) =>
    createAppConfig({
      appDir,
      kind: 'remote',
      federationName: remote.federationName,
      // ./preload starts a screen's first request while its code downloads (issue 20); it stays tiny.
      exposes: { './routes': './src/routes.tsx', './preload': './src/preload.ts' },
      devPort: remote.devPort,
      title: `Back Office · ${app} (standalone)`,
      argv,
    });
}
