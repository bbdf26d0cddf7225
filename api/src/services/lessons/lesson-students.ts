import { CLASS_MESSAGES, type LessonStudent, type lessonStudentListQuerySchema, type StudentLookupResult } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/types';
import { recordAudit } from '../audit';
import { addClassStudents, findClassById } from '../../db/repositories/classes';
import {
  addStudentsToLesson,
  findLessonById,
  findLessonMembers,
  listLessonStudents,
  lockLesson,
  removeLessonStudent,
} from '../../db/repositories/lessons';
import { findUserById, findUserRefsByEmails, findUserRefsByIds, type UserRefRow } from '../../db/repositories/users';
import { badRequest, notFound } from '../../errors';
import { containsText } from '../../lib/like';
import type { RequestContext } from '../request-context';
import { toContact } from '../users/to-contact';

const ref = (user: UserRefRow): UserRef => ({ _id: user.id, name: user.name, email: user.email });

/** One group of a lesson's students, by name, `q` a substring of the name or email (people-records §2 Students tab). */
export async function listStudentsOfLesson(
  db: DbOrTx,
  lessonId: string,
  query: z.output<typeof lessonStudentListQuerySchema>,
): Promise<{ data: LessonStudent[]; count: number }> {
  if (!(await findLessonById(db, lessonId))) throw notFound();
  const { rows, total } = await listLessonStudents(
    db,
    lessonId,
    { group: query.group, containsLower: containsText(query.q) },
    { limit: query.max, offset: query.offset },
  );
  const data = rows.map((row) => ({
    ...toContact(row),
    group: row.group,
    attended: row.attended,
    joined_at: row.joinedAt?.toISOString() ?? null,
    left_at: row.leftAt?.toISOString() ?? null,
  }));
  return { data, count: total };
}

/**
 * Step one of Add Student (people-records §4, §5): each email as typed, 'found' for a Student account with that email
 * (any case) not yet in the lesson, 'already' for one in it in any group, 'not_found' when no Student has it (an
 * email of a staff or parent account is not found either: only students join lessons).
 */
export async function lookUpStudents(db: DbOrTx, lessonId: string, emails: readonly string[]): Promise<StudentLookupResult[]> {
  if (!(await findLessonById(db, lessonId))) throw notFound();
  const students = (await findUserRefsByEmails(db, emails)).filter((user) => user.type === 'Student');
  const byEmail = new Map(students.map((user) => [user.email.toLowerCase(), user]));
  const members = await findLessonMembers(db, lessonId, students.map((user) => user.id));
  return emails.map((email) => {
    const user = byEmail.get(email.trim().toLowerCase());
    if (!user) return { email, status: 'not_found' as const, user: null };
    return { email, status: members.has(user.id) ? ('already' as const) : ('found' as const), user: ref(user) };
  });
}

/**
 * Step two of Add Student: seats Student accounts in the lesson as group 'student' and enrols them in its class.
 * Those already in the lesson (any group) keep their seat and come back as `already`, so a second click adds nothing
 * twice. An id that is not a Student account refuses the whole request; so does a lesson of an inactive class, which
 * nobody may join (as an allocation could not).
 */
export async function addStudentsToLessonById(
  tx: Tx,
  ctx: RequestContext,
  lessonId: string,
  studentIds: readonly string[],
): Promise<{ added: UserRef[]; already: UserRef[] }> {
  const lesson = await lockLesson(tx, lessonId);
  if (!lesson) throw notFound();
  const ids = [...new Set(studentIds)];
  const users = await findUserRefsByIds(tx, ids);
  const students = new Map(users.filter((user) => user.type === 'Student').map((user) => [user.id, user]));
  if (ids.some((id) => !students.has(id))) throw badRequest(CLASS_MESSAGES.notAStudent, 'student');
  const klass = await findClassById(tx, lesson.classId);
  if (!klass?.isActive) throw badRequest(CLASS_MESSAGES.classInactive, 'class');

  const added = new Set(await addStudentsToLesson(tx, { lessonId, userIds: ids, group: 'student', at: ctx.now }));
  await addClassStudents(tx, lesson.classId, ids, ctx.now);
  const result = {
    added: ids.filter((id) => added.has(id)).map((id) => ref(students.get(id)!)),
    already: ids.filter((id) => !added.has(id)).map((id) => ref(students.get(id)!)),
  };
  if (result.added.length > 0) {
    await recordAudit(tx, ctx, {
      action: 'lesson.addStudents',
      entity: 'lesson',
      id: lessonId,
      before: null,
      after: { group: 'student', added: result.added },
    });
  }
  return result;
}

/**
 * Takes a student out of a lesson (any group). The class membership stays (the student may sit in its other lessons),
 * and an order that gave the seat keeps its record.
 */
export async function removeStudentFromLesson(
  tx: Tx,
  ctx: RequestContext,
  lessonId: string,
  userId: string,
): Promise<UserRef> {
  if (!(await lockLesson(tx, lessonId))) throw notFound();
  const seat = await removeLessonStudent(tx, lessonId, userId);
  if (!seat) throw notFound(CLASS_MESSAGES.notInLesson);
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`user ${userId} of a seat not found`);
  const removed = { _id: user.id, name: user.name, email: user.email };
  await recordAudit(tx, ctx, {
    action: 'lesson.removeStudent',
    entity: 'lesson',
    id: lessonId,
    before: {
      student: removed,
      group: seat.group,
      order_id: seat.orderId,
      attended: seat.attended,
      added: seat.added.toISOString(),
    },
    after: null,
  });
  return removed;
}
