import type { SeedContext, StaffPool, StaffPools } from './context';
import { chunks, STAFF_COUNTS } from './sizes';
import { SCALE_EMAIL_DOMAIN } from './target';
import { chance, int, isoText, literal, pick, uuidArray, weighted } from './sql-text';
import {
  ACTION_PLANS,
  BACKGROUNDS,
  CAREER_GOALS,
  CONSULTATION_NOTES,
  FAMILY_BACKGROUNDS,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  LAST_NAMES,
  NICKNAMES,
  OCCUPATION_AREAS,
  SCHOOLS,
  STUDY_AREAS,
  STUDY_GOALS,
  SUBJECTS,
  TARGET_COUNTRIES,
} from './vocabulary';

const PEOPLE_CHUNK = 25_000;
const DOMAIN = literal(`@${SCALE_EMAIL_DOMAIN}`);

const PROFILE_SUBJECTS = ['english', 'thai', 'math', 'physics', 'chemistry', 'biology', 'geography', 'history', 'economics', 'art'];
const DISC = {
  dominance: ['direct', 'result_oriented', 'firm', 'strong_willed', 'forceful'],
  influence: ['outgoing', 'enthusiastic', 'optimistic', 'high_spirited', 'lively'],
  conscientiousness: ['analytical', 'reserved', 'precise', 'private', 'systematic'],
  steadiness: ['even_tempered', 'accommodating', 'patient', 'humble', 'tactful'],
} as const;

/** `{ key: random() < p, ... }` for a list of flag names. */
function flags(keys: readonly string[], p: number): string {
  return `jsonb_build_object(${keys.map((key) => `${literal(key)}, ${chance(p)}`).join(', ')})`;
}

function firstName(genderColumn: string): string {
  return `CASE WHEN ${genderColumn} = 'm' THEN ${pick(FIRST_NAMES_M)} ELSE ${pick(FIRST_NAMES_F)} END`;
}

/** A random member of a pool, or NULL for an empty pool (the subscript falls outside the array). */
export function poolPick(pool: StaffPool): string {
  return `(${uuidArray(pool.ids)})[1 + floor(random() * ${int(Math.max(pool.ids.length, 1))})::int]`;
}

/** Sales admins, customer service, tutors, TAs and agents; none can sign in (the demo accounts are for that). */
export async function insertStaff(ctx: SeedContext): Promise<number> {
  const counts = Object.entries(STAFF_COUNTS)
    .map(([type, count]) => `(${literal(type)}, ${int(count)})`)
    .join(', ');
  return ctx.sql.run(`
    WITH base AS MATERIALIZED (
      SELECT r.type, g, CASE WHEN random() < 0.5 THEN 'm' ELSE 'f' END AS gender
      FROM (VALUES ${counts}) AS r(type, n), generate_series(1, r.n) AS g
      ORDER BY r.type, g
    ), named AS MATERIALIZED (
      SELECT base.*, ${firstName('gender')} AS first, ${pick(LAST_NAMES)} AS last,
             ${ctx.now} - random() * interval '1500 days' AS created
      FROM base
    )
    INSERT INTO users (type, email, name, nickname, gender, phone, phone_country_code, country, profile, created, updated)
    SELECT type,
           lower(type) || lpad(g::text, 3, '0') || ${DOMAIN},
           first || ' ' || last,
           ${pick(NICKNAMES)},
           gender,
           '8' || lpad(floor(random() * 100000000)::bigint::text, 8, '0'),
           '66',
           'TH',
           CASE WHEN type = 'Tutor' THEN jsonb_build_object(
             'desc', 'Teaches ' || ${pick(SUBJECTS)} || ' and ' || ${pick(SUBJECTS)} || '.',
             'subject', jsonb_build_array(${pick(SUBJECTS)}, ${pick(SUBJECTS)}),
             'credential', jsonb_build_object(
               'year_of_exp', 1 + floor(random() * 20)::int,
               'track_record', jsonb_build_array('Students placed at ' || ${pick(['Oxford', 'Chulalongkorn', 'NUS', 'UCL', 'Mahidol', 'Stanford'])})))
           ELSE '{}'::jsonb END,
           created,
           created
    FROM named`);
}

