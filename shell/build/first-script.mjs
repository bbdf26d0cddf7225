// @ts-check
import path from 'node:path';
import { createRequire } from 'node:module';

/** Beside index.html; the server reads it when it starts (api/src/plugins/first-script.ts). */
export const FIRST_SCRIPT_FILE = 'first-script.js';

// The loader the apps' own builds use, from the package that configures them.
const swcLoader = createRequire(createRequire(import.meta.url).resolve('@backoffice/mf-config')).resolve('swc-loader');

/**
 * The shell's first script (src/first-script.ts) as one small plain script: a second compilation without federation,
 * whose text the server writes into each page of the shell. It sends a screen's first GETs as the page is parsed, a
 * round trip before main.js could, and before the federation runtime's start (issue 20).
 * @param {string} appDir
 * @param {{ mode?: string }} argv
 * @returns {import('webpack').Configuration}
 */
export function firstScriptConfig(appDir, argv) {
  return {
    name: 'first-script',
    mode: argv.mode === 'development' ? 'development' : 'production',
    context: appDir,
    entry: path.join(appDir, 'src', 'first-script.ts'),
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: FIRST_SCRIPT_FILE, clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: swcLoader, options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        },
      ],
    },
    performance: { hints: false },
  };
}
