import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { lessons } from './lessons';
import { users } from './users';
import { stampedAt } from './columns';

/** A student's rating of a lesson (1–5) with an optional comment. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    /** 'Only commented' (spec §2): a comment of more than blanks. Kept by PostgreSQL, so the list's indexes carry it. */
    commented: boolean('commented')
      .notNull()
      .generatedAlwaysAs(sql`btrim(content) <> ''`),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    /** `feedback_target_object.name`: the lesson's name when the feedback was given. */
    targetName: text('target_name').notNull(),
    allowAnonymous: boolean('allow_anonymous').notNull().default(false),
    studentView: boolean('student_view').notNull().default(false),
    parentView: boolean('parent_view').notNull().default(false),
    created: stampedAt('created'),
  },
  (t) => [
    check('feedback_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    // Feedback review's list (newest first, ties by id) of everything, a class or a lesson. Rating and commented ride
    // in each index, so the page and the summary of a filter are read from the index alone (issue 16).
    index('feedback_created_idx').on(t.created.desc().nullsFirst(), t.id.desc().nullsFirst(), t.rating, t.commented),
    index('feedback_lesson_created_idx').on(t.lessonId, t.created.desc().nullsFirst(), t.id.desc().nullsFirst(), t.rating, t.commented),
    index('feedback_class_created_idx').on(t.classId, t.created.desc().nullsFirst(), t.id.desc().nullsFirst(), t.rating, t.commented),
  ],
);