/** Every active staff account by type, demo accounts included, in email order (stable across runs). */
export async function loadStaffPools(ctx: SeedContext): Promise<StaffPools> {
  const rows = await ctx.sql.rows<{ type: string; ids: string[]; names: string[] }>(`
    SELECT type, array_agg(id::text ORDER BY lower(email)) AS ids, array_agg(name ORDER BY lower(email)) AS names
    FROM users
    WHERE is_active AND type IN ('SalesAdmin', 'CustService', 'Tutor', 'TA', 'Agent', 'SuperAdmin')
    GROUP BY type`);
  const pool = (type: keyof StaffPools): StaffPool => {
    const row = rows.find((r) => r.type === type);
    return { ids: row?.ids ?? [], names: row?.names ?? [] };
  };
  return {
    SalesAdmin: pool('SalesAdmin'),
    CustService: pool('CustService'),
    Tutor: pool('Tutor'),
    TA: pool('TA'),
    Agent: pool('Agent'),
    SuperAdmin: pool('SuperAdmin'),
  };
}

/**
 * The roster every later table draws from: student n, its parent, names and a random `slot` (a permutation of 1..N)
 * that series use to take distinct students.
 */
export async function planPeople(ctx: SeedContext): Promise<void> {
  await ctx.sql.run(`
    CREATE TEMP TABLE seed_person (
      n int PRIMARY KEY, slot int NOT NULL, student_id uuid NOT NULL, parent_id uuid NOT NULL,
      gender text NOT NULL, first text NOT NULL, last text NOT NULL, name text NOT NULL, email text NOT NULL, phone text NOT NULL
    )`);
  await ctx.sql.run(`
    INSERT INTO seed_person
    SELECT n, row_number() OVER (ORDER BY shuffle, n)::int, gen_random_uuid(), gen_random_uuid(), gender, first, last,
           first || ' ' || last, lower(first || '.' || last || '.' || n) || ${DOMAIN}, phone
    FROM (
      SELECT x.*, ${firstName('x.gender')} AS first
      FROM (
        SELECT n, random() AS shuffle, CASE WHEN random() < 0.5 THEN 'm' ELSE 'f' END AS gender, ${pick(LAST_NAMES)} AS last,
               '8' || lpad(floor(random() * 100000000)::bigint::text, 8, '0') AS phone
        FROM generate_series(1, ${int(ctx.sizes.students)}) AS n
        OFFSET 0
      ) AS x
      OFFSET 0
    ) AS y`);
  await ctx.sql.run(`CREATE UNIQUE INDEX ON seed_person (slot)`);
  await ctx.sql.run(`ANALYZE seed_person`);
}

/** One parent per student, with the renewal date spread from two months ago to four months ahead for three in four. */
export async function insertParents(ctx: SeedContext): Promise<number> {
  const today = `(${ctx.now})::date`;
  const character = Object.entries(DISC)
    .map(([group, traits]) => `${literal(group)}, ${flags(traits, 0.3)}`)
    .join(', ');
  let total = 0;
  for (const { from, to } of chunks(ctx.sizes.students, PEOPLE_CHUNK)) {
    total += await ctx.sql.run(`
      INSERT INTO users (id, type, email, name, salute, gender, phone, phone_country_code, country, facebook, line,
                         contact_preference, meta, date_of_renewal, created, updated)
      SELECT parent_id, 'Parent', lower('parent.' || first || '.' || last || '.' || n) || ${DOMAIN}, first || ' ' || last,
             salute, gender, phone, '66', 'TH',
             CASE WHEN random() < 0.3 THEN lower(first || '.' || last) END,
             CASE WHEN random() < 0.6 THEN lower(first) || n END,
             jsonb_build_object('contact', ${weighted([['line', 6], ['whatsapp', 2], ['nil', 2]])}, 'others_type', ''),
             jsonb_build_object(
               'occupation', jsonb_build_object('area', ${pick(OCCUPATION_AREAS)}, 'specific', ''),
               'family_background', ${pick(FAMILY_BACKGROUNDS)},
               'networking_circle', jsonb_build_object('fb', ${chance(0.6)}, 'website', ${chance(0.2)}, 'friends', ${chance(0.5)},
                                                       'others', false, 'others_type', ''),
               'conflict', '',
               'decision_maker', jsonb_build_object('father', ${chance(0.6)}, 'mother', ${chance(0.7)}),
               'parent_character', jsonb_build_object(${character}),
               'interested_topics', ${flags(['public_speaking', 'debate', 'coding', 'writing', 'leadership'], 0.25)},
               'payment_mode', ${weighted([['bank', 5], ['credit', 3], ['cash', 2]])},
               'date_of_renewal', renewal::text),
             renewal, created, created + random() * (${ctx.now} - created)
      FROM (
        SELECT y.*, ${firstName('y.gender')} AS first,
               CASE WHEN y.gender = 'm' THEN 'Mr' ELSE ${pick(['Mrs', 'Ms'])} END AS salute
        FROM (
          SELECT p.n, p.parent_id, p.last, p.phone, CASE WHEN random() < 0.45 THEN 'm' ELSE 'f' END AS gender,
                 CASE WHEN random() < 0.75 THEN ${today} + (floor(random() * 181)::int - 60) END AS renewal,
                 ${ctx.now} - random() * interval '1095 days' AS created
          FROM seed_person p
          WHERE p.n BETWEEN ${int(from)} AND ${int(to)}
          ORDER BY p.n
          OFFSET 0
        ) AS y
        OFFSET 0
      ) AS z`);
  }
  return total;
}

