import { ENGAGEMENT_KEYS, SKILL_MASTERY_KEYS, UNREPORTED } from '@backoffice/domain/lesson-report';
import type { Log, SeedContext, StaffPools } from './context';
import { seconds } from './context';
import { chunks, LESSONS_PER_SERIES } from './sizes';
import { SCALE_EMAIL_DOMAIN } from './target';
import { chance, int, isoText, literal, pick, weighted, weightedInt } from './sql-text';
import { FOLLOW_UP_NOTES, HOMEWORK_COMMENTS, LESSON_TOPICS, REPORT_COMMENTS } from './vocabulary';

/** 5,000 series are 60,000 lessons: one statement's worth that PGlite's single WASM heap copes with. */
const SERIES_CHUNK = 5_000;

const unreportedScores = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, UNREPORTED]));

/** The report a lesson carries before the tutor fills it in: every value unreported (spec: placeholder defaults). */
const PLACEHOLDER_REPORT = {
  punctuality: UNREPORTED,
  checked: '',
  homework: { homeworkAssignment: UNREPORTED, homeworkSubmission: UNREPORTED },
  revision_notes: UNREPORTED,
  engagement: unreportedScores(ENGAGEMENT_KEYS),
  skill_mastery: unreportedScores(SKILL_MASTERY_KEYS),
  comment: { comment: UNREPORTED, studentView: false, parentView: false },
  recommendation: { recommendationConsultImmediately: false },
};

/** Five item scores around a lesson's base score (one of '1'..'6'). */
function scores(keys: readonly string[], baseColumn: string): string {
  const item = `least(6, greatest(1, ${baseColumn} + ${weightedInt([[-1, 1], [0, 2], [1, 1]])}))::text`;
  return `jsonb_build_object(${keys.map((key) => `${literal(key)}, ${item}`).join(', ')})`;
}

/** A base score per lesson, mostly 4–5, sometimes low enough for the dashboard's 'No actions taken' list. */
const BASE_SCORE = weightedInt([
  [1, 3],
  [2, 7],
  [3, 15],
  [4, 30],
  [5, 30],
  [6, 15],
]);

function filledReport(ctx: SeedContext, pools: StaffPools): string {
  const placeholder = literal(JSON.stringify(PLACEHOLDER_REPORT));
  const editors = pools.CustService.names.length > 0 ? pools.CustService.names : ['Customer Service'];
  const resolvers = pools.SuperAdmin.names.length > 0 ? pools.SuperAdmin.names : ['Counsellor'];
  return `
    jsonb_build_object(
      'punctuality', ${weighted([['n', 85], ['y', 10], [UNREPORTED, 5]])},
      'checked', CASE WHEN r_check < 0.3 THEN 'y' WHEN r_check < 0.4 THEN 'n' ELSE '' END,
      'homework', jsonb_build_object(
        'homeworkAssignment', CASE WHEN homework = '${UNREPORTED}' THEN ${weighted([['y', 1], ['n', 1]])} ELSE 'y' END,
        'homeworkSubmission', homework,
        'pastPaper', ${chance(0.2)},
        'comment', ${pick(HOMEWORK_COMMENTS)}),
      'revision_notes', ${weighted([['1', 68], ['2', 18], ['3', 14]])},
      'engagement', CASE WHEN random() < 0.03 THEN (${placeholder}::jsonb -> 'engagement') ELSE ${scores(ENGAGEMENT_KEYS, 'engagement')} END,
      'skill_mastery', CASE WHEN random() < 0.03 THEN (${placeholder}::jsonb -> 'skill_mastery') ELSE ${scores(SKILL_MASTERY_KEYS, 'mastery')} END,
      'lesson_topic', topic,
      'comment', jsonb_build_object(
        'comment', CASE WHEN random() < 0.08 THEN '${UNREPORTED}' ELSE ${pick(REPORT_COMMENTS)} END,
        'studentView', ${chance(0.6)},
        'parentView', ${chance(0.5)}),
      'recommendation', CASE WHEN consult
        THEN jsonb_build_object(
          'recommendationConsultImmediately', true,
          'recommendationConsultImmediatelyTimeStamp', ${isoText(`least(${ctx.now}, ended + random() * interval '6 hours')`)},
          'lesson', ${chance(0.3)},
          'others', '')
        ELSE jsonb_build_object('recommendationConsultImmediately', false, 'lesson', ${chance(0.2)}, 'others', '') END)
    || CASE WHEN r_check < 0.3 AND random() < 0.5
         THEN jsonb_build_object(
           'notes', ${pick(FOLLOW_UP_NOTES)},
           'notes_timeStamp', ${isoText(`least(${ctx.now}, ended + random() * interval '3 days')`)},
           'notes_editor', ${pick(editors)})
         ELSE '{}'::jsonb END
    -- Flags older than a week are mostly resolved; the recent ones stay open for the dashboard and its badge.
    || CASE WHEN consult AND ended < ${ctx.now} - interval '7 days' AND r_resolve < 0.9
         THEN jsonb_build_object(
           'checked', 'y',
           'resolvedTimeStamp', ${isoText(`least(${ctx.now}, ended + (1 + random() * 5) * interval '1 day')`)},
           'resolvedPerson', ${pick(resolvers)})
         ELSE '{}'::jsonb END`;
}

