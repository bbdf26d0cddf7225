import { and, asc, eq, sql } from 'drizzle-orm';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { DbOrTx } from '../types';
import { lessonStudents } from '../schema/lessons';
import { users } from '../schema/users';
import { contactColumns, type ContactRow } from './users';

/** A student of a lesson as an announcement sees them: who, in which group, and where to reach them. */
export type RecipientRow = ContactRow & {
  group: LessonStudentGroup;
};

/**
 * The students of a lesson (one group, or every group) whose account is active, by name then id. A student who has
 * left the centre (account switched off) may still hold a seat, but is sent nothing.
 */
export async function findLessonRecipients(db: DbOrTx, lessonId: string, group?: LessonStudentGroup): Promise<RecipientRow[]> {
  return db
    .select({
      ...contactColumns,
      group: lessonStudents.group,
    })
    .from(lessonStudents)
    .innerJoin(users, eq(users.id, lessonStudents.userId))
    .where(
      and(
        eq(lessonStudents.lessonId, lessonId),
        group ? eq(lessonStudents.group, group) : undefined,
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
