import type { LessonDetail, lessonCreateSchema, lessonUpdateSchema } from '@backoffice/domain/classes';
import type { z } from 'zod';
import { findClassById } from '../../db/repositories/classes';
import {
  findLessonDetail,
  insertLesson,
  lockLesson,
  replaceLessonStaff,
  updateLesson,
  type LessonChanges,
  type NewLessonRow,
} from '../../db/repositories/lessons';
import type { Tx } from '../../db/types';
import { notFound } from '../../errors';
import { sanitizeRichText } from '../course/rich-text';
import { createStaffed, sentOnly, updateStaffed, type StaffedKind } from '../course/save-staffed';
import type { RequestContext } from '../request-context';
import { toLessonDetail } from './to-lesson';

type LessonCreate = z.output<typeof lessonCreateSchema>;
type LessonUpdate = z.output<typeof lessonUpdateSchema>;

const LESSON: StaffedKind<{ scheduledOn: Date; endedOn: Date }, LessonDetail> = {
  entity: 'lesson',
  span: { start: 'scheduled_on', end: 'ended_on' },
  storedSpan: (row) => ({ start: row.scheduledOn, end: row.endedOn }),
  lock: lockLesson,
  load: async (tx, id) => {
    const row = await findLessonDetail(tx, id);
    if (!row) throw new Error(`lesson ${id} not found after a write`);
    return toLessonDetail(row);
  },
  replaceStaff: replaceLessonStaff,
};

/**
 * Creates a lesson of a class (people-records §7 create lesson) inside the caller's transaction: the row (name
 * trimmed, description sanitised), its tutors and TAs, and the audit record. An unknown class is a 404.
 */
export async function createLesson(tx: Tx, ctx: RequestContext, input: LessonCreate): Promise<LessonDetail> {
  const klass = await findClassById(tx, input.class);
  if (!klass) throw notFound();
  // The create schema's defaults leave no column unset.
  const columns = lessonColumns(input) as Omit<NewLessonRow, 'classId' | 'created' | 'updated'>;
  return createStaffed(tx, ctx, LESSON, input, () =>
    insertLesson(tx, { ...columns, classId: klass.id, created: ctx.now, updated: ctx.now }),
  );
}

/**
 * Changes the fields sent (the edit dialog's changes, or `{ _id, is_active }` / `{ _id, is_released }` from the
 * toggles); see updateStaffed.
 */
export async function updateLessonFields(tx: Tx, ctx: RequestContext, id: string, input: LessonUpdate): Promise<LessonDetail> {
  return updateStaffed(tx, ctx, LESSON, id, input, (updated) => updateLesson(tx, id, { ...lessonColumns(input), updated }));
}

/** The columns the sent fields set; a field not sent leaves its column as stored, a null term or index is kept. */
function lessonColumns(input: LessonUpdate): LessonChanges {
  return sentOnly<LessonChanges>({
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
  });
}
