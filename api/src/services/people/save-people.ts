import {
  centreDayOf,
  consultationInstant,
  PEOPLE_MESSAGES,
  USER_TYPE_SEGMENTS,
  type ConsultationRecord,
  type ParentRecord,
  type ParentSave,
  type PeopleRecord,
  type StudentSave,
  type TutorSave,
  type UserTypeSegment,
} from '@backoffice/domain/people';
import type { z } from 'zod';
import type { consultationCreateSchema, parentUpdateSchema, userCreateSchema, userUpdateSchema } from '@backoffice/domain/people';
import { insertConsultation, insertUserRow, lockUserByEmail, lockUserRow, updateUserRow } from '../../db/repositories/people';
import type { UserRow } from '../../db/schema/users';
import type { Tx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { RequestContext } from '../request-context';
import {
  applyParent,
  applyStudent,
  applyTutor,
  Changes,
  endSessions,
  requireManage,
  uniqueOr409,
  type PasswordHashes,
} from './apply';
import { parentRecordOf, peopleRecordOf } from './get-person';

/** What a write answers, and the users whose sessions it ended (the route forgets them in the session cache after commit). */
export type PeopleWrite<T> = { data: T; endedSessionsOf: string[] };

const STUDENT_MESSAGES = { email: [PEOPLE_MESSAGES.emailDuplicated, 'email'] as [string, string], dbid: 'dbid' };
const PARENT_MESSAGES = (prefix: string) => ({
  email: [PEOPLE_MESSAGES.parentEmailDuplicated, `${prefix}email`] as [string, string],
  dbid: `${prefix}dbid`,
});

/** Writes a user's changes, if there are any, with their audit record; no change writes nothing at all. */
async function writeChanges(
  tx: Tx,
  ctx: RequestContext,
  before: UserRow,
  changes: Changes,
  messages: { email: [string, string]; dbid: string },
): Promise<UserRow> {
  if (!changes.changed) return before;
  const after = await uniqueOr409(() => updateUserRow(tx, before.id, { ...changes.patch, updated: ctx.now }), messages);
  await endSessions(tx, ctx, changes, before.isActive && !after.isActive ? 'deactivated' : 'changed by staff');
  await recordAudit(tx, ctx, { action: 'user.update', entity: 'user', id: before.id, before: changes.before, after: changes.after });
  return after;
}

async function createConsultation(
  tx: Tx,
  ctx: RequestContext,
  input: { studentId: string; date: Date; consultationNotes: string; actionPlans: string },
): Promise<ConsultationRecord> {
  const row = await insertConsultation(tx, {
    studentId: input.studentId,
    date: input.date,
    consultationNotes: input.consultationNotes,
    actionPlans: input.actionPlans,
    adminId: ctx.actor.user.id,
    at: ctx.now,
  });
  await recordAudit(tx, ctx, {
    action: 'consultation.create',
    entity: 'consultation',
    id: row.id,
    after: { student: input.studentId, date: row.date.toISOString() },
  });
  return {
    _id: row.id,
    admin: row.adminId,
    student_id: input.studentId,
    date_of_consultation: row.date.toISOString(),
    consultation_notes: row.consultationNotes,
    action_plans: row.actionPlans,
    action: row.action,
  };
}

/** Links a student to its parent (an audit record of its own: the parent's save may have changed nothing). */
async function linkParent(tx: Tx, ctx: RequestContext, student: UserRow, parentId: string): Promise<void> {
  if (student.parentId === parentId) return;
  await updateUserRow(tx, student.id, { parentId, updated: ctx.now });
  await recordAudit(tx, ctx, {
    action: 'user.update',
    entity: 'user',
    id: student.id,
    before: { parent: student.parentId },
    after: { parent: parentId },
  });
}

async function createParentRow(tx: Tx, ctx: RequestContext, input: ParentSave, passwordHash: string | undefined, fieldPrefix: string) {
  const changes = new Changes();
  await applyParent(tx, ctx, changes, undefined, input, passwordHash, { emailField: `${fieldPrefix}email`, fieldPrefix });
  const row = await uniqueOr409(
    () =>
      insertUserRow(tx, {
        name: '',
        ...changes.patch,
        type: 'Parent',
        email: input.email,
        passwordHash: passwordHash ?? null,
        created: ctx.now,
        updated: ctx.now,
      }),
    PARENT_MESSAGES(fieldPrefix),
  );
  await recordAudit(tx, ctx, { action: 'user.create', entity: 'user', id: row.id, after: { ...changes.after, type: 'Parent' } });
  return row;
}

/**
 * The parent of the dialog's save, by email (people-records §4): the student's own parent is updated (its email may
 * change, unless another user has it); a student without one is linked to the parent who has that email, or to a new
 * parent. An email that belongs to the student or to anyone but a parent is 'Parent email duplicated!'.
 */
async function saveParentOf(tx: Tx, ctx: RequestContext, student: UserRow, input: ParentSave, passwordHash: string | undefined) {
  const owner = await lockUserByEmail(tx, input.email);
  const linked = student.parentId ? await lockUserRow(tx, student.parentId) : undefined;
  const duplicated = () => conflict(PEOPLE_MESSAGES.parentEmailDuplicated, 'parent.email');
  if (owner && (owner.id === student.id || owner.type !== 'Parent')) throw duplicated();
  if (linked && owner && owner.id !== linked.id) throw duplicated();
  const parent = linked ?? owner;
  if (!parent) {
    const created = await createParentRow(tx, ctx, input, passwordHash, 'parent.');
    await linkParent(tx, ctx, student, created.id);
    return;
  }
  const changes = new Changes();
  await applyParent(tx, ctx, changes, parent, input, passwordHash, { emailField: 'parent.email', fieldPrefix: 'parent.' });
  await writeChanges(tx, ctx, parent, changes, PARENT_MESSAGES('parent.'));
  await linkParent(tx, ctx, student, parent.id);
}

/**
 * PUT /admin/user/student/{id}: the edit dialog's one request (people-records §4). In the caller's transaction: the
 * student, then a consultation when the consultation date changed, then the parent created or updated by email. Any
 * refusal on the way (a duplicated parent email, an unknown handler) throws and so undoes everything before it.
 */
export async function saveStudent(
  tx: Tx,
  ctx: RequestContext,
  id: string,
  input: StudentSave & { parent: ParentSave },
  hashes: PasswordHashes,
): Promise<PeopleWrite<PeopleRecord>> {
  const before = await lockUserRow(tx, id);
  if (!before || before.type !== 'Student') throw notFound();
  const changes = new Changes();
  const { consultationDate } = await applyStudent(tx, ctx, changes, before, input, hashes.user);
  const student = await writeChanges(tx, ctx, before, changes, STUDENT_MESSAGES);
  if (consultationDate) {
    await createConsultation(tx, ctx, {
      studentId: id,
      date: consultationDate,
      consultationNotes: input.consultation_notes,
      actionPlans: input.action_plans,
    });
  }
  await saveParentOf(tx, ctx, student, input.parent, hashes.parent);
  const saved = await lockUserRow(tx, id);
  return { data: await peopleRecordOf(tx, ctx, saved!), endedSessionsOf: changes.endsSessions };
}

/** POST /admin/user: a tutor (Create New Tutor), a TA or a student; canManage on /user. */
export async function createUser(
  tx: Tx,
  ctx: RequestContext,
  input: z.output<typeof userCreateSchema>,
  hashes: PasswordHashes,
): Promise<PeopleWrite<PeopleRecord>> {
  requireManage(ctx);
  const changes = new Changes();
  let consultationDate: Date | null = null;
  if (input._type === 'Student') {
    ({ consultationDate } = await applyStudent(tx, ctx, changes, undefined, input, hashes.user));
  } else {
    await applyTutor(tx, ctx, changes, undefined, input, hashes.user);
  }
  const row = await uniqueOr409(
    () =>
      insertUserRow(tx, {
        ...changes.patch,
        type: input._type,
        name: input.name,
        email: input.email,
        passwordHash: hashes.user ?? null,
        created: ctx.now,
        updated: ctx.now,
      }),
    STUDENT_MESSAGES,
  );
  await recordAudit(tx, ctx, { action: 'user.create', entity: 'user', id: row.id, after: { ...changes.after, type: input._type } });
  if (consultationDate && input._type === 'Student') {
    await createConsultation(tx, ctx, {
      studentId: row.id,
      date: consultationDate,
      consultationNotes: input.consultation_notes,
      actionPlans: input.action_plans,
    });
  }
  return { data: await peopleRecordOf(tx, ctx, row), endedSessionsOf: [] };
}

/**
 * PATCH /admin/user/{type}/{id}: what is sent changes. The path's type is the record's own (404 otherwise, like a
 * record that does not exist). `_type` re-types the user (canManage; its sessions end).
 */
export async function updateUser(
  tx: Tx,
  ctx: RequestContext,
  segment: string,
  id: string,
  input: z.output<typeof userUpdateSchema>,
  hashes: PasswordHashes,
): Promise<PeopleWrite<PeopleRecord>> {
  const type = Object.hasOwn(USER_TYPE_SEGMENTS, segment) ? USER_TYPE_SEGMENTS[segment as UserTypeSegment] : undefined;
  const before = type ? await lockUserRow(tx, id) : undefined;
  if (!before || before.type !== type) throw notFound();
  const changes = new Changes();
  let consultationDate: Date | null = null;
  if (before.type === 'Student') {
    ({ consultationDate } = await applyStudent(tx, ctx, changes, before, input as Partial<StudentSave>, hashes.user));
  } else {
    await applyTutor(tx, ctx, changes, before, input as Partial<TutorSave>, hashes.user);
  }
  if (input._type !== undefined && input._type !== before.type) {
    requireManage(ctx);
    changes.column('type', 'type', before.type, input._type);
    changes.endsSessions.push(before.id);
  }
  const after = await writeChanges(tx, ctx, before, changes, STUDENT_MESSAGES);
  if (consultationDate) {
    const profile = after.profile as { consultation_notes?: string; action_plans?: string };
    await createConsultation(tx, ctx, {
      studentId: id,
      date: consultationDate,
      consultationNotes: profile.consultation_notes ?? '',
      actionPlans: profile.action_plans ?? '',
    });
  }
  return { data: await peopleRecordOf(tx, ctx, after), endedSessionsOf: changes.endsSessions };
}

async function lockStudent(tx: Tx, id: string, field: string): Promise<UserRow> {
  const student = await lockUserRow(tx, id);
  if (!student || student.type !== 'Student') throw badRequest(PEOPLE_MESSAGES.studentUnknown, field);
  return student;
}

/** POST /admin/user/parent: a new parent, linked to `child` when given. Its email must be no one's: 409 otherwise. */
export async function createParent(
  tx: Tx,
  ctx: RequestContext,
  input: ParentSave & { child?: string | undefined },
  hashes: PasswordHashes,
): Promise<PeopleWrite<ParentRecord>> {
  const child = input.child ? await lockStudent(tx, input.child, 'child') : undefined;
  const parent = await createParentRow(tx, ctx, input, hashes.user, '');
  if (child) await linkParent(tx, ctx, child, parent.id);
  return { data: await parentRecordOf(tx, ctx, parent), endedSessionsOf: [] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PATCH /admin/user/parent/{id}: a parent by its id, or by its current email (the spec's "update parent by email").
 * What is sent changes; `child` links one more student to it.
 */
export async function updateParent(
  tx: Tx,
  ctx: RequestContext,
  idOrEmail: string,
  input: z.output<typeof parentUpdateSchema>,
  hashes: PasswordHashes,
): Promise<PeopleWrite<ParentRecord>> {
  const before = UUID.test(idOrEmail) ? await lockUserRow(tx, idOrEmail) : await lockUserByEmail(tx, idOrEmail);
  if (!before || before.type !== 'Parent') throw notFound();
  const child = input.child ? await lockStudent(tx, input.child, 'child') : undefined;
  const changes = new Changes();
  await applyParent(tx, ctx, changes, before, input, hashes.user, { emailField: 'email', fieldPrefix: '' });
  const after = await writeChanges(tx, ctx, before, changes, PARENT_MESSAGES(''));
  if (child) await linkParent(tx, ctx, child, after.id);
  return { data: await parentRecordOf(tx, ctx, after), endedSessionsOf: changes.endsSessions };
}

/**
 * POST /admin/consultation: a consultation of one student by the caller (recorded as admin), dated the end of its
 * centre day; the Consultation tab lists it on that day.
 */
export async function addConsultation(
  tx: Tx,
  ctx: RequestContext,
  input: z.output<typeof consultationCreateSchema>,
): Promise<ConsultationRecord> {
  await lockStudent(tx, input.student_id, 'student_id');
  const date = new Date(consultationInstant(centreDayOf(input.date_of_consultation, ctx.timezone), ctx.timezone));
  return createConsultation(tx, ctx, {
    studentId: input.student_id,
    date,
    consultationNotes: input.consultation_notes,
    actionPlans: input.action_plans,
  });
}