/**
 * Lessons of every series, with their report. Past lessons carry a filled report (7% still unreported: 'No Teacher
 * Report'), later ones the placeholder. The ids of each series' lessons go to `seed_series_lessons` in the same
 * statement, for the participant, order and feedback tables.
 */
export async function insertLessons(ctx: SeedContext, pools: StaffPools, log: Log): Promise<number> {
  const placeholder = literal(JSON.stringify(PLACEHOLDER_REPORT));
  const started = performance.now();
  const ranges = chunks(ctx.sizes.series, SERIES_CHUNK);
  let total = 0;
  for (const { from, to } of ranges) {
    const [row] = await ctx.sql.rows<{ lessons: number }>(`
      WITH src AS MATERIALIZED (
        SELECT gen_random_uuid() AS id, s.k, s.class_id, s.g, s.term, w, s.zoom,
               s.first_at + w * interval '7 days' AS at,
               s.first_at + w * interval '7 days' + s.duration * interval '1 minute' AS ended,
               ${pick(LESSON_TOPICS)} AS topic,
               random() < 0.97 AS active,
               random() AS r_report, random() < 0.01 AS consult, random() AS r_resolve, random() AS r_check,
               ${weighted([['1', 62], ['2', 15], ['3', 11], [UNREPORTED, 12]])} AS homework,
               ${BASE_SCORE} AS engagement, ${BASE_SCORE} AS mastery
        FROM seed_series AS s CROSS JOIN generate_series(0, ${int(LESSONS_PER_SERIES - 1)}) AS w
        WHERE s.k BETWEEN ${int(from)} AND ${int(to)}
        ORDER BY s.k, w
      ), ins AS (
        INSERT INTO lessons (id, class_id, name, "desc", scheduled_on, ended_on, is_active, is_released, is_completed, term,
                             index, hosting_platform, hosting_type, platform_integration, lesson_meta, created, updated)
        SELECT id, class_id, 'Group ' || g || ' · Lesson ' || (w + 1) || ': ' || topic, '', at, ended, active,
               past OR random() < 0.7, past AND active, term, w + 1,
               CASE WHEN zoom THEN 'Zoom' ELSE 'Offline' END, 'meeting',
               CASE WHEN zoom THEN jsonb_build_object(
                 'id', (81000000000 + floor(random() * 999999999))::bigint::text,
                 'password', substr(md5(random()::text), 1, 6),
                 'registration_url', 'https://zoom.us/meeting/register/' || substr(md5(random()::text), 1, 22),
                 'host_email', 'zoom' || (1 + floor(random() * 5))::int || ${literal(`@${SCALE_EMAIL_DOMAIN}`)},
                 'settings', jsonb_build_object('alternative_hosts', '')) END,
               CASE WHEN reported THEN ${filledReport(ctx, pools)}
                    ELSE ${placeholder}::jsonb || jsonb_build_object('lesson_topic', topic) END,
               created,
               CASE WHEN reported THEN least(${ctx.now}, ended + random() * interval '2 days') ELSE created END
        FROM (
          SELECT src.*, ended < ${ctx.now} AS past, ended < ${ctx.now} AND r_report >= 0.07 AS reported,
                 least(${ctx.now}, at - (7 + random() * 30) * interval '1 day') AS created
          FROM src
          OFFSET 0
        ) AS l
        RETURNING 1
      ), ids AS (
        INSERT INTO seed_series_lessons (k, ids)
        SELECT k, array_agg(id ORDER BY w) FROM src GROUP BY k
      )
      SELECT count(*)::int AS lessons FROM ins`);
    total += row?.lessons ?? 0;
    if (ranges.length > 1) log(`    lessons ${total.toLocaleString('en-US')} / ${ctx.sizes.lessons.toLocaleString('en-US')} (${seconds(started)})`);
  }
  await ctx.sql.run(`ANALYZE seed_series_lessons`);
  return total;
}

