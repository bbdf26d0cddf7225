import { CLASS_MESSAGES, type LessonDetail, type lessonCreateSchema, type lessonUpdateSchema } from '@backoffice/domain/classes';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../db/repositories/audit';
import { findClassById } from '../../db/repositories/classes';
import {
  findLessonDetail,
  insertLesson,
  lockLesson,
  replaceLessonStaff,
  updateLesson,
  type LessonChanges,
} from '../../db/repositories/lessons';
import { badRequest, notFound } from '../../errors';
import type { ClassContext } from '../classes/context';
import { sanitizeRichText } from '../classes/rich-text';
import { assertStaffOfType, pickChanged } from '../classes/staff';
import { toLessonDetail } from './to-lesson';

type LessonCreate = z.output<typeof lessonCreateSchema>;
type LessonUpdate = z.output<typeof lessonUpdateSchema>;

async function loadDetail(tx: DbOrTx, id: string): Promise<LessonDetail> {
  const row = await findLessonDetail(tx, id);
  if (!row) throw new Error(`lesson ${id} not found after a write`);
  return toLessonDetail(row);
}

/**
 * Creates a lesson of a class (people-records §7 create lesson) inside the caller's transaction: the row (name
 * trimmed, description sanitised), its tutors and TAs, and the audit record. An unknown class is a 404.
 */
export async function createLesson(tx: DbOrTx, ctx: ClassContext, input: LessonCreate): Promise<LessonDetail> {
  const klass = await findClassById(tx, input.class);
  if (!klass) throw notFound();
  await assertStaffOfType(tx, input.tutor, 'Tutor', 'tutor');
  await assertStaffOfType(tx, input.ta, 'TA', 'ta');
  const row = await insertLesson(tx, {
    classId: klass.id,
    name: input.name,
    desc: sanitizeRichText(input.desc),
    scheduledOn: new Date(input.scheduled_on),
    endedOn: new Date(input.ended_on),
    hostingPlatform: input.hosting_platform,
    hostingType: input.hosting_type,
    term: input.meta.term,
    index: input.meta.index,
    isActive: input.is_active,
    isReleased: input.is_released,
    isCompleted: input.is_completed,
    created: ctx.now,
    updated: ctx.now,
  });
  await replaceLessonStaff(tx, row.id, 'tutor', input.tutor);
  await replaceLessonStaff(tx, row.id, 'ta', input.ta);
  const detail = await loadDetail(tx, row.id);
  await recordAudit(tx, {
    actorId: ctx.actor.user.id,
    action: 'lesson.create',
    entity: 'lesson',
    entityId: row.id,
    before: null,
    after: detail,
    requestId: ctx.requestId,
    at: ctx.now,
  });
  return detail;
}

/**
 * Changes the fields sent (the edit dialog's changes, or `{ _id, is_active }` / `{ _id, is_released }` from the
 * toggles). A body with nothing to change answers the lesson as it is and writes nothing. The times are checked
 * against the stored ones when only one of them is sent.
 */
export async function updateLessonFields(
  tx: DbOrTx,
  ctx: ClassContext,
  id: string,
  input: LessonUpdate,
): Promise<LessonDetail> {
  if (input._id !== undefined && input._id !== id) throw badRequest(CLASS_MESSAGES.idMismatch, '_id');
  const stored = await lockLesson(tx, id);
  if (!stored) throw notFound();

  const start = input.scheduled_on !== undefined ? new Date(input.scheduled_on) : stored.scheduledOn;
  const end = input.ended_on !== undefined ? new Date(input.ended_on) : stored.endedOn;
  if (end < start) throw badRequest(CLASS_MESSAGES.endBeforeStart, 'ended_on');
  if (input.tutor !== undefined) await assertStaffOfType(tx, input.tutor, 'Tutor', 'tutor');
  if (input.ta !== undefined) await assertStaffOfType(tx, input.ta, 'TA', 'ta');

  const keys = Object.keys(input).filter((key) => key !== '_id' && input[key as keyof LessonUpdate] !== undefined);
  const before = await loadDetail(tx, id);
  if (keys.length === 0) return before;

  await updateLesson(tx, id, { ...changedColumns(input), updated: ctx.now });
  if (input.tutor !== undefined) await replaceLessonStaff(tx, id, 'tutor', input.tutor);
  if (input.ta !== undefined) await replaceLessonStaff(tx, id, 'ta', input.ta);
  const after = await loadDetail(tx, id);
  await recordAudit(tx, {
    actorId: ctx.actor.user.id,
    action: 'lesson.update',
    entity: 'lesson',
    entityId: id,
    before: pickChanged(before, keys),
    after: pickChanged(after, keys),
    requestId: ctx.requestId,
    at: ctx.now,
  });
  return after;
}

/** The columns the sent fields set; a field not sent leaves its column as stored. */
function changedColumns(input: LessonUpdate): LessonChanges {
  const columns: LessonChanges = {
    name: input.name,
    desc: input.desc !== undefined ? sanitizeRichText(input.desc) : undefined,
    scheduledOn: input.scheduled_on !== undefined ? new Date(input.scheduled_on) : undefined,
    endedOn: input.ended_on !== undefined ? new Date(input.ended_on) : undefined,
    hostingPlatform: input.hosting_platform,
    hostingType: input.hosting_type,
    term: input.meta?.term,
    index: input.meta?.index,
    isActive: input.is_active,
    isReleased: input.is_released,
    isCompleted: input.is_completed,
  };
  // undefined is "not sent"; a null term or index is sent on purpose and kept.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as LessonChanges;
}
