import path from 'node:path';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../client';
import { parseScaleArgs, USAGE } from './args';
import { seconds } from './context';
import { prettyBytes } from './report';
import { runScaleSeed } from './run-scale-seed';
import { ScaleSeedRefused } from './target';

/** `pnpm seed:scale [--scale=<factor>] [--reset]`: the benchmark data set, configured like the server. */
async function main() {
  const started = performance.now();
  const args = parseScaleArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  // The same place the server keeps PGlite (api/src/main.ts).
  const pgliteDataDir = path.join(config.dataDir, 'pglite');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDataDir });
  try {
    const target = database.kind === 'postgres' ? redactPassword(config.databaseUrl ?? '') : `PGlite in ${pgliteDataDir}`;
    console.log(`scale seed: factor ${args.factor} into ${target}${args.reset ? ' (reset)' : ''}`);
    const result = await runScaleSeed(database, {
      factor: args.factor,
      reset: args.reset,
      timezone: config.centreTimezone,
      now: new Date(),
      log: (line) => console.log(line),
      pgliteDataDir,
    });
    const { databaseBytes, dataDirBytes } = result.sizeReport;
    const onDisk = dataDirBytes === undefined ? '' : `; PGlite data directory ${prettyBytes(dataDirBytes)}`;
    console.log(`done in ${seconds(started)}; database size ${prettyBytes(databaseBytes)}${onDisk}`);
    console.log('  table                           rows        size');
    for (const { table, rows, bytes } of result.sizeReport.tables) {
      console.log(`  ${table.padEnd(22)} ${rows.toLocaleString('en-US').padStart(11)} ${prettyBytes(bytes).padStart(11)}`);
    }
  } finally {
    await database.close();
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}

main().catch((error: unknown) => {
  if (error instanceof ScaleSeedRefused) {
    console.error(`scale seed refused: ${error.message}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
