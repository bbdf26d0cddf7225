import type { ScaleSizes } from './sizes';
import type { SqlSession } from './sql-session';

/** Where the generator reports progress; main.ts prints it. */
export type Log = (line: string) => void;

/** A staff pool to draw from, in a stable order (by email), with names for the documents that quote them. */
export type StaffPool = { ids: string[]; names: string[] };
export type StaffPools = Record<'SalesAdmin' | 'CustService' | 'Tutor' | 'TA' | 'Agent' | 'SuperAdmin', StaffPool>;

export type SeedContext = {
  sql: SqlSession;
  sizes: ScaleSizes;
  /** The run's "now" as a timestamptz literal: every relative date is computed from it, in the centre's time zone. */
  now: string;
  log: Log;
};

/** Runs a step and reports its rows and seconds. */
export async function timed(log: Log, label: string, step: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const rows = await step();
  log(`  ${label.padEnd(22)} ${rows.toLocaleString('en-US').padStart(11)} rows ${seconds(started).padStart(8)}`);
  return rows;
}

export function seconds(startedAt: number): string {
  return `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
}
