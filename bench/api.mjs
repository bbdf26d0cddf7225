// `pnpm bench:api`: the API under load on the scale data set in PostgreSQL, each figure beside the same query timed
// directly in SQL. Budget (issues 4 and 5): p95 ≤ 50 ms at 50 concurrent connections.
// Issue 6 adds Quick Lesson Management's day, measured the same way; no issue sets its figure, so it has no budget.
// Issue 12 adds the student profile dialog's data for the student with the most lessons (p95 ≤ 50 ms).
// Issue 16 adds Feedback review's first page for the class with the most feedback, with and without 'Only commented'.
// Issue 13 adds the dashboard's Consultation tab: the day with the most consultations (p95 ≤ 50 ms).
// Issue 13 adds the dashboard's Renew tab: the first page of the students whose parent renews within two weeks.
// Issue 14 adds user management's Student tab: the first page without a search and with a quick-search term (p95 ≤ 50 ms).
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/backoffice_scale) must hold `pnpm seed:scale` data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { exitOf, waitForHealth } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/backoffice_scale';
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const P95_BUDGET_MS = 50;
const ZONE = 'Asia/Bangkok';
/** BENCH_ONLY=text runs only the scenarios whose name contains it (while working on one). */
const ONLY = process.env.BENCH_ONLY;

/**
 * Feedback review's page and count per rating for the class with the most feedback (issue 16), in one statement as the
 * API runs it: the counts as one summary row, the page's entries joined to it laterally.
 */
async function feedbackSql(client, commented) {
  const where = `class_id = $1 AND rating = ANY('{1,2,3,4,5}'::smallint[])${commented ? ' AND commented' : ''}`;
  await client.query(
    `SELECT summary.by_rating, entry.*
       FROM (SELECT coalesce(json_agg(json_build_array(rating, n)), '[]'::json) AS by_rating
               FROM (SELECT rating, count(*) AS n FROM feedback WHERE ${where} GROUP BY rating) AS counted) AS summary
       LEFT JOIN LATERAL (
         SELECT f.id, f.rating, f.content, f.created, f.lesson_id, f.class_id, f.target_name, f.allow_anonymous,
                c.name AS class_name, u.id AS author_id, u.name AS author_name, u.email AS author_email,
                ids.created AS sort_created, ids.id AS sort_id
           FROM (SELECT id, created FROM feedback WHERE ${where} ORDER BY created DESC, id DESC LIMIT 10) AS ids
           JOIN feedback f ON f.id = ids.id
           LEFT JOIN users u ON u.id = f.created_by_id AND NOT f.allow_anonymous
           LEFT JOIN classes c ON c.id = f.class_id) AS entry ON true
      ORDER BY entry.sort_created DESC, entry.sort_id DESC`,
    [picks.feedbackClassId],
  );
}

/**
 * User management's Student tab (issue 14) as api/src/db/repositories/people.ts reads it for superadmin@demo.test (who
 * has people.counsellorView, so the grid's profile fields too): the page's 25 ids by lower(name), id, walking
 * users_type_name_id_idx (for the commonest surname the API walks too: matches are dense), then their rows and parents.
 */
