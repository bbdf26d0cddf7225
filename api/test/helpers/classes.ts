import { and, asc, eq } from 'drizzle-orm';
import type { ClassCreateInput } from '@backoffice/domain/classes';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { StaffRole, UserType } from '@backoffice/domain/roles';
import type { DbOrTx } from '../../src/db/client';
import { auditLog } from '../../src/db/schema/audit';
import { classes, classStaff, classStudents } from '../../src/db/schema/classes';
import { lessonPolls, lessons, lessonStaff, lessonStudents } from '../../src/db/schema/lessons';
import { users, type UserRow } from '../../src/db/schema/users';

let sequence = 0;
const next = () => (sequence += 1);

export type ClassRow = typeof classes.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

/** Roles that may not open /course, /course/:classId or the lesson detail (ARCHITECTURE §5), by the name tests act as. */
export const ROLES_WITHOUT_COURSE = {
  tutor: 'Tutor',
  partner: 'Partner',
  agent: 'Agent',
  dataadmin: 'DataAdmin',
} as const satisfies Record<string, StaffRole>;
export const WITHOUT_COURSE = Object.keys(ROLES_WITHOUT_COURSE);

/** The staff of a /course test: an admin who may, and one of each role that may not. */
export const COURSE_STAFF = { admin: 'SuperAdmin', ...ROLES_WITHOUT_COURSE } as const satisfies Record<string, StaffRole>;

/** What a lesson written without them reads as (the table's defaults). */
export const LESSON_DEFAULTS = {
  is_active: true,
  is_released: true,
  is_completed: false,
  meta: { term: null, index: null },
  hosting_platform: 'Offline',
  hosting_type: 'meeting',
} as const;

/** A user of any type without a password (tutors, TAs and students do not sign in here). */
export async function insertPerson(
  db: DbOrTx,
  values: { type: UserType; name?: string; email?: string; isActive?: boolean; phone?: string | null; phoneCountryCode?: string | null },
): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      type: values.type,
      name: values.name ?? `${values.type} ${n}`,
      email: values.email ?? `${values.type.toLowerCase()}-${n}@classes.test`,
      isActive: values.isActive ?? true,
      phone: values.phone ?? null,
      phoneCountryCode: values.phoneCountryCode ?? null,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** A class written straight to the table, with `updated` chosen (the list's order). */
export async function insertClass(
  db: DbOrTx,
  values: { name?: string; updated?: string; isActive?: boolean; tutors?: string[]; tas?: string[] } = {},
): Promise<ClassRow> {
  const updated = new Date(values.updated ?? '2026-01-01T00:00:00Z');
  const [row] = await db
    .insert(classes)
    .values({
      name: values.name ?? `Class ${next()}`,
      subject: 'Maths',
      startDate: new Date('2026-01-01T00:00:00Z'),
      endDate: new Date('2026-12-31T00:00:00Z'),
      scheduleStartTime: '10:00',
      scheduleEndTime: '11:00',
      scheduleDays: 'Monday',
      level: ['beginner'],
      isActive: values.isActive ?? true,
      created: updated,
      updated,
    })
    .returning();
  if (!row) throw new Error('class insert returned nothing');
  const staff = [
    ...(values.tutors ?? []).map((userId) => ({ classId: row.id, userId, role: 'tutor' as const })),
    ...(values.tas ?? []).map((userId) => ({ classId: row.id, userId, role: 'ta' as const })),
  ];
  if (staff.length > 0) await db.insert(classStaff).values(staff);
  return row;
}

/** Lessons of a class, one per start instant, `minutes` long (60 by default), named in order unless named, active unless not. */
export async function insertLessons(
  db: DbOrTx,
  classId: string,
  starts: Array<string | { at: string; minutes?: number; name?: string; isActive?: boolean }>,
): Promise<LessonRow[]> {
  if (starts.length === 0) return [];
  const values = starts.map((entry) => {
    const spec = typeof entry === 'string' ? { at: entry } : entry;
    const scheduledOn = new Date(spec.at);
    return {
      classId,
      name: spec.name ?? `Lesson ${next()}`,
      scheduledOn,
      endedOn: new Date(scheduledOn.getTime() + (spec.minutes ?? 60) * 60_000),
      isActive: spec.isActive ?? true,
    };
  });
  return db.insert(lessons).values(values).returning();
}

export async function setLessonStaff(db: DbOrTx, lessonId: string, staff: { tutors?: string[]; tas?: string[] }) {
  const rows = [
    ...(staff.tutors ?? []).map((userId) => ({ lessonId, userId, role: 'tutor' as const })),
    ...(staff.tas ?? []).map((userId) => ({ lessonId, userId, role: 'ta' as const })),
  ];
  if (rows.length > 0) await db.insert(lessonStaff).values(rows);
}

export async function seat(db: DbOrTx, lessonId: string, userIds: string[], group: LessonStudentGroup = 'student') {
  if (userIds.length === 0) return;
  await db.insert(lessonStudents).values(userIds.map((userId) => ({ lessonId, userId, group })));
}

export async function seatsOfLesson(db: DbOrTx, lessonId: string) {
  return db.select().from(lessonStudents).where(eq(lessonStudents.lessonId, lessonId));
}

export async function inClass(db: DbOrTx, classId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)));
  return rows.length > 0;
}

