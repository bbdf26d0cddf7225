import type { SeedContext, StaffPools } from './context';
import { LESSONS_PER_SERIES, WEEKS_AHEAD, WEEKS_BACK } from './sizes';
import { chance, int, pick, textArray, uuidArray, weighted, weightedInt } from './sql-text';
import { CLASS_KINDS, CLASS_PREFIXES, CLASS_TYPES, LEVEL_TAGS, LESSON_TOPICS, SUBJECTS, WEEKDAYS } from './vocabulary';

/** Monday 00:00 (centre time) a year before this week: week 0 of the lesson calendar. */
export function calendarStart(now: string): string {
  return `(date_trunc('week', ${now}) - interval '${int(WEEKS_BACK)} weeks')`;
}

/**
 * `count` members of a pool from `startColumn` on, wrapping around: consecutive picks are distinct. Classes start at
 * evenly strided positions so every tutor and TA, the demo accounts included, teaches some classes.
 */
function poolMembers(ids: readonly string[], startColumn: string, countColumn: string): string {
  if (ids.length === 0) return `'{}'::uuid[]`;
  return `ARRAY(SELECT (${uuidArray(ids)})[1 + ((${startColumn} + j) % ${int(ids.length)})]
                FROM generate_series(0, least(${countColumn}, ${int(ids.length)}) - 1) AS j)`;
}

/**
 * Plans classes and their weekly series in temporary tables. A class has `seriesPerClass` series; each series is one
 * group meeting weekly on one of the class's two days for LESSONS_PER_SERIES weeks, starting anywhere between a year ago
 * and six months ahead, so every day near today has lessons. A series takes 1–3 distinct students from consecutive
 * slots of the shuffled roster, so almost every student is in some class.
 */
export async function planClasses(ctx: SeedContext, pools: StaffPools): Promise<void> {
  const { classes, seriesPerClass, students } = ctx.sizes;
  await ctx.sql.run(`
    CREATE TEMP TABLE seed_class (
      n int PRIMARY KEY, id uuid NOT NULL, name text NOT NULL, subject text NOT NULL, day1 int NOT NULL, day2 int NOT NULL,
      start_minute int NOT NULL, duration int NOT NULL, tutor_ids uuid[] NOT NULL, ta_ids uuid[] NOT NULL
    )`);
  await ctx.sql.run(`
    INSERT INTO seed_class
    SELECT n, gen_random_uuid(), prefix || ' ' || subject || ' ' || kind || ' ' || to_char(n, 'FM000'), subject,
           day1, (day1 + 1 + floor(random() * 5)::int) % 7, start_minute, duration,
           ${poolMembers(pools.Tutor.ids, 'tutor_start', 'tutor_count')},
           ${poolMembers(pools.TA.ids, 'ta_start', 'ta_count')}
    FROM (
      SELECT n, ${pick(CLASS_PREFIXES)} AS prefix, ${pick(SUBJECTS)} AS subject, ${pick(CLASS_KINDS)} AS kind,
             ${weightedInt([[0, 3], [1, 3], [2, 3], [3, 3], [4, 3], [5, 5], [6, 2]])} AS day1,
             480 + 30 * floor(random() * 24)::int AS start_minute,
             ${weightedInt([[60, 5], [90, 3], [120, 2]])} AS duration,
             ((n - 1) * 2) % ${int(Math.max(pools.Tutor.ids.length, 1))} AS tutor_start,
             ${weightedInt([[1, 3], [2, 4], [3, 3]])} AS tutor_count,
             (n - 1) % ${int(Math.max(pools.TA.ids.length, 1))} AS ta_start,
             ${weightedInt([[0, 4], [1, 4], [2, 2]])} AS ta_count
      FROM generate_series(1, ${int(classes)}) AS n
      ORDER BY n
      OFFSET 0
    ) AS x`);

  await ctx.sql.run(`
    CREATE TEMP TABLE seed_series (
      k int PRIMARY KEY, class_n int NOT NULL, class_id uuid NOT NULL, g int NOT NULL, term int NOT NULL, m int NOT NULL,
      first_at timestamptz NOT NULL, duration int NOT NULL, zoom boolean NOT NULL, tutor_id uuid, ta_id uuid,
      student_ns int[], student_ids uuid[]
    )`);
  const startWeeks = WEEKS_BACK + WEEKS_AHEAD - LESSONS_PER_SERIES + 1;
  await ctx.sql.run(`
    INSERT INTO seed_series (k, class_n, class_id, g, term, m, first_at, duration, zoom, tutor_id, ta_id)
    SELECT (n - 1) * ${int(seriesPerClass)} + g, n, id, g, 1 + start_week / 13, m,
           ${calendarStart(ctx.now)} + (start_week * 7 + weekday) * interval '1 day' + start_minute * interval '1 minute',
           duration, zoom,
           tutor_ids[1 + (g % greatest(cardinality(tutor_ids), 1))],
           CASE WHEN cardinality(ta_ids) > 0 AND random() < 0.3 THEN ta_ids[1 + floor(random() * cardinality(ta_ids))::int] END
    FROM (
      SELECT c.n, c.id, c.tutor_ids, c.ta_ids, g, floor(random() * ${int(startWeeks)})::int AS start_week,
             CASE WHEN random() < 0.8 THEN c.day1 ELSE c.day2 END AS weekday,
             CASE WHEN random() < 0.5 THEN c.start_minute ELSE 480 + 30 * floor(random() * 24)::int END AS start_minute,
             CASE WHEN random() < 0.7 THEN c.duration ELSE ${weightedInt([[60, 5], [90, 3], [120, 2]])} END AS duration,
             ${chance(0.3)} AS zoom,
             ${weightedInt([[1, 35], [2, 35], [3, 30]])} AS m
      FROM seed_class AS c, generate_series(1, ${int(seriesPerClass)}) AS g
      ORDER BY c.n, g
      OFFSET 0
    ) AS x`);
  // Three roster slots per series, of which the first m are used: distinct students as long as there are at least 3.
  await ctx.sql.run(`
    UPDATE seed_series AS s SET student_ns = x.ns, student_ids = x.ids
    FROM (
      SELECT s2.k, array_agg(p.n ORDER BY j) AS ns, array_agg(p.student_id ORDER BY j) AS ids
      FROM seed_series AS s2
      CROSS JOIN LATERAL generate_series(0, s2.m - 1) AS j
      JOIN seed_person AS p ON p.slot = ((s2.k - 1) * 3 + j) % ${int(students)} + 1
      GROUP BY s2.k
    ) AS x
    WHERE x.k = s.k`);
  await ctx.sql.run(`CREATE TEMP TABLE seed_series_lessons (k int PRIMARY KEY, ids uuid[] NOT NULL)`);
  await ctx.sql.run(`ANALYZE seed_class`);
  await ctx.sql.run(`ANALYZE seed_series`);
}

