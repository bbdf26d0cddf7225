import { and, asc, eq, sql } from 'drizzle-orm';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { DbOrTx } from '../client';
import { lessonStudents } from '../schema/lessons';
import { users } from '../schema/users';

/** A student of a lesson as an announcement sees them: who, in which group, and where to reach them. */
export type RecipientRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
  group: LessonStudentGroup;
};

/**
 * The students of a lesson (one group, or every group) whose account is active, by name then id. A student who has
 * left the centre (account switched off) may still hold a seat, but is sent nothing.
 */
export async function findLessonRecipients(db: DbOrTx, lessonId: string, group?: LessonStudentGroup): Promise<RecipientRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
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
