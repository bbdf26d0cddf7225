import type { Database } from '../../client';
import { seedDemoIfEmpty } from '../demo/seed-demo';
import { insertClasses, insertClassStaff, planClasses } from './classes';
import { timed, type Log, type SeedContext } from './context';
import { insertFeedback } from './feedback';
import { insertClassStudents, insertLessons, insertLessonStaff, insertLessonStudents } from './lessons';
import { insertOrders } from './orders';
import {
  insertConsultations,
  insertParents,
  insertStaff,
  insertStudents,
  loadStaffPools,
  planConsultations,
  planPeople,
} from './people';
import { measureSizes, type SizeReport } from './report';
import { scaleSizes, type ScaleSizes } from './sizes';
import { openSqlSession, type SqlSession } from './sql-session';
import { num } from './sql-text';
import { prepareTarget } from './target';

export type ScaleSeedOptions = {
  /** Size factor: 1 is the benchmark data set. */
  factor: number;
  /** Empty every table first instead of refusing a database with data. */
  reset: boolean;
  /** The centre's time zone: lesson times, "today" and renewal dates are laid out in it. */
  timezone: string;
  now: Date;
  log: Log;
  /** Where PGlite keeps its files, to report the size on disk. */
  pgliteDataDir?: string;
  /** setseed() value in [-1, 1]: the same seed, size and date give the same values. */
  seed?: number;
};

export type ScaleSeedResult = { sizes: ScaleSizes; demoSeeded: boolean; sizeReport: SizeReport };

const PLANNING_TABLES = ['seed_past_series', 'seed_series_lessons', 'seed_series', 'seed_class', 'seed_consultation', 'seed_person'];

/**
 * Fills the database with the benchmark data set on top of the demo data, table by table, with INSERT ... SELECT
 * statements that generate the rows inside the database (no rows travel through Node).
 */
export async function runScaleSeed(database: Database, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const { log } = options;
  const sizes = scaleSizes(options.factor);
  const sql = await openSqlSession(database);
  try {
    const { truncated } = await prepareTarget(sql, { reset: options.reset });
    if (options.reset) log(`  reset: emptied ${truncated} tables`);
    let demoSeeded = false;
    await timed(log, 'demo data (users)', async () => {
      demoSeeded = await seedDemoIfEmpty(database.db, { timezone: options.timezone, now: options.now });
      const [row] = await sql.rows<{ count: number }>(`SELECT count(*)::int AS count FROM users`);
      return row?.count ?? 0;
    });
    log(`  (demo data ${demoSeeded ? 'seeded now' : 'was already there'})`);

    await configureSession(sql, options.timezone, options.seed ?? 0.42);
    const ctx: SeedContext = { sql, sizes, now: `'${options.now.toISOString()}'::timestamptz`, log };

    await timed(log, 'users: staff', () => insertStaff(ctx));
    const pools = await loadStaffPools(ctx);
    await planPeople(ctx);
    await planConsultations(ctx);
    await timed(log, 'users: parents', () => insertParents(ctx));
    await timed(log, 'users: students', () => insertStudents(ctx, pools));
    await timed(log, 'consultations', () => insertConsultations(ctx, pools));
    await planClasses(ctx, pools);
    await timed(log, 'classes', () => insertClasses(ctx));
    await timed(log, 'class_staff', () => insertClassStaff(ctx));
    await timed(log, 'lessons', () => insertLessons(ctx, pools, log));
    await timed(log, 'lesson_students', () => insertLessonStudents(ctx));
    await timed(log, 'lesson_staff', () => insertLessonStaff(ctx));
    await timed(log, 'class_students', () => insertClassStudents(ctx));
    await timed(log, 'orders', () => insertOrders(ctx, pools));
    await timed(log, 'feedback', () => insertFeedback(ctx));
    await dropPlanningTables(sql);
    // Bulk rows bypass the audited write paths; one entry says where they came from, as the demo generator's does.
    await sql.run(`INSERT INTO audit_log (at, action, entity, after) VALUES ($1, 'scale.seed', 'database', $2::jsonb)`, [
      options.now.toISOString(),
      JSON.stringify({ timezone: options.timezone, sizes }),
    ]);
    // Fresh statistics (and, on PostgreSQL, a visibility map for index-only scans) before anyone measures anything.
    await timed(log, sql.kind === 'postgres' ? 'vacuum analyze' : 'analyze', async () => {
      await sql.run(sql.kind === 'postgres' ? 'VACUUM (ANALYZE)' : 'ANALYZE');
      return 0;
    });
    const sizeReport = await measureSizes(sql, options.pgliteDataDir);
    return { sizes, demoSeeded, sizeReport };
  } finally {
    // PGlite's session is the application's connection, and a pooled PostgreSQL connection goes back to the pool:
    // neither may keep the generator's tables or settings.
    await dropPlanningTables(sql).catch(() => undefined);
    await sql.run('RESET ALL').catch(() => undefined);
    await sql.release();
  }
}

async function configureSession(sql: SqlSession, timezone: string, seed: number): Promise<void> {
  // Day arithmetic and date_trunc then follow the centre's calendar, as the API's day boundaries do.
  await sql.run(`SELECT set_config('TimeZone', $1, false)`, [timezone]);
  if (sql.kind === 'postgres') {
    // A lost tail of commits after a crash is harmless for generated data; waiting for each flush is not free.
    await sql.run(`SET synchronous_commit = off`);
    await sql.run(`SET work_mem = '64MB'`);
    await sql.run(`SET maintenance_work_mem = '256MB'`);
  }
  await sql.run(`SELECT setseed(${num(seed)})`);
}

async function dropPlanningTables(sql: SqlSession): Promise<void> {
  await sql.run(`DROP TABLE IF EXISTS ${PLANNING_TABLES.map((t) => `pg_temp.${t}`).join(', ')}`);
}