function clock(minuteExpr: string): string {
  return `lpad(((${minuteExpr}) / 60)::text, 2, '0') || ':' || lpad(((${minuteExpr}) % 60)::text, 2, '0')`;
}

/** Classes, dated from their first to their last lesson. */
export async function insertClasses(ctx: SeedContext): Promise<number> {
  const weekdays = textArray(WEEKDAYS);
  return ctx.sql.run(`
    INSERT INTO classes (id, name, subject, country, class_type, "desc", start_date, end_date, schedule_start_time,
                         schedule_end_time, schedule_days, level, is_free, is_trial, is_featured, is_listed, is_sold_out,
                         force_full_purchase, is_active, max_cap, rate, currency, created, updated)
    SELECT id, name, subject, country, ${pick(CLASS_TYPES)},
           '<p>' || subject || ' for ' || ${pick(['beginners', 'exam candidates', 'school students', 'returning students'])} ||
             '. Topics include ' || ${pick(LESSON_TOPICS)} || ' and ' || ${pick(LESSON_TOPICS)} || '.</p>',
           start_date, end_date, ${clock('start_minute')}, ${clock('start_minute + duration')},
           (${weekdays})[1 + least(day1, day2)] || ', ' || (${weekdays})[1 + greatest(day1, day2)],
           ARRAY[${pick(LEVEL_TAGS)}],
           ${chance(0.05)}, ${chance(0.1)}, ${chance(0.1)}, ${chance(0.9)}, ${chance(0.05)}, ${chance(0.1)}, ${chance(0.92)},
           ${weightedInt([[20, 6], [10, 2], [30, 1], [6, 1]])},
           CASE WHEN currency = 'THB' THEN rate * 25 ELSE rate END, currency,
           created, created + random() * (${ctx.now} - created)
    FROM (
      SELECT c.*, a.start_date, a.end_date, ${weighted([['SG', 3], ['TH', 7]])} AS country,
             ${weightedInt([[18, 6], [25, 2], [30, 1], [45, 1]])} AS rate, ${weighted([['SGD', 4], ['THB', 6]])} AS currency,
             least(${ctx.now}, a.start_date - (30 + floor(random() * 60)::int) * interval '1 day') AS created
      FROM seed_class AS c
      JOIN (
        SELECT class_n, min(first_at) AS start_date,
               max(first_at + ${int(LESSONS_PER_SERIES - 1)} * interval '7 days' + duration * interval '1 minute') AS end_date
        FROM seed_series GROUP BY class_n
      ) AS a ON a.class_n = c.n
      ORDER BY c.n
      OFFSET 0
    ) AS x`);
}

/** The tutors and TAs of each class (series draw their tutor from these). */
export async function insertClassStaff(ctx: SeedContext): Promise<number> {
  return ctx.sql.run(`
    INSERT INTO class_staff (class_id, user_id, role)
    SELECT id, unnest(tutor_ids), 'tutor' FROM seed_class
    UNION ALL
    SELECT id, unnest(ta_ids), 'ta' FROM seed_class
    ON CONFLICT DO NOTHING`);
}
