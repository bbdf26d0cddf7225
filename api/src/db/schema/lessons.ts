import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LessonMeta } from '@backoffice/domain/records';
import { classes } from './classes';
import { users } from './users';
import { ownedBy, staffMember, stampedAt } from './columns';

export type PlatformIntegration = {
  id: string;
  password?: string;
  registration_url?: string;
  host_email?: string;
  settings?: { alternative_hosts?: string };
};

/**
 * A lesson of a class. `lesson_meta` (the teacher's report) is a jsonb document; the dashboard's flags are read from it
 * through generated columns so that the day lists and the header badge stay index scans.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: ownedBy('class_id', () => classes.id),
    name: text('name').notNull(),
    desc: text('desc').notNull().default(''),
    scheduledOn: timestamp('scheduled_on', { withTimezone: true }).notNull(),
    endedOn: timestamp('ended_on', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isReleased: boolean('is_released').notNull().default(true),
    isCompleted: boolean('is_completed').notNull().default(false),
    term: integer('term'),
    index: integer('index'),
    hostingPlatform: text('hosting_platform', { enum: ['Offline', 'Zoom'] }).notNull().default('Offline'),
    hostingType: text('hosting_type').notNull().default('meeting'),
    platformIntegration: jsonb('platform_integration').$type<PlatformIntegration>(),
    lessonMeta: jsonb('lesson_meta').$type<LessonMeta>().notNull().default({}),
    consultImmediately: boolean('consult_immediately').generatedAlwaysAs(
      sql`COALESCE((lesson_meta -> 'recommendation' ->> 'recommendationConsultImmediately')::boolean, false)`,
    ),
    consultResolved: boolean('consult_resolved').generatedAlwaysAs(sql`(lesson_meta ? 'resolvedTimeStamp')`),
    created: stampedAt('created'),
    updated: stampedAt('updated'),
  },
  (t) => [
    // A class's timetable in order, with what a page needs to find its place (`around`: the first lesson ending at or
    // after an instant) and its tiebreak, read from the index alone: a class has hundreds of lessons a year.
    index('lessons_class_scheduled_idx').on(t.classId, t.scheduledOn, t.id, t.endedOn),
    index('lessons_scheduled_idx').on(t.scheduledOn),
    // Active lessons by the day they end (dashboard, Quick Lesson Management). The day list pages them by scheduled_on:
    // with scheduled_on and id in the index it sorts a day's lessons (a thousand or more) from the index alone; without
    // them PostgreSQL chose to walk lessons_scheduled_idx from the first lesson ever, 0.5 s on the scale data.
    index('lessons_ended_active_idx').on(t.endedOn, t.scheduledOn, t.id).where(sql`${t.isActive}`),
    // Active lessons by the day they start (the dashboard's Student tab): the day's range, its order and its count read
    // from the index alone; lessons_scheduled_idx made each of a busy day's 1,600 lessons a heap visit for is_active.
    index('lessons_scheduled_active_idx').on(t.scheduledOn, t.id).where(sql`${t.isActive}`),
    index('lessons_consult_open_idx')
      .on(t.scheduledOn)
      .where(sql`${t.consultImmediately} AND NOT ${t.consultResolved}`),
    // The dashboard's 'Saved on {today}' section lists flags resolved on a day.
    index('lessons_consult_resolved_idx')
      .on(sql`((${t.lessonMeta} ->> 'resolvedTimeStamp'))`)
      .where(sql`${t.consultImmediately} AND ${t.consultResolved}`),
  ],
);

/** Students of a lesson, in one of three groups; Zoom/ClickMeeting attendance is kept on the same row. */
export const lessonStudents = pgTable(
  'lesson_students',
  {
    lessonId: ownedBy('lesson_id', () => lessons.id),
    userId: ownedBy('user_id', () => users.id),
    group: text('group', { enum: ['student', 'trial_student', 'video_student'] }).notNull().default('student'),
    /** The order that put the student here, so a cancelled order takes the student out again. */
    orderId: uuid('order_id'),
    attended: boolean('attended').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    added: stampedAt('added'),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.userId] }),
    index('lesson_students_user_idx').on(t.userId),
    index('lesson_students_order_idx').on(t.orderId),
  ],
);

/** Tutors and TAs of a lesson. */
export const lessonStaff = pgTable(
  'lesson_staff',
  {
    lessonId: ownedBy('lesson_id', () => lessons.id),
    ...staffMember(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId, t.role] }), index('lesson_staff_user_idx').on(t.userId)],
);

/** Zoom poll questions of a lesson (`poll_setup`). */
export const lessonPolls = pgTable(
  'lesson_polls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: ownedBy('lesson_id', () => lessons.id),
    questionIndex: integer('question_index').notNull(),
    questionType: text('question_type').notNull().default('question'),
    // Both spellings occur in the data: 'single'/'multiple' and 'Single Choice'/'Multiple Choice'.
    choiceType: text('choice_type').notNull(),
    name: text('name').notNull(),
    question: text('question').notNull(),
    option: jsonb('option').$type<Array<{ label: string; content: string }>>().notNull(),
    answerIndex: integer('answer_index').array().notNull().default(sql`'{}'::integer[]`),
    answer: text('answer').array().notNull().default(sql`'{}'::text[]`),
    created: stampedAt('created'),
  },
  (t) => [index('lesson_polls_lesson_idx').on(t.lessonId, t.questionIndex)],
);

/** A personal join link of a user for a lesson. */
export const lessonLinks = pgTable(
  'lesson_links',
  {
    lessonId: ownedBy('lesson_id', () => lessons.id),
    userId: ownedBy('user_id', () => users.id),
    link: text('link').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId] })],
);