const GRID_KEYS = ['examDate', 'punctual', 'cancelClass', 'questionEngagement', 'grades', 'courseType', 'examType', 'famous', 'amountPaid', 'amountFrequency'];
function studentGridWhere(term, alias = 'users') {
  if (!term) return { where: `${alias}.type = 'Student'`, params: [] };
  return { where: `${alias}.type = 'Student' AND ${alias}.search_text LIKE $1 ESCAPE '\\'`, params: [`%${term}%`] };
}
async function studentGridSql(client, term) {
  const { where, params } = studentGridWhere(term);
  await client.query(
    `SELECT u.id, u.name, u.nickname, u.dbid, u.email, u.phone, u.phone_country_code, u.is_active, u.date_of_birth, u.updated,
            jsonb_build_object(${GRID_KEYS.map((key) => `'${key}', u.profile -> '${key}'`).join(', ')}),
            p.id, p.name, p.email, p.phone, p.phone_country_code
       FROM (SELECT users.id, lower(users.name) AS sort_name FROM users WHERE ${where}
              ORDER BY lower(users.name), users.id LIMIT 25 OFFSET 0) AS page
       JOIN users u ON u.id = page.id LEFT JOIN users p ON p.id = u.parent_id
      ORDER BY page.sort_name, page.id`,
    params,
  );
}
/** The Student tab's count (kept by the API per search text until a user is written; timed on its own after the table). */
async function studentGridCountSql(client, term) {
  const { where, params } = studentGridWhere(term);
  // As the API counts a search: through the trigram indexes (is_active is outside users_type_name_id_idx).
  await client.query(`SELECT count(*) FROM users WHERE ${where}${term ? ' AND users.is_active IS NOT NULL' : ''}`, params);
}

