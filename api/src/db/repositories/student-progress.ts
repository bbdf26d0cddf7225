import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ENGAGEMENT_KEYS, SKILL_MASTERY_KEYS } from '@backoffice/domain/lesson-report';
import { PROGRESS_PROFILE_FIELDS } from '@backoffice/domain/student-progress';
import { prepared } from '../prepared';
import type { DbOrTx } from '../types';
import { classes } from '../schema/classes';
import { lessons, lessonStudents } from '../schema/lessons';
import { users } from '../schema/users';

// The student profile dialog (back-office §2, §7 "Student class fetch for the progress dialog", §9 Scores and colours).
// The rules are those of `@backoffice/domain/student-progress` (lessonProgress, progressOfReports), written over
// lesson_meta in SQL so that only a class's figures and one point per lesson leave the database;
// api/test/dashboard-student-progress.test.ts holds the two together. Anything but the reported codes ('---', '',
// a missing key) is unreported and counts nowhere.

/** A lesson's score of one chart: the rounded mean (half up, as numeric round() does) of its reported items. */
function lessonScore(part: 'engagement' | 'skill_mastery', keys: readonly string[]): SQL {
  const items = sql.join(
    keys.map((key) => sql`l.lesson_meta -> ${sql.raw(`'${part}'`)} ->> ${sql.raw(`'${key}'`)}`),
    sql`, `,
  );
  return sql`(SELECT round(avg(v::int))::int FROM unnest(ARRAY[${items}]) AS v WHERE v ~ '^[1-6]$')`;
}

/** 1 when on time, 0 when late or not at all, NULL when unreported: sum / count is the on-time share. */
const submitted = (value: SQL) => sql`(CASE ${value} WHEN '1' THEN 1 WHEN '2' THEN 0 WHEN '3' THEN 0 END)`;

export type ClassProgressDbRow = {
  id: string;
  name: string;
  subject: string;
  isActive: boolean;
  lastLessonOn: string | null;
  held: number;
  reported: number;
  punctualOnTime: number;
  punctualReported: number;
  punctualPercent: number | null;
  homeworkOnTime: number;
  homeworkReported: number;
  homeworkPercent: number | null;
  revisionOnTime: number;
  revisionReported: number;
  revisionPercent: number | null;
  engagementSum: number;
  engagementLessons: number;
  engagementPercent: number | null;
  engagementAverage: number | null;
  masterySum: number;
  masteryLessons: number;
  masteryPercent: number | null;
  masteryAverage: number | null;
  series: Array<{ _id: string; name: string; scheduled_on: string; engagement: number | null; skill_mastery: number | null }>;
};

/**
 * Every class the student sits in as a student (a seat in one of its lessons, group 'student'), with the figures of the
 * lessons already held (active, scheduled at or before the `asOf` placeholder) and one point per held lesson in time
 * order, as a JSON array: the student's seats (lesson_students_user_idx), their lessons by primary key, a row per
 * class. `studentId` is the outer query's column.
 */
