export type ScaleArgs = { factor: number; reset: boolean; help: boolean };

export const USAGE = `Usage: pnpm seed:scale [--scale=<factor>] [--reset]

Fills the database (DATABASE_URL, else PGlite in DATA_DIR/pglite) with the benchmark data set on top of the demo data.
  --scale=<factor>  size factor, default 1 (50,000 students, 300 classes, 500,000 lessons, 200,000 orders,
                    100,000 feedback entries); e.g. --scale=0.01 for a quick try
  --reset           empty every table first (TRUNCATE ... RESTART IDENTITY CASCADE); needed on a database that
                    already has more than 1,000 students or scale data`;

/** Reads the command line (`--scale=0.01` or `--scale 0.01`, `--reset`, `--help`). */
export function parseScaleArgs(argv: readonly string[]): ScaleArgs {
  const result: ScaleArgs = { factor: 1, reset: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue; // pnpm may forward its separator
    if (arg === '--reset') result.reset = true;
    else if (arg === '--help' || arg === '-h') result.help = true;
    else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const value = arg === '--scale' ? argv[(i += 1)] : arg.slice('--scale='.length);
      const factor = Number(value);
      if (value === undefined || value.trim() === '' || !Number.isFinite(factor) || factor <= 0) {
        throw new Error(`--scale needs a positive number, got ${value ?? 'nothing'}`);
      }
      result.factor = factor;
    } else throw new Error(`unknown argument: ${arg}\n\n${USAGE}`);
  }
  return result;
}
