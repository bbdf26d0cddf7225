import { lessonMetaSchema } from '@backoffice/domain/records';
import type { Database } from '../src/db/client';
import { runScaleSeed, type ScaleSeedResult } from '../src/db/seed/scale/run-scale-seed';
import { openSqlSession, type SqlSession } from '../src/db/seed/scale/sql-session';
import { ScaleSeedRefused } from '../src/db/seed/scale/target';
import { openTestDatabase } from './helpers/databases';
import { createUser } from './helpers/users';

// A tiny factor: one class, about a thousand lessons. Fixed "now" and seed, so the run is the same every time.
const FACTOR = 0.002;
const NOW = new Date('2026-03-10T05:00:00Z');
const silent = () => undefined;

let database: Database;
let sql: SqlSession;
let result: ScaleSeedResult;

async function count(query: string): Promise<number> {
  const [row] = await sql.rows<{ count: number }>(query);
  return row?.count ?? -1;
}

beforeAll(async () => {
  database = await openTestDatabase();
  // An existing account keeps the demo generator out (it seeds only an empty database), so every other row here is
  // the scale generator's and the checks below can hold for all rows.
  await createUser(database.db, { type: 'SuperAdmin', email: 'owner@test.test', name: 'Owner' });
  result = await runScaleSeed(database, { factor: FACTOR, reset: false, timezone: 'Asia/Bangkok', now: NOW, log: silent });
  sql = await openSqlSession(database);
}, 120_000);

afterAll(async () => {
  await sql?.release();
  await database?.close();
});

