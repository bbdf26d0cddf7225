import type { SqlSession } from './sql-session';

/** A database with more students than this is treated as real (or already scaled) data and left alone. */
export const MAX_STUDENTS_WITHOUT_RESET = 1_000;
/** Every generated account's email ends with this, which also tells whether scale data is already there. */
export const SCALE_EMAIL_DOMAIN = 'scale.test';

export class ScaleSeedRefused extends Error {}

/**
 * Makes sure the generator may write here: with `reset`, empties every table of the application; otherwise refuses a
 * database that already holds real-looking data or an earlier scale run (its emails would collide).
 */
export async function prepareTarget(sql: SqlSession, options: { reset: boolean }): Promise<{ truncated: number }> {
  if (options.reset) {
    const tables = await sql.rows<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    if (tables.length > 0) await sql.run(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
    return { truncated: tables.length };
  }
  const [row] = await sql.rows<{ students: number; scale: boolean }>(
    `SELECT (SELECT count(*)::int FROM users WHERE type = 'Student') AS students,
            EXISTS (SELECT 1 FROM users WHERE lower(email) LIKE '%@${SCALE_EMAIL_DOMAIN}') AS scale`,
  );
  if (row && row.students > MAX_STUDENTS_WITHOUT_RESET) {
    throw new ScaleSeedRefused(
      `the database already has ${row.students.toLocaleString('en-US')} students (more than ${MAX_STUDENTS_WITHOUT_RESET}); ` +
        'pass --reset to empty it first',
    );
  }
  if (row?.scale) throw new ScaleSeedRefused('the database already holds scale data; pass --reset to empty it first');
  return { truncated: 0 };
}