/** The series' students in every lesson of the series; past lessons mostly attended. */
export async function insertLessonStudents(ctx: SeedContext): Promise<number> {
  let total = 0;
  for (const { from, to } of chunks(ctx.sizes.series, SERIES_CHUNK)) {
    total += await ctx.sql.run(`
      INSERT INTO lesson_students (lesson_id, user_id, "group", attended, joined_at, left_at, added)
      SELECT lesson_id, user_id, ${weighted([['student', 93], ['trial_student', 4], ['video_student', 3]])},
             past AND showed,
             CASE WHEN past AND showed AND zoom THEN at + random() * interval '10 minutes' END,
             CASE WHEN past AND showed AND zoom THEN ended - random() * interval '10 minutes' END,
             least(${ctx.now}, first_at - random() * interval '14 days')
      FROM (
        SELECT sl.ids[w + 1] AS lesson_id, s.student_ids[j] AS user_id, s.zoom, s.first_at,
               s.first_at + w * interval '7 days' AS at,
               s.first_at + w * interval '7 days' + s.duration * interval '1 minute' AS ended,
               s.first_at + w * interval '7 days' + s.duration * interval '1 minute' < ${ctx.now} AS past,
               random() < 0.9 AS showed
        FROM seed_series AS s
        JOIN seed_series_lessons AS sl ON sl.k = s.k
        CROSS JOIN generate_series(0, ${int(LESSONS_PER_SERIES - 1)}) AS w
        CROSS JOIN LATERAL generate_subscripts(s.student_ids, 1) AS j
        WHERE s.k BETWEEN ${int(from)} AND ${int(to)}
        ORDER BY s.k, w, j
        OFFSET 0
      ) AS x`);
  }
  return total;
}

/** The series' tutor teaches each lesson (a class colleague stands in for 5%); a third of the series have a TA. */
export async function insertLessonStaff(ctx: SeedContext): Promise<number> {
  let total = 0;
  for (const { from, to } of chunks(ctx.sizes.series, SERIES_CHUNK)) {
    total += await ctx.sql.run(`
      INSERT INTO lesson_staff (lesson_id, user_id, role)
      SELECT sl.ids[w + 1],
             CASE WHEN random() < 0.05 AND cardinality(c.tutor_ids) > 1
                  THEN c.tutor_ids[1 + floor(random() * cardinality(c.tutor_ids))::int] ELSE s.tutor_id END,
             'tutor'
      FROM seed_series AS s
      JOIN seed_series_lessons AS sl ON sl.k = s.k
      JOIN seed_class AS c ON c.n = s.class_n
      CROSS JOIN generate_series(0, ${int(LESSONS_PER_SERIES - 1)}) AS w
      WHERE s.k BETWEEN ${int(from)} AND ${int(to)} AND s.tutor_id IS NOT NULL
      UNION ALL
      SELECT sl.ids[w + 1], s.ta_id, 'ta'
      FROM seed_series AS s
      JOIN seed_series_lessons AS sl ON sl.k = s.k
      CROSS JOIN generate_series(0, ${int(LESSONS_PER_SERIES - 1)}) AS w
      WHERE s.k BETWEEN ${int(from)} AND ${int(to)} AND s.ta_id IS NOT NULL`);
  }
  return total;
}

/** Every student of a series is enrolled in its class, from a few days before the series' first lesson. */
export async function insertClassStudents(ctx: SeedContext): Promise<number> {
  return ctx.sql.run(`
    INSERT INTO class_students (class_id, user_id, added)
    SELECT class_id, user_id, least(${ctx.now}, min(first_at) - interval '3 days')
    FROM seed_series, unnest(student_ids) AS user_id
    GROUP BY class_id, user_id`);
}