describe('scale seed (tiny factor)', () => {
  it('makes the sized row counts', async () => {
    const { sizes } = result;
    expect(sizes).toMatchObject({ students: 100, classes: 1, orders: 400, feedback: 200 });
    expect(sizes.lessons).toBeGreaterThanOrEqual(1000);
    expect(await count(`SELECT count(*)::int AS count FROM users WHERE type = 'Student'`)).toBe(sizes.students);
    expect(await count(`SELECT count(*)::int AS count FROM users WHERE type = 'Parent'`)).toBe(sizes.students);
    expect(await count(`SELECT count(*)::int AS count FROM users WHERE type = 'Tutor'`)).toBe(150);
    expect(await count(`SELECT count(*)::int AS count FROM classes`)).toBe(sizes.classes);
    expect(await count(`SELECT count(*)::int AS count FROM lessons`)).toBe(sizes.lessons);
    expect(await count(`SELECT count(*)::int AS count FROM orders`)).toBe(sizes.orders);
    expect(await count(`SELECT count(*)::int AS count FROM feedback`)).toBe(sizes.feedback);
    expect(await count(`SELECT count(*)::int AS count FROM consultations`)).toBe(sizes.consultations);
    const lessonsRow = result.sizeReport.tables.find((t) => t.table === 'lessons');
    expect(lessonsRow).toMatchObject({ rows: sizes.lessons });
    expect(lessonsRow?.bytes).toBeGreaterThan(0);
    expect(result.sizeReport.databaseBytes).toBeGreaterThan(0);
  });

  it('links every student to a parent and to staff of the right types', async () => {
    expect(
      await count(`
        SELECT count(*)::int AS count FROM users AS s LEFT JOIN users AS p ON p.id = s.parent_id
        WHERE s.type = 'Student' AND p.type IS DISTINCT FROM 'Parent'`),
    ).toBe(0);
    expect(
      await count(`
        SELECT count(*)::int AS count FROM users AS s
        LEFT JOIN users AS cs ON cs.id = s.customer_service_id LEFT JOIN users AS sa ON sa.id = s.sales_admin_id
        WHERE s.type = 'Student' AND (cs.type <> 'CustService' OR sa.type <> 'SalesAdmin')`),
    ).toBe(0);
    expect(await count(`SELECT count(customer_service_id)::int AS count FROM users WHERE type = 'Student'`)).toBeGreaterThan(80);
    // Renewals spread around today, so the Renew tab's two-week window has rows.
    expect(
      await count(`SELECT count(*)::int AS count FROM users WHERE type = 'Parent'
                   AND date_of_renewal BETWEEN DATE '2026-03-10' AND DATE '2026-03-24'`),
    ).toBeGreaterThan(0);
  });

  it('gives every lesson 1–3 enrolled students and a tutor of its class', async () => {
    expect(
      await count(`
        SELECT count(*)::int AS count FROM lessons AS l
        WHERE (SELECT count(*) FROM lesson_students AS ls WHERE ls.lesson_id = l.id) NOT BETWEEN 1 AND 3`),
    ).toBe(0);
    expect(
      await count(`
        SELECT count(*)::int AS count FROM lesson_students AS ls JOIN lessons AS l ON l.id = ls.lesson_id
        WHERE NOT EXISTS (SELECT 1 FROM class_students AS cs WHERE cs.class_id = l.class_id AND cs.user_id = ls.user_id)`),
    ).toBe(0);
    expect(
      await count(`
        SELECT count(*)::int AS count FROM lessons AS l
        WHERE (SELECT count(*) FROM lesson_staff AS st WHERE st.lesson_id = l.id AND st.role = 'tutor') <> 1`),
    ).toBe(0);
    expect(
      await count(`
        SELECT count(*)::int AS count FROM lesson_staff AS st JOIN lessons AS l ON l.id = st.lesson_id
        WHERE NOT EXISTS (SELECT 1 FROM class_staff AS cs
                          WHERE cs.class_id = l.class_id AND cs.user_id = st.user_id AND cs.role = st.role)`),
    ).toBe(0);
  });

  it('spreads lessons from a year ago to six months ahead, with lessons in the days around now', async () => {
    const [span] = await sql.rows<{ first: Date; last: Date; near: number }>(`
      SELECT min(scheduled_on) AS first, max(scheduled_on) AS last,
             count(*) FILTER (WHERE scheduled_on BETWEEN '2026-03-03' AND '2026-03-17')::int AS near
      FROM lessons`);
    const days = (at: Date | undefined) => ((at ? new Date(at).getTime() : NaN) - NOW.getTime()) / 86_400_000;
    expect(days(span?.first)).toBeLessThan(-300);
    expect(days(span?.first)).toBeGreaterThan(-380);
    expect(days(span?.last)).toBeGreaterThan(120);
    expect(days(span?.last)).toBeLessThan(190);
    expect(span?.near).toBeGreaterThan(0);
  });

  it('writes reports the domain schema accepts, with flags visible through the generated columns', async () => {
    const rows = await sql.rows<{ lesson_meta: unknown }>(`SELECT lesson_meta FROM lessons ORDER BY scheduled_on, id`);
    for (const { lesson_meta } of rows) expect(lessonMetaSchema.safeParse(lesson_meta).success).toBe(true);
    // Finished lessons carry scores; later ones the '---' placeholder.
    expect(
      await count(`SELECT count(*)::int AS count FROM lessons
                   WHERE ended_on < '2026-03-10T05:00:00Z' AND lesson_meta -> 'engagement' ->> 'engagementParticipation' <> '---'`),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*)::int AS count FROM lessons
                   WHERE scheduled_on > '2026-03-10T05:00:00Z' AND lesson_meta ->> 'punctuality' <> '---'`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*)::int AS count FROM lessons
                   WHERE consult_immediately IS DISTINCT FROM
                         COALESCE((lesson_meta -> 'recommendation' ->> 'recommendationConsultImmediately')::boolean, false)`),
    ).toBe(0);
  });

  it('makes orders of every type and status for enrolled students, listing lessons of their class', async () => {
    const kinds = await sql.rows<{ type: string; status: string }>(`SELECT DISTINCT type, status FROM orders`);
    expect(kinds).toHaveLength(12);
    expect(
      await count(`
        SELECT count(*)::int AS count FROM orders AS o
        WHERE NOT EXISTS (SELECT 1 FROM class_students AS cs WHERE cs.class_id = o.class_id AND cs.user_id = o.student_id)`),
    ).toBe(0);
    expect(
      await count(`
        SELECT count(*)::int AS count
        FROM orders AS o CROSS JOIN LATERAL jsonb_array_elements_text(o.detail -> 'lessonList') AS item(lesson_id)
        LEFT JOIN lessons AS l ON l.id = item.lesson_id::uuid
        WHERE l.class_id IS DISTINCT FROM o.class_id`),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS count FROM orders WHERE jsonb_array_length(detail -> 'lessonList') = 0`)).toBe(0);
    const agentShare = await count(`SELECT (100 * count(agent_id) / count(*))::int AS count FROM orders`);
    expect(agentShare).toBeGreaterThan(45);
    expect(agentShare).toBeLessThan(75);
    expect(
      await count(`SELECT count(*)::int AS count FROM orders AS o JOIN users AS a ON a.id = o.agent_id WHERE a.type <> 'Agent'`),
    ).toBe(0);
  });

  it('makes feedback on finished lessons by their students', async () => {
    expect(
      await count(`
        SELECT count(*)::int AS count FROM feedback AS f JOIN lessons AS l ON l.id = f.lesson_id
        WHERE l.class_id <> f.class_id OR l.ended_on > f.created OR f.created > '2026-03-10T05:00:00Z'
           OR f.target_name <> l.name
           OR NOT EXISTS (SELECT 1 FROM lesson_students AS ls WHERE ls.lesson_id = l.id AND ls.user_id = f.created_by_id)`),
    ).toBe(0);
    const withContent = await count(`SELECT (100 * count(*) FILTER (WHERE content <> '') / count(*))::int AS count FROM feedback`);
    expect(withContent).toBeGreaterThan(35);
    expect(withContent).toBeLessThan(65);
  });

  it('refuses to run again without --reset, and with it starts over from empty tables', async () => {
    const again = { factor: FACTOR, timezone: 'Asia/Bangkok', now: NOW, log: silent };
    await expect(runScaleSeed(database, { ...again, reset: false })).rejects.toBeInstanceOf(ScaleSeedRefused);

    const names = `SELECT string_agg(name || ' ' || email, ',' ORDER BY email) AS names FROM users
                   WHERE type = 'Student' AND email LIKE '%@scale.test'`;
    const [before] = await sql.rows<{ names: string }>(names);
    await runScaleSeed(database, { ...again, reset: true });
    const [after] = await sql.rows<{ names: string }>(names);
    // Same seed, same size, same day: the same people (the emptied database now also gets the demo data).
    expect(after?.names).toBe(before?.names);
    expect(await count(`SELECT count(*)::int AS count FROM lessons`)).toBeGreaterThanOrEqual(result.sizes.lessons);
  }, 120_000);
});