export async function auditOf(db: DbOrTx, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
}

export async function auditCount(db: DbOrTx): Promise<number> {
  return (await db.select({ id: auditLog.id }).from(auditLog)).length;
}

export async function classCount(db: DbOrTx): Promise<number> {
  return (await db.select({ id: classes.id }).from(classes)).length;
}

/** A create payload with every required field and nothing else (the defaults fill the rest). */
export function classPayload(overrides: Partial<ClassCreateInput> = {}): ClassCreateInput {
  return {
    name: `New class ${next()}`,
    subject: 'Physics',
    start_date: '2026-04-01T03:00:00.000Z',
    end_date: '2026-06-30T03:00:00.000Z',
    schedule: { start_time: '10:00', end_time: '12:00', date_of_week: 'Monday, Wednesday' },
    level: ['secondary-3'],
    ...overrides,
  };
}

/** Puts a lesson on Zoom, with a room unless `room: false` (the Zoom detail's 'No zoom room created'). */
export async function makeZoomLesson(db: DbOrTx, lessonId: string, options: { room?: boolean } = {}) {
  await db
    .update(lessons)
    .set({
      hostingPlatform: 'Zoom',
      platformIntegration:
        options.room === false
          ? null
          : { id: '81234567890', password: '123456', registration_url: 'https://zoom.test/register/1', host_email: 'host@zoom.test' },
    })
    .where(eq(lessons.id, lessonId));
}

export type PollRow = typeof lessonPolls.$inferSelect;

/** A poll question written straight to the table, as older data has them (any choice_type spelling). */
export async function insertStoredPoll(
  db: DbOrTx,
  lessonId: string,
  values: { questionIndex: number; choiceType: string; name?: string; question?: string; options?: string[]; answers?: number[] },
): Promise<PollRow> {
  const options = (values.options ?? ['Yes', 'No']).map((content, i) => ({ label: String.fromCharCode(65 + i), content }));
  const answers = values.answers ?? [0];
  const [row] = await db
    .insert(lessonPolls)
    .values({
      lessonId,
      questionIndex: values.questionIndex,
      choiceType: values.choiceType,
      name: values.name ?? `Question ${values.questionIndex}`,
      question: values.question ?? `Stored question ${values.questionIndex}?`,
      option: options,
      answerIndex: answers,
      answer: answers.map((i) => options[i]!.content),
    })
    .returning();
  if (!row) throw new Error('poll insert returned nothing');
  return row;
}

export async function pollsOfLesson(db: DbOrTx, lessonId: string): Promise<PollRow[]> {
  return db.select().from(lessonPolls).where(eq(lessonPolls.lessonId, lessonId)).orderBy(asc(lessonPolls.questionIndex), asc(lessonPolls.created));
}