/** The scenarios: an API request and the SQL it amounts to. */
const SCENARIOS = [
  {
    name: 'GET /api/admin/order (first page, default filter)',
    budgetMs: P95_BUDGET_MS,
    path: () => '/api/admin/order?max=20&offset=0&sortBy=created&order=desc',
    sql: async (client) => {
      // Default filter: created from the start of the day one month ago to the end of today (Bangkok), INIT,
      // PROCESSED and CANCELLED, newest first; the page and the count.
      const bounds = `(date_trunc('day', now() AT TIME ZONE '${ZONE}') - interval '1 month') AT TIME ZONE '${ZONE}'`;
      const end = `(date_trunc('day', now() AT TIME ZONE '${ZONE}') + interval '1 day') AT TIME ZONE '${ZONE}'`;
      const where = `o.created >= ${bounds} AND o.created < ${end} AND o.status IN ('INIT', 'PROCESSED', 'CANCELLED')`;
      await client.query(
        `SELECT o.*, s.name AS student_name, s.email AS student_email, a.name AS agent_name, a.email AS agent_email
           FROM orders o JOIN users s ON s.id = o.student_id LEFT JOIN users a ON a.id = o.agent_id
          WHERE ${where} ORDER BY o.created DESC, o.id DESC LIMIT 20`,
      );
      await client.query(`SELECT count(*) FROM orders o WHERE ${where}`);
    },
  },
  {
    name: 'GET /api/admin/class (search by a common word, first page)',
    budgetMs: P95_BUDGET_MS,
    path: () => `/api/admin/class?q=${encodeURIComponent(picks.classWord)}&max=10&offset=0`,
    // The page of classes last edited first with the word in their name and the match count, with each class's
    // tutors and TAs. Their lesson counts are kept between requests (LessonCountCache), so under load a request runs
    // this statement only.
    sql: async (client) => {
      await client.query(
        `SELECT c.*, page.total,
                (SELECT coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name, 'email', u.email, 'role', cs.role)
                                          ORDER BY lower(u.name), u.id), '[]'::json)
                   FROM class_staff cs JOIN users u ON u.id = cs.user_id WHERE cs.class_id = c.id) AS staff
           FROM (SELECT id, updated, count(*) OVER () AS total FROM classes
                  WHERE lower(name) LIKE $1 ESCAPE '\\' ORDER BY updated DESC, id DESC LIMIT 10) AS page
           JOIN classes c ON c.id = page.id
          ORDER BY page.updated DESC, page.id DESC`,
        [`%${picks.classWord}%`],
      );
    },
  },
  {
    name: "GET /api/admin/lesson?class= (a class's first page, most lessons)",
    budgetMs: P95_BUDGET_MS,
    path: () => `/api/admin/lesson?class=${picks.classId}&sortBy=scheduled_on&order=asc&max=20&offset=0`,
    // Twenty lessons of the class by scheduled_on, each with its tutors and TAs and student count. The class's
    // lesson total is kept between requests (LessonCountCache), so under load a request runs this statement only.
    sql: async (client) => {
      await client.query(
        `SELECT l.id, l.class_id, l.name, l.scheduled_on, l.ended_on, l.is_active, l.is_released, l.is_completed, l.term,
                l.index, l.hosting_platform, l.hosting_type,
                (SELECT coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name, 'email', u.email, 'role', st.role)
                                          ORDER BY lower(u.name), u.id), '[]'::json)
                   FROM lesson_staff st JOIN users u ON u.id = st.user_id WHERE st.lesson_id = l.id) AS staff,
                (SELECT count(*) FROM lesson_students ls WHERE ls.lesson_id = l.id) AS student_count
           FROM (SELECT id, scheduled_on FROM lessons WHERE class_id = $1 ORDER BY scheduled_on, id LIMIT 20) AS page
           JOIN lessons l ON l.id = page.id
          ORDER BY page.scheduled_on, page.id`,
        [picks.classId],
      );
    },
  },
  {
    name: 'GET /api/admin/lesson/day (the busiest day, first page)',
    path: () => `/api/admin/lesson/day?date=${picks.busiestDay}&max=20&offset=0`,
    // The day's active lessons by scheduled_on, each with its class, tutors and TAs, student count and first three
    // students, and the day's count: both read the partial index on ended_on of active lessons.
    sql: async (client) => {
      const start = `($1::date::timestamp AT TIME ZONE '${ZONE}')`;
      const end = `(($1::date + 1)::timestamp AT TIME ZONE '${ZONE}')`;
      const where = `l.is_active AND l.ended_on >= ${start} AND l.ended_on < ${end}`;
      await client.query(
        `SELECT l.id, l.name, l.scheduled_on, l.ended_on, l.hosting_platform, c.id AS class_id, c.name AS class_name,
                (SELECT coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name, 'role', st.role)
                                          ORDER BY lower(u.name), u.id), '[]'::json)
                   FROM lesson_staff st JOIN users u ON u.id = st.user_id WHERE st.lesson_id = l.id) AS staff,
                (SELECT count(*) FROM lesson_students ls WHERE ls.lesson_id = l.id) AS student_count,
                (SELECT coalesce(json_agg(json_build_object('_id', s.id, 'name', s.name) ORDER BY s.sort_name, s.id), '[]'::json)
                   FROM (SELECT u.id, u.name, lower(u.name) AS sort_name FROM lesson_students ls JOIN users u ON u.id = ls.user_id
                          WHERE ls.lesson_id = l.id AND ls."group" = 'student' ORDER BY lower(u.name), u.id LIMIT 3) s) AS students
           FROM (SELECT id, scheduled_on FROM lessons l WHERE ${where} ORDER BY scheduled_on, id LIMIT 20) AS page
           JOIN lessons l ON l.id = page.id JOIN classes c ON c.id = l.class_id
          ORDER BY page.scheduled_on, page.id`,
        [picks.busiestDay],
      );
      await client.query(`SELECT count(*) FROM lessons l WHERE ${where}`, [picks.busiestDay]);
    },
  },
  {
    name: 'GET /api/admin/user/:id/studentclass (profile dialog, the student with the most lessons)',
    budgetMs: P95_BUDGET_MS,
    path: () => `/api/admin/user/${picks.studentId}/studentclass`,
    // Issue 12: one statement (api/src/db/repositories/student-progress.ts): the student with their parent and handlers
    // and the dialog's profile fields, and as JSON every class they sit in as a student with the figures of its held
    // lessons and one point per lesson, aggregated in SQL. The API runs it as a prepared statement.
    sql: async (client) => {
      const score = (part, keys) =>
        `(SELECT round(avg(v::int))::int FROM unnest(ARRAY[${keys.map((key) => `l.lesson_meta -> '${part}' ->> '${key}'`).join(', ')}]) AS v WHERE v ~ '^[1-6]$')`;
      const submitted = (value) => `(CASE ${value} WHEN '1' THEN 1 WHEN '2' THEN 0 WHEN '3' THEN 0 END)`;
      const share = (column) =>
        `coalesce(sum(${column}) FILTER (WHERE held), 0)::int, count(${column}) FILTER (WHERE held)::int,
         round(100.0 * sum(${column}) FILTER (WHERE held) / nullif(count(${column}) FILTER (WHERE held), 0))::int`;
      const mean = (column) =>
        `${share(column)}, round(100.0 * sum(${column}) FILTER (WHERE held) / nullif(6 * count(${column}) FILTER (WHERE held), 0))::int,
         round(sum(${column}) FILTER (WHERE held)::numeric / nullif(count(${column}) FILTER (WHERE held), 0), 2)::float8`;
      const fields = ['typeOfSchool', 'othersTypeOfSchool', 'gradeYearLevel', 'first_language', 'studyMediumEng', 'studyMediumThai',
        'grade', 'favoriteSubjects', 'weakestSubjects', 'externalExams', 'coursesTuition', 'currentlyAtEPA', 'studyingAtOtherSchool',
        'academicBackground', 'examType', 'examDate', 'courseType', 'careerGoals', 'studyGoals', 'targetCountry', 'areaOfStudy', 'specialRequests'];
      await client.query(
        `SELECT u.id, u.name, u.nickname, u.dbid, u.email, u.phone, u.phone_country_code, u.school, u.level,
                (SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb) FROM jsonb_each(u.profile) AS f
                  WHERE f.key = ANY($2::text[])) AS profile,
                p.id, p.name, p.email, cs.id, cs.name, sa.id, sa.name,
                (WITH seat AS MATERIALIZED (
                   SELECT l.id, l.class_id, l.name, l.scheduled_on, l.is_active AND l.scheduled_on <= now() AS held,
                          (CASE l.lesson_meta ->> 'punctuality' WHEN 'n' THEN 1 WHEN 'y' THEN 0 END) AS punctual,
                          ${submitted(`l.lesson_meta -> 'homework' ->> 'homeworkSubmission'`)} AS homework,
                          ${submitted(`l.lesson_meta ->> 'revision_notes'`)} AS revision,
                          ${score('engagement', ['engagementParticipation', 'engagementDistracted', 'engagementTiredBored', 'engagementMotivate', 'engagementAskQuestions'])} AS engagement,
                          ${score('skill_mastery', ['skillMasteryAnswerQuestion', 'skillMasteryConfused', 'skillMasteryShowUnderstanding', 'skillMasteryParticipative', 'skillMasteryUnderstandConcept'])} AS mastery
                     FROM lesson_students ls JOIN lessons l ON l.id = ls.lesson_id
                    WHERE ls.user_id = u.id AND ls."group" = 'student'
                 ), per_class AS (
                   SELECT c.id, c.name, c.subject, c.is_active, max(seat.scheduled_on) FILTER (WHERE held) AS last_lesson_on,
                          count(*) FILTER (WHERE held)::int AS held,
                          count(*) FILTER (WHERE held AND num_nonnulls(punctual, homework, revision, engagement, mastery) > 0)::int AS reported,
                          ${share('punctual')}, ${share('homework')}, ${share('revision')}, ${mean('engagement')}, ${mean('mastery')},
                          coalesce(json_agg(json_build_object('_id', seat.id, 'name', seat.name, 'scheduled_on', seat.scheduled_on,
                                                              'engagement', engagement, 'skill_mastery', mastery)
                                            ORDER BY seat.scheduled_on, seat.id) FILTER (WHERE held), '[]'::json) AS series
                     FROM seat JOIN classes c ON c.id = seat.class_id
                    GROUP BY c.id
                 )
                 SELECT coalesce(json_agg(per_class ORDER BY last_lesson_on DESC NULLS LAST, lower(name), id), '[]'::json) FROM per_class) AS classes
           FROM users u LEFT JOIN users p ON p.id = u.parent_id LEFT JOIN users cs ON cs.id = u.customer_service_id
           LEFT JOIN users sa ON sa.id = u.sales_admin_id
          WHERE u.id = $1 AND u.type = 'Student'`,
        [picks.studentId, fields],
      );
    },
  },
  {
    name: 'GET /api/user_input/feedback?class= (the class with the most feedback, first page)',
    budgetMs: P95_BUDGET_MS,
    // Ten entries newest first with their class and (unless anonymous) author, and the count per rating.
    path: () => `/api/user_input/feedback?class=${picks.feedbackClassId}&max=10&offset=0&sortBy=created&order=desc`,
    sql: (client) => feedbackSql(client, false),
  },
  {
    name: "GET /api/user_input/feedback?class=&commented=true (the same class, 'Only commented')",
    budgetMs: P95_BUDGET_MS,
    path: () => `/api/user_input/feedback?class=${picks.feedbackClassId}&commented=true&max=10&offset=0&sortBy=created&order=desc`,
    sql: (client) => feedbackSql(client, true),
  },
  {
    name: "GET /api/admin/user/studentlessonlist (the dashboard's Student tab, the day with the most reports, first page)",
    budgetMs: P95_BUDGET_MS,
    path: () => `/api/admin/user/studentlessonlist?date=${picks.reportDay}&view=day&max=20&offset=0`,
    // The day's active lessons by scheduled_on, each with its class, the report's parts the tab shows, its tutors' ids,
    // and its students with their handlers' ids in one ordered aggregate (the API picks the first three names, the
    // count and each handler once; teachers' and handlers' names are the ones it keeps: app.staffNames). The list's count is kept between requests
    // (app.studentLessonCounts), so under load a request runs this statement only; the API runs it prepared.
    sql: async (client) => {
      const start = `($1::date::timestamp AT TIME ZONE '${ZONE}')`;
      const end = `(($1::date + 1)::timestamp AT TIME ZONE '${ZONE}')`;
      await client.query(
        `SELECT l.id, l.name, l.scheduled_on, l.ended_on, c.id, c.name,
                json_build_array(l.lesson_meta -> 'punctuality', l.lesson_meta ? 'homework',
                  l.lesson_meta -> 'homework' -> 'homeworkSubmission', l.lesson_meta -> 'engagement', l.lesson_meta -> 'comment',
                  l.lesson_meta -> 'checked', l.lesson_meta -> 'notes', l.lesson_meta -> 'notes_timeStamp',
                  l.lesson_meta -> 'notes_editor', l.lesson_meta -> 'recommendation', l.lesson_meta -> 'resolvedTimeStamp',
                  l.lesson_meta -> 'resolvedPerson'),
                (SELECT coalesce(json_agg(st.user_id), '[]'::json) FROM lesson_staff st WHERE st.lesson_id = l.id AND st.role = 'tutor'),
                (SELECT coalesce(json_agg(json_build_array(s.id, s.name, s.nickname, s.customer_service_id, s.sales_admin_id) ORDER BY lower(s.name), s.id), '[]'::json)
                   FROM lesson_students ls JOIN users s ON s.id = ls.user_id
                  WHERE ls.lesson_id = l.id AND ls."group" = 'student')
           FROM (SELECT id FROM lessons WHERE is_active AND scheduled_on >= ${start} AND scheduled_on < ${end}
                  ORDER BY scheduled_on, id LIMIT 20) AS picked
           JOIN lessons l ON l.id = picked.id JOIN classes c ON c.id = l.class_id
          ORDER BY l.scheduled_on, l.id`,
        [picks.reportDay],
      );
    },
  },
  {
    name: "GET /api/admin/consultation (the dashboard's Consultation tab, the day with the most consultations, first page)",
    budgetMs: P95_BUDGET_MS,
    path: () => `/api/admin/consultation?date=${picks.consultationDay}&sortBy=date&order=asc&max=20&offset=0`,
    // Issue 13: the day's consultations by date, the day's count as a window over the day's range (read from
    // consultations_date_id_idx alone), each consultation with its students and their handlers' names as one JSON
    // array (the API picks the names to show and each handler once). The API prepares it.
    sql: async (client) => {
      const start = `($1::date::timestamp AT TIME ZONE '${ZONE}')`;
      const end = `(($1::date + 1)::timestamp AT TIME ZONE '${ZONE}')`;
      await client.query(
        `SELECT c.id, to_json(c.date) #>> '{}', c.action_plans, c.consultation_notes, c.action,
                (SELECT json_agg(json_build_object('_id', u.id, 'name', u.name, 'nickname', u.nickname, 'dbid', u.dbid,
                                                   'email', u.email, 'customerService', h.name, 'salesAdmin', a.name)
                                 ORDER BY lower(u.name), u.id)
                   FROM consultation_students cs JOIN users u ON u.id = cs.student_id
                   LEFT JOIN users h ON h.id = u.customer_service_id LEFT JOIN users a ON a.id = u.sales_admin_id
                  WHERE cs.consultation_id = c.id),
                picked.total
           FROM (SELECT id, date, count(*) OVER () AS total FROM consultations
                  WHERE date >= ${start} AND date < ${end} ORDER BY date, id LIMIT 20) AS picked
           JOIN consultations c ON c.id = picked.id
          ORDER BY picked.date, picked.id`,
        [picks.consultationDay],
      );
    },
  },
  {
    name: "GET /api/admin/user/renewallist (the dashboard's Renew tab, first page)",
    budgetMs: P95_BUDGET_MS,
    path: () => '/api/admin/user/renewallist?max=20&offset=0',
    // Issue 13: the active students whose parent's renewal date is from today to 14 days ahead (today in Bangkok), by
    // date, parent and student, with their customer service and sales admin. The window's total is kept between
    // requests (renewalCounts), so under load a request runs this statement only; the count is timed on its own in
    // the line printed after the table.
    sql: async (client) => {
      await client.query(
        `SELECT s.id, s.name, s.nickname, p.id, p.name, p.email, to_char(p.date_of_renewal, 'YYYY-MM-DD'), cs.id, cs.name, sa.id, sa.name
           FROM users p JOIN users s ON s.parent_id = p.id AND s.type = 'Student' AND s.is_active
           LEFT JOIN users cs ON cs.id = s.customer_service_id LEFT JOIN users sa ON sa.id = s.sales_admin_id
          WHERE p.date_of_renewal >= $1::date AND p.date_of_renewal <= $1::date + 14 AND p.type = 'Parent'
          ORDER BY p.date_of_renewal, lower(p.name), p.id, lower(s.name), s.id LIMIT 20 OFFSET 0`,
        [picks.today],
      );
    },
  },
  {
    name: "GET /api/admin/user/student (user management's Student tab, first page)",
    budgetMs: P95_BUDGET_MS,
    path: () => '/api/admin/user/student?page=1',
    sql: (client) => studentGridSql(client, ''),
  },
  {
    name: "GET /api/admin/user/student?q= (the Student tab's quick search for the commonest surname, first page)",
    budgetMs: P95_BUDGET_MS,
    path: () => `/api/admin/user/student?q=${encodeURIComponent(picks.surname)}&page=1`,
    sql: (client) => studentGridSql(client, picks.surname),
  },
];

