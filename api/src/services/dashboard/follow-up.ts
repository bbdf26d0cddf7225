import { DASHBOARD_MESSAGES, type StudentLessonMeta } from '@backoffice/domain/dashboard';
import type { LessonMeta } from '@backoffice/domain/records';
import type { Tx } from '../../db/types';
import { lockLessonMeta, mergeLessonMeta } from '../../db/repositories/student-lessons';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { RequestContext } from '../request-context';
import { seesCounsellorSections, studentLessonMeta } from './student-lessons';

// Follow-up on a lesson and immediate consultation (back-office §4). Each write locks the lesson's row, changes its
// report, and records who did it in the same transaction; when and who come from the request, never from the body.

type FollowUpAnswer = { _id: string; lesson_meta: StudentLessonMeta };

async function lockedMeta(tx: Tx, id: string): Promise<{ meta: LessonMeta; consultImmediately: boolean }> {
  const locked = await lockLessonMeta(tx, id);
  if (!locked) throw notFound();
  return locked;
}

async function change(
  tx: Tx,
  ctx: RequestContext,
  id: string,
  action: string,
  before: LessonMeta,
  changes: Partial<LessonMeta>,
): Promise<FollowUpAnswer> {
  const after = await mergeLessonMeta(tx, id, changes, ctx.now);
  const touched = Object.keys(changes) as Array<keyof LessonMeta>;
  await recordAudit(tx, ctx, {
    action,
    entity: 'lesson',
    id,
    before: Object.fromEntries(touched.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(touched.map((key) => [key, after[key] ?? null])),
  });
  return { _id: id, lesson_meta: studentLessonMeta(after, seesCounsellorSections(ctx.actor)) };
}

/** The Action checkbox: lesson_meta.checked 'y' or 'n'. */
export async function setLessonFollowUp(tx: Tx, ctx: RequestContext, id: string, checked: boolean): Promise<FollowUpAnswer> {
  const { meta } = await lockedMeta(tx, id);
  return change(tx, ctx, id, 'lesson.followup', meta, { checked: checked ? 'y' : 'n' });
}

/** A note to the teacher: it replaces any earlier one, with the time and the editor recorded by the server. */
export async function saveLessonNote(tx: Tx, ctx: RequestContext, id: string, note: string): Promise<FollowUpAnswer> {
  const { meta } = await lockedMeta(tx, id);
  return change(tx, ctx, id, 'lesson.note', meta, {
    notes: note,
    notes_timeStamp: ctx.now.toISOString(),
    notes_editor: ctx.actor.user.name,
  });
}

/**
 * Resolved, ticked on an immediate consultation: the resolver and the time, and the lesson counts as actioned. A
 * second tick (a double click, another tab) changes nothing and answers what the first one recorded.
 */
export async function resolveConsultation(tx: Tx, ctx: RequestContext, id: string): Promise<FollowUpAnswer> {
  const { meta, consultImmediately } = await lockedMeta(tx, id);
  if (!consultImmediately) throw conflict(DASHBOARD_MESSAGES.notFlagged);
  if (meta.resolvedTimeStamp) return { _id: id, lesson_meta: studentLessonMeta(meta, seesCounsellorSections(ctx.actor)) };
  return change(tx, ctx, id, 'lesson.consult_resolve', meta, {
    checked: 'y',
    resolvedTimeStamp: ctx.now.toISOString(),
    resolvedPerson: ctx.actor.user.name,
  });
}