/** Students with the consultation profile; about 3% flagged for an academic-career consultation. */
export async function insertStudents(ctx: SeedContext, pools: StaffPools): Promise<number> {
  const today = `(${ctx.now})::date`;
  const gpa = `to_char(2 + random() * 2, 'FM0.00')`;
  let total = 0;
  for (const { from, to } of chunks(ctx.sizes.students, PEOPLE_CHUNK)) {
    total += await ctx.sql.run(`
      INSERT INTO users (id, type, email, name, nickname, phone, phone_country_code, dbid, school, level, date_of_birth,
                         gender, credit, country, facebook, line, contact_preference, customer_service_id, sales_admin_id,
                         parent_id, profile, is_active, created, updated)
      SELECT student_id, 'Student', email, name, ${pick(NICKNAMES)}, phone, '66', 'SC' || lpad(n::text, 7, '0'),
             ${pick(SCHOOLS)}, level, ${today} - (2922 + floor(random() * 4018)::int), gender,
             CASE WHEN random() < 0.2 THEN floor(random() * 20) * 500 ELSE 0 END, 'TH',
             CASE WHEN random() < 0.4 THEN lower(first || last) END,
             CASE WHEN random() < 0.6 THEN lower(nickname_seed || n) END,
             jsonb_build_object('contact', ${weighted([['line', 6], ['whatsapp', 2], ['nil', 2]])}, 'others_type', ''),
             CASE WHEN random() < 0.95 THEN ${poolPick(pools.CustService)} END,
             CASE WHEN random() < 0.95 THEN ${poolPick(pools.SalesAdmin)} END,
             parent_id,
             jsonb_build_object(
               'typeOfSchool', ${weighted([['international', 5], ['government', 4], ['others', 1]])},
               'gradeYearLevel', CASE level WHEN 'grade' THEN jsonb_build_object('grade', grade_year::text)
                                            WHEN 'year' THEN jsonb_build_object('year', (grade_year + 1)::text)
                                            ELSE '{}'::jsonb END,
               'first_language', ${weighted([['thai', 17], ['english', 2], ['chinese', 1]])},
               'studyMediumEng', ${chance(0.5)}, 'studyMediumThai', ${chance(0.6)},
               'grade', jsonb_build_object('english', true, 'math', true, 'gpa', jsonb_build_object('english', ${gpa}, 'math', ${gpa})),
               'favoriteSubjects', ${flags(PROFILE_SUBJECTS, 0.2)},
               'weakestSubjects', ${flags(PROFILE_SUBJECTS, 0.15)},
               'externalExams', jsonb_build_object('sat', ${chance(0.15)}, 'gre', false, 'ielts', ${chance(0.3)},
                                                   'toefl', ${chance(0.1)}, 'gmat', false, 'others', false),
               'careerGoals', jsonb_build_object('student', ${pick(CAREER_GOALS)}, 'parent', ${pick(CAREER_GOALS)},
                                                 'counsellor', '', 'consultation', ${chance(0.03)}),
               'studyGoals', jsonb_build_object('student', ${pick(STUDY_GOALS)}, 'parent', ${pick(STUDY_GOALS)}),
               'targetCountry', jsonb_build_object('student', ${pick(TARGET_COUNTRIES)}, 'parent', ${pick(TARGET_COUNTRIES)}),
               'areaOfStudy', jsonb_build_object('area', ${pick(STUDY_AREAS)}, 'specific', ''),
               'learningType', ${flags(['visual', 'aural', 'kinaesthetic', 'social', 'logical'], 0.3)},
               'healthCondition', jsonb_build_object('condition', ${weighted([['na', 18], ['adhd', 1], ['others', 1]])}),
               'famous', ${weighted([['never', 8], ['fair', 6], ['famous', 3], ['very-famous', 2], ['vip', 1]])},
               'courseType', ${pick(['regular', 'intensive', 'private'])},
               'examType', ${pick(['ielts', 'sat', 'toefl', 'school', 'none'])},
               'amountPaid', (floor(random() * 200) * 1000)::text,
               'amountFrequency', ${pick(['monthly', 'termly', 'yearly'])},
               'meta', jsonb_build_object('background', ${pick(BACKGROUNDS)}))
               || CASE WHEN consulted IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('date_of_consultation', ${isoText('consulted')}) END,
             random() < 0.97,
             created, created + random() * (${ctx.now} - created)
      FROM (
        SELECT p.*, ${weighted([['grade', 5], ['year', 4], ['others', 1]])} AS level, 4 + floor(random() * 9)::int AS grade_year,
               ${pick(NICKNAMES)} AS nickname_seed, ${ctx.now} - random() * interval '1095 days' AS created,
               (SELECT max(c.date) FROM seed_consultation AS c WHERE c.student_n = p.n) AS consulted
        FROM seed_person p
        WHERE p.n BETWEEN ${int(from)} AND ${int(to)}
        ORDER BY p.n
        OFFSET 0
      ) AS s`);
  }
  return total;
}