/** The Renew tab's count on its own (issue 13): what a request pays when the kept total has expired. */
async function renewalCountSql(client) {
  await client.query(
    `SELECT count(*)::int FROM users p JOIN users s ON s.parent_id = p.id AND s.type = 'Student' AND s.is_active
      WHERE p.date_of_renewal >= $1::date AND p.date_of_renewal <= $1::date + 14 AND p.type = 'Parent'`,
    [picks.today],
  );
}

/** Autocannon's latencies carry microseconds; a tenth of a millisecond is plenty in the table. */
const ms = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(pathname, token) {
  const latencies = [];
  const instance = autocannon({
    url: `${BASE}${pathname}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { latencies, result };
}

async function timeSql(run) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const times = [];
  try {
    for (let i = 0; i < 5; i += 1) await run(client);
    for (let i = 0; i < 50; i += 1) {
      const start = performance.now();
      await run(client);
      times.push(performance.now() - start);
    }
  } finally {
    await client.end();
  }
  return times.sort((a, b) => a - b);
}

const check = new pg.Client({ connectionString: DATABASE_URL });
await check.connect();
const { rows } = await check.query(`SELECT count(*)::int AS n FROM users WHERE type = 'Student'`).catch(() => ({ rows: [{ n: 0 }] }));
if (rows[0].n < 50_000) {
  await check.end();
  console.error(`${DATABASE_URL} has ${rows[0].n} students: fill it first with DATABASE_URL=${DATABASE_URL} pnpm seed:scale`);
  process.exit(1);
}
// What the class scenarios ask for, taken from the data: the commonest word of the class names (a search that
// matches a few dozen classes, so the page, its count and its classes' lessons all work) and the class with the most
// lessons (the longest list to page through).
const [word] = (
  await check.query(
    `SELECT w FROM classes, regexp_split_to_table(lower(name), '\\s+') AS w WHERE w ~ '^[a-z]{4,}$'
      GROUP BY w ORDER BY count(*) DESC, w LIMIT 1`,
  )
).rows;
const [busiest] = (await check.query(`SELECT class_id FROM lessons GROUP BY class_id ORDER BY count(*) DESC, class_id LIMIT 1`)).rows;
// The centre day on which the most active lessons end: the longest day list.
const [busiestDay] = (
  await check.query(
    `SELECT to_char((ended_on AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day FROM lessons WHERE is_active
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )
).rows;
// The student with the most lessons as a student (the dialog's lessons; trials and recordings do not count there): the
// profile dialog with the most to aggregate.
const [student] = (
  await check.query(
    `SELECT ls.user_id FROM lesson_students ls JOIN users u ON u.id = ls.user_id AND u.type = 'Student'
      WHERE ls."group" = 'student' GROUP BY ls.user_id ORDER BY count(*) DESC, ls.user_id LIMIT 1`,
  )
).rows;
// The centre day with the most lessons reported (a lesson_meta that is not empty), active: the Student tab's longest day.
const [reportDay] = (
  await check.query(
    `SELECT to_char((scheduled_on AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day FROM lessons
      WHERE is_active AND lesson_meta <> '{}'::jsonb GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )
).rows;
// Today in the centre's time zone, as the API computes the Renew tab's window, and how many rows that window lists.
const [renewals] = (
  await check.query(
    `SELECT to_char((now() AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS today,
            (SELECT count(*)::int FROM users p JOIN users s ON s.parent_id = p.id AND s.type = 'Student' AND s.is_active
              WHERE p.type = 'Parent' AND p.date_of_renewal BETWEEN (now() AT TIME ZONE '${ZONE}')::date
                                                             AND (now() AT TIME ZONE '${ZONE}')::date + 14) AS n`,
  )
).rows;
const [feedbackClass] = (
  await check.query(`SELECT class_id, count(*)::int AS n FROM feedback GROUP BY class_id ORDER BY count(*) DESC, class_id LIMIT 1`)
).rows;
// The centre day with the most consultations: the Consultation tab's longest day.
const [consultationDay] = (
  await check.query(
    `SELECT to_char((date AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM consultations
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )
).rows;
// The surname most students share: the quick search that matches the most students (and their parents).
const [surname] = (
  await check.query(
    `SELECT split_part(lower(name), ' ', 2) AS w, count(*)::int AS n FROM users WHERE type = 'Student'
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )
).rows;
await check.end();
const picks = {
  surname: surname.w,
  classWord: word.w,
  classId: busiest.class_id,
  busiestDay: busiestDay.day,
  studentId: student.user_id,
  feedbackClassId: feedbackClass.class_id,
  reportDay: reportDay.day,
  consultationDay: consultationDay?.day ?? '2026-01-01',
  today: renewals.today,
};
console.log(
  `class search word: ${picks.classWord}; class with the most lessons: ${picks.classId}; busiest day: ${picks.busiestDay}; ` +
    `student with the most lessons: ${picks.studentId}`,
);
console.log(`class with the most feedback: ${picks.feedbackClassId} (${feedbackClass.n} entries)`);
console.log(`day with the most lesson reports: ${picks.reportDay}`);
console.log(`day with the most consultations: ${picks.consultationDay} (${consultationDay?.n ?? 0})`);
console.log(`Renew tab: ${renewals.n} students from ${picks.today} to 14 days ahead`);
console.log(`Student tab quick search: '${picks.surname}' (${surname.n} students with that surname)`);

const api = spawn('pnpm', ['--filter', '@backoffice/api', 'start'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let failed = false;
const table = [];
try {
  await waitForHealth(BASE, { exited: () => exitOf(api), minutes: 2, what: 'API' });
  // The API has applied its migrations now. One of them (issue 16) rewrites the feedback table and rebuilds its
  // indexes: vacuum it, as autovacuum would in time, so its index-only reads do not visit the table.
  const vacuum = new pg.Client({ connectionString: DATABASE_URL });
  await vacuum.connect();
  await vacuum.query('VACUUM (ANALYZE) feedback');
  // Issue 13's migration rebuilds the consultations' day index; the day's page and count read it alone.
  await vacuum.query('VACUUM (ANALYZE) consultations');
  // Issue 14's migration rewrites the users table (search_text) and builds the index the Student tab's pages are read
  // from alone, which needs the table's visibility map.
  await vacuum.query('VACUUM (ANALYZE) users');
  await vacuum.end();
  const auth = await fetch(`${BASE}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo1234' }),
  });
  if (!auth.ok) throw new Error(`sign-in failed: ${auth.status} ${await auth.text()}`);
  const { token } = (await auth.json()).data;

  for (const scenario of SCENARIOS.filter((entry) => !ONLY || entry.name.includes(ONLY))) {
    const pathname = scenario.path();
    const probe = await fetch(`${BASE}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
    if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${await probe.text()}`);
    await load(pathname, token); // warm-up: plans, caches, JIT
    const { latencies, result } = await load(pathname, token);
    const sql = await timeSql(scenario.sql);
    const p95 = percentile(latencies, 95);
    const errors = result.non2xx + result.errors + result.timeouts;
    const over = (scenario.budgetMs !== undefined && p95 > scenario.budgetMs) || errors > 0;
    failed ||= over;
    table.push(
      `| ${scenario.name} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${ms(percentile(latencies, 50))} | ${ms(p95)} | ${ms(percentile(latencies, 99))} | ${errors} | ${percentile(sql, 50).toFixed(1)} | ${percentile(sql, 95).toFixed(1)} | ${over ? 'OVER' : scenario.budgetMs === undefined ? 'no budget' : 'ok'} |`,
    );
  }
} finally {
  process.kill(-api.pid, 'SIGTERM');
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL scale data; budget p95 ≤ ${P95_BUDGET_MS} ms where an issue sets one`);
console.log('| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | errors | SQL p50 ms | SQL p95 ms | |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of table) console.log(row);
if (table.some((row) => row.includes('renewallist'))) {
  const counts = await timeSql(renewalCountSql);
  console.log(`\nThe Renew tab's count alone (kept for 10 s by the API): SQL p50 ${percentile(counts, 50).toFixed(1)} ms, p95 ${percentile(counts, 95).toFixed(1)} ms`);
}
if (table.some((row) => row.includes('/api/admin/user/student'))) {
  for (const [label, term] of [['without a search', ''], [`for '${picks.surname}'`, picks.surname]]) {
    const counts = await timeSql((client) => studentGridCountSql(client, term));
    console.log(`The Student tab's count ${label} alone (kept by the API until a user is written): SQL p50 ${percentile(counts, 50).toFixed(1)} ms, p95 ${percentile(counts, 95).toFixed(1)} ms`);
  }
}
process.exit(failed ? 1 : 0);
