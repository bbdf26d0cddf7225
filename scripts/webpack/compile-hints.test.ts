import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The compile hint of the shell's production build (shared/mf-config/compile-hints-plugin.mjs), on a build of its own:
// a large entry and a small chunk it imports, minified and with hidden source maps as the apps' builds are.
const plugin = join(__dirname, '../../shared/mf-config/compile-hints-plugin.mjs');
const HINT = '//# allFunctionsCalledOnLoad\n';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'backoffice-compile-hints-'));
  // Enough distinct functions to stay above the 10 KB threshold once minified.
  const functions = Array.from({ length: 300 }, (_, i) => `export function step${i}(x) { return x * ${i + 1} + '${'s'.repeat(20)}${i}'; }`);
  writeFileSync(join(work, 'many.js'), functions.join('\n'));
  writeFileSync(join(work, 'small.js'), `export const small = () => 'SMALL_CHUNK';\n`);
  writeFileSync(
    join(work, 'index.js'),
    `import * as many from './many.js';\nconsole.log(Object.values(many).map((f) => f(2)).join(''), 'BIG_MARKER');\nimport('./small.js').then((m) => console.log(m.small()));\n`,
  );
  const build = `
    import { createRequire } from 'node:module';
    const { CompileHintsPlugin } = await import(${JSON.stringify(plugin)});
    const webpack = createRequire(${JSON.stringify(plugin)})('webpack');
    const compiler = webpack({
      mode: 'production',
      context: ${JSON.stringify(work)},
      entry: './index.js',
      devtool: 'hidden-source-map',
      output: { path: ${JSON.stringify(join(work, 'dist'))}, filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
      plugins: [new CompileHintsPlugin()],
    });
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
      compiler.close(() => undefined);
    });
  `;
  execFileSync(process.execPath, ['--input-type=module', '-e', build], { stdio: 'pipe' });
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

function outputWith(marker: string): { name: string; code: string } {
  const dist = join(work, 'dist');
  for (const name of readdirSync(dist).filter((file) => file.endsWith('.js'))) {
    const code = readFileSync(join(dist, name), 'utf8');
    if (code.includes(marker)) return { name, code };
  }
  throw new Error(`no output holds ${marker}`);
}

it('starts a large file with the hint, on a line of its own, after minification', () => {
  const { code } = outputWith('BIG_MARKER');
  expect(code.length).toBeGreaterThan(10_000);
  expect(code.startsWith(HINT)).toBe(true);
  // Minified: the rest is the code itself, on its first line after the hint.
  expect(code.slice(HINT.length, HINT.length + 2)).not.toBe('//');
});

it('leaves a small file without it', () => {
  const { code } = outputWith('SMALL_CHUNK');
  expect(code.length).toBeLessThan(10_000);
  expect(code.includes('allFunctionsCalledOnLoad')).toBe(false);
});

it("writes the large file's source map for the file as served: its first line maps to nothing", () => {
  const { name } = outputWith('BIG_MARKER');
  const map = JSON.parse(readFileSync(join(work, 'dist', `${name}.map`), 'utf8')) as { mappings: string };
  expect(map.mappings.startsWith(';')).toBe(true);
  expect(map.mappings.length).toBeGreaterThan(1);
});