function classProgressJson(studentId: SQL | AnyPgColumn): SQL {
  const share = (on: string, count: string) =>
    sql.raw(`round(100.0 * sum(${on}) FILTER (WHERE held) / nullif(count(${count}) FILTER (WHERE held), 0))::int`);
  const score = (column: string) =>
    sql.raw(`round(100.0 * sum(${column}) FILTER (WHERE held) / nullif(6 * count(${column}) FILTER (WHERE held), 0))::int`);
  const average = (column: string) =>
    sql.raw(`round(sum(${column}) FILTER (WHERE held)::numeric / nullif(count(${column}) FILTER (WHERE held), 0), 2)::float8`);
  return sql`(
    -- MATERIALIZED: each lesson's scores are worked out once, not once per aggregate that reads them.
    WITH seat AS MATERIALIZED (
      SELECT l.id, l.class_id, l.name, l.scheduled_on,
             l.is_active AND l.scheduled_on <= ${sql.placeholder('asOf')}::timestamptz AS held,
             (CASE l.lesson_meta ->> 'punctuality' WHEN 'n' THEN 1 WHEN 'y' THEN 0 END) AS punctual,
             ${submitted(sql`l.lesson_meta -> 'homework' ->> 'homeworkSubmission'`)} AS homework,
             ${submitted(sql`l.lesson_meta ->> 'revision_notes'`)} AS revision,
             ${lessonScore('engagement', ENGAGEMENT_KEYS)} AS engagement,
             ${lessonScore('skill_mastery', SKILL_MASTERY_KEYS)} AS mastery
      FROM ${lessonStudents} ls JOIN ${lessons} l ON l.id = ls.lesson_id
      WHERE ls.user_id = ${studentId} AND ls."group" = 'student'
    ), per_class AS (
      SELECT c.id, c.name, c.subject, c.is_active AS "isActive",
             max(seat.scheduled_on) FILTER (WHERE held) AS "lastLessonOn",
             (count(*) FILTER (WHERE held))::int AS "held",
             (count(*) FILTER (WHERE held AND num_nonnulls(punctual, homework, revision, engagement, mastery) > 0))::int AS "reported",
             coalesce(sum(punctual) FILTER (WHERE held), 0)::int AS "punctualOnTime",
             (count(punctual) FILTER (WHERE held))::int AS "punctualReported",
             ${share('punctual', 'punctual')} AS "punctualPercent",
             coalesce(sum(homework) FILTER (WHERE held), 0)::int AS "homeworkOnTime",
             (count(homework) FILTER (WHERE held))::int AS "homeworkReported",
             ${share('homework', 'homework')} AS "homeworkPercent",
             coalesce(sum(revision) FILTER (WHERE held), 0)::int AS "revisionOnTime",
             (count(revision) FILTER (WHERE held))::int AS "revisionReported",
             ${share('revision', 'revision')} AS "revisionPercent",
             coalesce(sum(engagement) FILTER (WHERE held), 0)::int AS "engagementSum",
             (count(engagement) FILTER (WHERE held))::int AS "engagementLessons",
             ${score('engagement')} AS "engagementPercent",
             ${average('engagement')} AS "engagementAverage",
             coalesce(sum(mastery) FILTER (WHERE held), 0)::int AS "masterySum",
             (count(mastery) FILTER (WHERE held))::int AS "masteryLessons",
             ${score('mastery')} AS "masteryPercent",
             ${average('mastery')} AS "masteryAverage",
             coalesce(json_agg(json_build_object('_id', seat.id, 'name', seat.name, 'scheduled_on', seat.scheduled_on,
                                                 'engagement', engagement, 'skill_mastery', mastery)
                               ORDER BY seat.scheduled_on, seat.id) FILTER (WHERE held), '[]'::json) AS "series"
      FROM seat JOIN ${classes} c ON c.id = seat.class_id
      GROUP BY c.id
    )
    SELECT coalesce(json_agg(per_class ORDER BY "lastLessonOn" DESC NULLS LAST, lower(name), id), '[]'::json) FROM per_class
  )`;
}

const parent = alias(users, 'parent');
const customerService = alias(users, 'customer_service');
const salesAdmin = alias(users, 'sales_admin');

/** The profile's fields the dialog shows, picked in the database: the rest of the document does not travel. */
const PROFILE_FIELDS = sql.raw(`ARRAY[${PROGRESS_PROFILE_FIELDS.map((field) => `'${field}'`).join(', ')}]::text[]`);

/** The student, their parent and handlers, and their classes' figures and series (`classProgressJson`). */
export type StudentProgressDbRow = {
  id: string;
  name: string;
  nickname: string | null;
  dbid: string | null;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
  school: string | null;
  level: string | null;
  profile: Record<string, unknown>;
  parentId: string | null;
  parentName: string | null;
  parentEmail: string | null;
  customerServiceId: string | null;
  customerServiceName: string | null;
  salesAdminId: string | null;
  salesAdminName: string | null;
  classes: ClassProgressDbRow[];
};

/**
 * Everything the profile dialog shows, in one round trip, or undefined when `id` is not a Student's. A prepared
 * statement: the statement is long, and planning it cost more than running it (2 ms against 1.5 on the scale data).
 */
export async function findStudentProgress(db: DbOrTx, id: string, asOf: Date): Promise<StudentProgressDbRow | undefined> {
  const statement = prepared(db, 'student_progress', (handle, name) =>
    handle
      .select({
        id: users.id,
        name: users.name,
        nickname: users.nickname,
        dbid: users.dbid,
        email: users.email,
        phone: users.phone,
        phoneCountryCode: users.phoneCountryCode,
        school: users.school,
        level: users.level,
        profile: sql<Record<string, unknown>>`(SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb)
          FROM jsonb_each(${users.profile}) AS f WHERE f.key = ANY(${PROFILE_FIELDS}))`,
        parentId: parent.id,
        parentName: parent.name,
        parentEmail: parent.email,
        customerServiceId: customerService.id,
        customerServiceName: customerService.name,
        salesAdminId: salesAdmin.id,
        salesAdminName: salesAdmin.name,
        classes: sql<ClassProgressDbRow[]>`${classProgressJson(users.id)}`,
      })
      .from(users)
      .leftJoin(parent, eq(parent.id, users.parentId))
      .leftJoin(customerService, eq(customerService.id, users.customerServiceId))
      .leftJoin(salesAdmin, eq(salesAdmin.id, users.salesAdminId))
      .where(sql`${users.id} = ${sql.placeholder('id')}::uuid AND ${users.type} = 'Student'`)
      .prepare(name),
  );
  const [row] = await statement.execute({ id, asOf: asOf.toISOString() });
  return row;
}