/**
 * Consultations over the last two years (and the next two weeks), each about one student, planned before the students
 * are written so that a student's profile can carry its latest `date_of_consultation`.
 */
export async function planConsultations(ctx: SeedContext): Promise<void> {
  // `date` is the end of the consultation's day in the centre's time zone (the session's time zone).
  await ctx.sql.run(`
    CREATE TEMP TABLE seed_consultation AS
    SELECT i, gen_random_uuid() AS id,
           date_trunc('day', ${ctx.now} - (floor(random() * 745)::int - 14) * interval '1 day') + interval '1 day' - interval '1 millisecond' AS date,
           1 + floor(random() * ${int(ctx.sizes.students)})::int AS student_n
    FROM generate_series(1, ${int(ctx.sizes.consultations)}) AS i
    ORDER BY i`);
  await ctx.sql.run(`CREATE INDEX ON seed_consultation (student_n)`);
  await ctx.sql.run(`ANALYZE seed_consultation`);
}

/** The planned consultations, by a SuperAdmin (demo accounts) when there is one. */
export async function insertConsultations(ctx: SeedContext, pools: StaffPools): Promise<number> {
  const admins = pools.SuperAdmin;
  const [row] = await ctx.sql.rows<{ consultations: number }>(`
    WITH ins AS (
      INSERT INTO consultations (id, date, action_plans, consultation_notes, action, admin_id, created, updated)
      SELECT id, date, ${pick(['', ...ACTION_PLANS])}, ${pick(CONSULTATION_NOTES)},
             date < ${ctx.now} AND random() < 0.6,
             ${admins.ids.length > 0 ? poolPick(admins) : 'NULL::uuid'},
             least(date, ${ctx.now}) - random() * interval '10 days', least(date, ${ctx.now})
      FROM seed_consultation
      ORDER BY i
      RETURNING 1
    ), students AS (
      INSERT INTO consultation_students (consultation_id, student_id)
      SELECT c.id, p.student_id FROM seed_consultation AS c JOIN seed_person AS p ON p.n = c.student_n
    )
    SELECT count(*)::int AS consultations FROM ins`);
  return row?.consultations ?? 0;
}
